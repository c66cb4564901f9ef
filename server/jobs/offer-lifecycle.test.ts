import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationType, OfferStatus, Role, type TOfferStatus } from '#shared/enums.ts';
import { notifications, offers, type OfferRow } from '../db/schema/index.ts';
import { useTestApp } from '../test/use-app.ts';
import { useActor } from '../test/worlds/cabinet.ts';
import { runOfferLifecycle } from './offer-lifecycle.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

const DAY = 86_400_000;

describe('[jobs] the offer lifecycle: outdated after activation, archived after inactivity', () => {
  const t = useTestApp({ OFFER_OUTDATED_DAYS: '30', OFFER_ARCHIVE_DAYS: '60' });
  const owner = useActor(t, Role.agent);
  beforeEach(async () => {
    await t.db.delete(offers);
    await t.db.delete(notifications);
    t.realtime.sent.length = 0;
  });

  const run = () => runOfferLifecycle({ db: t.db, realtime: t.realtime, clock: t.clock, env: t.app.env });
  const daysAgo = (n: number) => new Date(t.clock.now().getTime() - n * DAY);
  async function offer(status: TOfferStatus, dates: Partial<OfferRow>): Promise<OfferRow> {
    const [row] = await t.db
      .insert(offers)
      .values({ userId: owner.user.id, status, area: 40, price: 7_000_000, address: 'г. Сочи', ...dates })
      .returning();
    return row!;
  }
  const statusOf = async (row: OfferRow) =>
    (await t.db.select().from(offers).where(eq(offers.id, row.id)))[0]!.status;

  it('outdates active offers past the period with OfferOutdated, archives long-inactive ones with OfferArchived', async () => {
    const old = await offer(OfferStatus.active, { activatedAt: daysAgo(31) });
    const fresh = await offer(OfferStatus.active, { activatedAt: daysAgo(29) });
    const stale = await offer(OfferStatus.inactive, { activatedAt: daysAgo(120), inactiveAt: daysAgo(61) });
    const recent = await offer(OfferStatus.inactive, { activatedAt: daysAgo(50), inactiveAt: daysAgo(20) });
    const draft = await offer(OfferStatus.draft, { updatedAt: daysAgo(400) });
    const disabled = await offer(OfferStatus.disabled, { activatedAt: daysAgo(400) });

    const result = await run();
    expect(result).toEqual({ ran: true, outdated: [old.id], archived: [stale.id] });
    expect(await statusOf(old)).toBe(OfferStatus.inactive);
    expect(await statusOf(fresh)).toBe(OfferStatus.active);
    expect(await statusOf(stale)).toBe(OfferStatus.archive);
    expect(await statusOf(recent)).toBe(OfferStatus.inactive);
    expect(await statusOf(draft)).toBe(OfferStatus.draft);
    expect(await statusOf(disabled)).toBe(OfferStatus.disabled);

    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notes.map((n) => [n.type, (n.payload as { offerId: number }).offerId]).sort()).toEqual(
      [
        [NotificationType.offerArchived, stale.id],
        [NotificationType.offerOutdated, old.id],
      ].sort(),
    );
    expect(notes.every((n) => typeof (n.payload as { title: string }).title === 'string')).toBe(true);
    expect(
      t.realtime.sent.filter((s) => s.event === 'Notification' && s.userId === owner.user.id),
    ).toHaveLength(2);

    // Nothing is due twice.
    expect(await run()).toEqual({ ran: true, outdated: [], archived: [] });
  });

  it('follows the clock: the outdated offer is archived once its inactive period has passed', async () => {
    const row = await offer(OfferStatus.active, { activatedAt: daysAgo(31) });
    await run();
    const [afterFirst] = await t.db.select().from(offers).where(eq(offers.id, row.id));
    expect(afterFirst!.inactiveAt).toEqual(t.clock.now());

    t.clock.advance(59 * DAY);
    expect((await run()).archived).toEqual([]);
    t.clock.advance(2 * DAY);
    expect((await run()).archived).toEqual([row.id]);
    expect(await statusOf(row)).toBe(OfferStatus.archive);
  });

  it('an owner activating again clears the notice and starts the period over', async () => {
    const row = await offer(OfferStatus.active, { activatedAt: daysAgo(45) });
    await run();
    expect(await t.db.$count(notifications, eq(notifications.userId, owner.user.id))).toBe(1);
    const res = await t.call(userOffersApi.activateOwnOffer, { params: { id: row.id } }, owner);
    expect(res.json().meta).toEqual({ inactive_count: 0 });
    expect(await t.db.$count(notifications, eq(notifications.userId, owner.user.id))).toBe(0);
    expect((await run()).outdated).toEqual([]);
  });

  it('two runs at once never process an offer twice', async () => {
    const rows = await Promise.all(
      Array.from({ length: 12 }, (_, i) => offer(OfferStatus.active, { activatedAt: daysAgo(31 + i) })),
    );
    const [a, b] = await Promise.all([run(), run()]);
    const processed = [...a.outdated, ...b.outdated].sort((x, y) => x - y);
    expect(processed).toEqual(rows.map((r) => r.id).sort((x, y) => x - y));
    expect(await t.db.$count(notifications, eq(notifications.type, NotificationType.offerOutdated))).toBe(12);
  });
});
