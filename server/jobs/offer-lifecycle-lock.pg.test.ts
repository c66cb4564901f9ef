// Another node holding the job's lock needs a second connection. PGlite is one connection, on which an advisory lock
// is re-entrant and transactions run one after another, so this file is collected only on PostgreSQL (vitest.config.ts:
// `*.pg.test.ts` with TEST_DATABASE_URL, as CI runs the API suite a second time).
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OfferStatus, Role } from '#shared/enums.ts';
import { notifications, offers } from '../db/schema/index.ts';
import { useTestApp } from '../test/use-app.ts';
import { OFFER_LIFECYCLE_LOCK } from '../core/workflow-locks.ts';
import { useActor } from '../test/worlds/cabinet.ts';
import { runOfferLifecycle } from './offer-lifecycle.ts';

const DAY = 86_400_000;

describe('[jobs] the offer lifecycle on several nodes', () => {
  const t = useTestApp({ OFFER_OUTDATED_DAYS: '30', OFFER_ARCHIVE_DAYS: '60' });
  const owner = useActor(t, Role.agent);

  const run = () => runOfferLifecycle({ db: t.db, realtime: t.realtime, clock: t.clock, env: t.app.env });
  const statusOf = async (id: number) =>
    (await t.db.select().from(offers).where(eq(offers.id, id)))[0]!.status;

  it('skips its turn while another node holds the lock, and runs once it is free', async () => {
    const [due] = await t.db
      .insert(offers)
      .values({
        userId: owner.user.id,
        status: OfferStatus.active,
        area: 40,
        price: 7_000_000,
        address: 'г. Сочи',
        activatedAt: new Date(t.clock.now().getTime() - 31 * DAY),
      })
      .returning();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const held = new Promise<void>((resolve) => (taken = resolve));
    // The other node: a transaction on another pooled connection that holds the job's lock until released.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${OFFER_LIFECYCLE_LOCK})`);
      taken();
      await gate;
    });
    await held;
    try {
      expect(await run()).toEqual({ ran: false, outdated: [], archived: [] });
      expect(await statusOf(due!.id)).toBe(OfferStatus.active);
      expect(await t.db.$count(notifications)).toBe(0);
      expect(t.realtime.sent).toEqual([]);
    } finally {
      release();
      await holder;
    }
    // The lock went with the holder's transaction: the next turn does the work.
    expect(await run()).toEqual({ ran: true, outdated: [due!.id], archived: [] });
    expect(await statusOf(due!.id)).toBe(OfferStatus.inactive);
  });
});
