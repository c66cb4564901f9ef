// Who hears which event: a booking, a deal's stage and a commission go to the builder company and to the agent's
// agency; a unit's price goes to the builder company only; another builder hears nothing. Checked on what the
// domain's transactions queue (webhook_deliveries), without delivering.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WEBHOOK_EVENTS } from '#shared/integrations.ts';
import { CellStatus } from '#shared/enums.ts';
import { cells, outbox, webhookDeliveries } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildDealWorld, type DealWorld, type Person } from '../../test/worlds/deals.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import * as chessEditorApi from '#shared/api/chess-editor.ts';
import * as companiesApi from '#shared/api/companies.ts';
import * as dealsApi from '#shared/api/deals.ts';
import * as integrationsApi from '#shared/api/integrations.ts';
import { book } from '../../test/worlds/bookings.ts';

const t = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
let w: DealWorld;
let otherCompanyId: number;
const hooks: Record<'builder' | 'agency' | 'other', number> = { builder: 0, agency: 0, other: 0 };

async function endpoint(who: Person, companyId: number): Promise<number> {
  const res = await t.call(
    integrationsApi.createWebhook,
    {
      params: { id: companyId },
      body: {
        url: 'https://crm.example.ru/kvartal',
        events: WEBHOOK_EVENTS,
      },
    },
    who,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().webhook.id;
}

const typesOf = async (webhookId: number) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId))).map(
    (d) => d.type,
  );

beforeAll(async () => {
  w = await buildDealWorld(t);
  await t.db
    .update(cells)
    .set({ price: 7_000_000, status: CellStatus.sale })
    .where(eq(cells.objectId, w.objectId));
  const res = await t.callRaw(companiesApi.listCompanies, null, w.otherBuilder);
  otherCompanyId = res.json().data[0].id;
  // Hosts are not resolved here (private addresses allowed): the fan-out is what this file checks.
  hooks.builder = await endpoint(w.builder, w.companyId);
  hooks.agency = await endpoint(w.head, w.agencyId);
  hooks.other = await endpoint(w.otherBuilder, otherCompanyId);
});

describe('[webhooks] who hears which event', () => {
  it('a booking, its deal and the commission reach the builder company and the agent’s agency', async () => {
    const booked = await book(t, w.agent, {
      cellId: w.unit['1'],
      kind: 'booking',
      clientName: 'Анна Покупателева',
      clientPhone: '+7(918)123-45-67',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().booking.id as number;
    expect(
      (await t.call(bookingsApi.actOnBooking, { params: { id }, body: { action: 'confirm' } }, w.manager))
        .statusCode,
    ).toBe(200);
    const deal = await t.call(dealsApi.openDeal, { body: { bookingId: id, payment: 3 } }, w.manager);
    expect(deal.statusCode, deal.body).toBe(201);
    // The contract accrues the commission: commission.accrued to both sides of it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(t.clock.now());
    const { id: dealId, version } = deal.json().deal as { id: number; version: number };
    const moved = await t.call(
      dealsApi.changeDeal,
      {
        params: { id: dealId },
        body: {
          version,
          stage: 'contract',
          date: today,
          number: 'ДДУ-17/2026',
        },
      },
      w.manager,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    for (const side of ['builder', 'agency'] as const) {
      const types = await typesOf(hooks[side]);
      expect(types, side).toEqual(
        expect.arrayContaining([
          'booking.created',
          'booking.confirmed',
          'deal.stage_changed',
          'commission.accrued',
        ]),
      );
    }
    const dealRow = (
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.type, 'deal.stage_changed'))
    )[0]!;
    expect(JSON.parse(dealRow.body).data).toMatchObject({ stage: 'booking', previousStage: null });
    // The unit's reservation is the builder's news, not the agency's.
    expect(await typesOf(hooks.builder)).toContain('unit.status_changed');
    expect(await typesOf(hooks.agency)).not.toContain('unit.status_changed');
    expect(await typesOf(hooks.other)).toEqual([]);
  });

  it('a price change goes to the builder company only, in order per unit', async () => {
    const res = await t.call(
      chessEditorApi.updateCell,
      { params: { id: w.unit['2'] }, body: { price: 7_500_000 } },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await typesOf(hooks.builder)).toContain('unit.price_changed');
    expect(await typesOf(hooks.agency)).not.toContain('unit.price_changed');
    expect(await typesOf(hooks.other)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.type, 'unit.price_changed'));
    expect(row!.orderKey).toBe(`wh:${hooks.builder}:unit:${w.unit['2']}`);
    expect(JSON.parse(row!.body).data).toMatchObject({ price: 7_500_000, previousPrice: 7_000_000 });
    const [item] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.target, String(row!.id)));
    expect(item).toMatchObject({ channel: 'webhook', state: 'pending', orderKey: row!.orderKey });
  });
});
