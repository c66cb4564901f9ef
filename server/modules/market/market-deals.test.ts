// «Рынок» never reads a builder's deals: a deal opened at a lower price moves neither the complex's ₽/м², its lowest
// price nor the market's sales; only the chessboard's own «Продано» does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { cells } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { buildDealWorld, type DealWorld, type Person } from '../../test/worlds/deals.ts';

let t: TestContext;
let w: DealWorld;
const PRICE = 10_000_000;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildDealWorld(t);
  await t.db
    .update(cells)
    .set({ price: PRICE, squarePrice: 200_000, area: 50, status: CellStatus.sale })
    .where(eq(cells.objectId, w.objectId));
});
afterAll(() => t.close());

const inject = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as Record<string, unknown> });

const compared = async () => {
  const res = await inject(w.agent, 'GET', `/api/market/complexes?ids=${w.objectId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[0];
};

describe('[market] a builder’s deals stay private', () => {
  it('[market] a deal at a lower price changes no market figure; the unit only leaves the stock as on the chessboard', async () => {
    expect(await compared()).toMatchObject({ priceFrom: PRICE, median: 200_000, stock: 6, sold90: 0 });
    const unit = w.unit['1']!;
    const booked = await inject(w.agent, 'POST', '/api/bookings', {
      cellId: unit,
      kind: 'booking',
      clientName: 'Анна Покупателева',
      clientPhone: '+7(918)123-45-67',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().booking.id;
    const ok = await inject(w.manager, 'PUT', `/api/backoffice/bookings/${bookingId}`, { action: 'confirm' });
    expect(ok.statusCode, ok.body).toBe(200);
    const opened = await inject(w.manager, 'POST', '/api/backoffice/deals', { bookingId, payment: 3 });
    expect(opened.statusCode, opened.body).toBe(201);
    const deal = opened.json().deal;
    const cut = await inject(w.manager, 'PUT', `/api/backoffice/deals/${deal.id}`, {
      version: deal.version,
      price: 6_000_000,
    });
    expect(cut.statusCode, cut.body).toBe(200);

    // The deal's 6 000 000 ₽ is nowhere: the other units' prices stand, nothing is sold.
    expect(await compared()).toMatchObject({ priceFrom: PRICE, median: 200_000, stock: 5, sold90: 0 });
    const summary = await inject(w.builder, 'GET', '/api/market/summary');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().sold.at(-1)).toBe(0);
    expect(summary.json().now).toMatchObject({ stock: 5, median: 200_000 });
  });
});
