// «Рынок» never reads a builder's deals: a deal opened at a lower price moves neither the complex's ₽/м², its lowest
// price nor the market's sales; only the chessboard's own «Продано» does.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { cells } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildDealWorld, type DealWorld } from '../../test/worlds/deals.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as dealsApi from '#shared/api/deals.ts';
import * as marketApi from '#shared/api/market.ts';

const t = useTestApp();
let w: DealWorld;
const PRICE = 10_000_000;

beforeAll(async () => {
  w = await buildDealWorld(t);
  await t.db
    .update(cells)
    .set({ price: PRICE, squarePrice: 200_000, area: 50, status: CellStatus.sale })
    .where(eq(cells.objectId, w.objectId));
});

const compared = async () => {
  const res = await t.call(marketApi.getMarketComplexes, { query: { ids: w.objectId } }, w.agent);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
};

describe('[market] a builder’s deals stay private', () => {
  it('[market] a deal at a lower price changes no market figure; the unit only leaves the stock as on the chessboard', async () => {
    expect(await compared()).toMatchObject({ priceFrom: PRICE, median: 200_000, stock: 6, sold90: 0 });
    const unit = w.unit['1']!;
    const booked = await t.call(
      bookingsApi.createBooking,
      {
        body: {
          cellId: unit,
          kind: 'booking',
          clientName: 'Анна Покупателева',
          clientPhone: '+7(918)123-45-67',
        },
      },
      w.agent,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().booking.id;
    const ok = await t.call(
      bookingsApi.actOnBooking,
      { params: { id: bookingId }, body: { action: 'confirm' } },
      w.manager,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const opened = await t.call(dealsApi.openDeal, { body: { bookingId, payment: 3 } }, w.manager);
    expect(opened.statusCode, opened.body).toBe(201);
    const deal = opened.json().deal;
    const cut = await t.call(
      dealsApi.changeDeal,
      {
        params: { id: deal.id },
        body: {
          version: deal.version,
          price: 6_000_000,
        },
      },
      w.manager,
    );
    expect(cut.statusCode, cut.body).toBe(200);

    // The deal's 6 000 000 ₽ is nowhere: the other units' prices stand, nothing is sold.
    expect(await compared()).toMatchObject({ priceFrom: PRICE, median: 200_000, stock: 5, sold90: 0 });
    const summary = await t.callRaw(marketApi.getMarketSummary, null, w.builder);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().sold.at(-1)).toBe(0);
    expect(summary.json().now).toMatchObject({ stock: 5, median: 200_000 });
  });
});
