// Pruning: finished items older than a week go, pending ones and recent ones stay, and webhook deliveries keep 30 days.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CompanyKind } from '#shared/companies.ts';
import { companies, outbox, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { pruneWebhookDeliveries } from '../webhooks/prune.ts';
import { drainOutbox, enqueueOutbox, pruneOutbox, registerOutboxChannel } from './index.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  registerOutboxChannel('prune-test', async (item) =>
    item.target === 'fails' ? { kind: 'give-up', error: 'gone' } : { kind: 'done' },
  );
});

const put = (target: string) =>
  t.db.transaction((tx) => enqueueOutbox(tx, { channel: 'prune-test', target, payload: {} }, t.clock.now()));

describe('[outbox] pruning', () => {
  it('deletes done and dead items after a week and keeps pending and recent ones', async () => {
    const done = await put('ok');
    const dead = await put('fails');
    await drainOutbox({ db: t.db, now: () => t.clock.now() });
    t.clock.advance(6 * DAY);
    const pending = await put('later');
    const recent = await put('ok');
    await drainOutbox({ db: t.db, now: () => t.clock.now() });
    expect(await pruneOutbox(t.db, t.clock.now())).toBe(0);

    t.clock.advance(2 * DAY);
    await t.db.update(outbox).set({ state: 'pending' }).where(eq(outbox.id, pending));
    expect(await pruneOutbox(t.db, t.clock.now())).toBe(2);
    const left = await t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.id, [done, dead, pending, recent]));
    expect(left.map((r) => r.id).sort()).toEqual([pending, recent].sort());
  });

  it('keeps a webhook’s delivery log 30 days, and never a delivery still being tried', async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ kind: CompanyKind.agency, name: 'АН «Подрезка»' })
      .returning();
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ companyId: company!.id, url: 'https://crm.example.ru/hook', secret: 's' })
      .returning();
    const old = new Date(t.clock.now().getTime() - 31 * DAY);
    const rows = await t.db
      .insert(webhookDeliveries)
      .values([
        {
          webhookId: endpoint!.id,
          eventId: 'e1',
          type: 'booking.created',
          body: '{}',
          state: 'delivered',
          lastAttemptAt: old,
        },
        {
          webhookId: endpoint!.id,
          eventId: 'e2',
          type: 'booking.created',
          body: '{}',
          state: 'retrying',
          lastAttemptAt: old,
        },
        {
          webhookId: endpoint!.id,
          eventId: 'e3',
          type: 'booking.created',
          body: '{}',
          state: 'failed',
          lastAttemptAt: t.clock.now(),
        },
      ])
      .returning({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId });
    expect(await pruneWebhookDeliveries(t.db, t.clock.now())).toBe(1);
    const left = await t.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.eventId).sort()).toEqual(['e2', 'e3']);
  });
});
