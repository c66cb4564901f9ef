import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ContactSource, NotificationType, OfferStatus, Role } from '#shared/enums.ts';
import { notifications, offers, type OfferRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, useActor, type Actor } from '../../test/worlds/cabinet.ts';
import { notify } from '../notifications/notify.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

describe('[user-offers] activation, the inactive count and the notices it drops', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);

  const ready = { price: 9_500_000, area: 42, address: 'г. Сочи, ул. Навагинская, 5' };

  async function offer(who: Actor, status: number, fields: Partial<OfferRow> = ready): Promise<OfferRow> {
    const [row] = await t.db
      .insert(offers)
      .values({ userId: who.user.id, status: status as OfferRow['status'], ...fields })
      .returning();
    return row!;
  }
  const outdatedNotice = (who: Actor, row: OfferRow) =>
    notify(
      t.db,
      t.realtime,
      who.user.id,
      NotificationType.offerOutdated,
      { offerId: row.id, title: 'x' },
      t.clock.now(),
    );
  const noticesAbout = async (row: OfferRow) =>
    (await t.db.select().from(notifications)).filter(
      (n) => (n.payload as { offerId?: number } | null)?.offerId === row.id,
    );

  it('activates the saved draft once it is complete, answering meta.inactive_count', async () => {
    const draft = (
      await t.call(userOffersApi.saveOwnOffer, { params: { id: 'draft' }, body: { area: 42 } }, agent)
    ).json().data;
    const refused = await t.call(userOffersApi.activateOwnOffer, { params: { id: draft.id } }, agent);
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().message).toMatch(/не готово/);
    expect(Object.keys(refused.failure().errors).sort()).toEqual(['address', 'price']);
    expect((await t.db.select().from(offers).where(eq(offers.id, draft.id)))[0]!.status).toBe(
      OfferStatus.draft,
    );

    await offer(agent, OfferStatus.inactive);
    await t.call(
      userOffersApi.saveOwnOffer,
      {
        params: { id: 'draft' },
        body: {
          price: 9_000_000,
          address: 'г. Сочи, ул. Роз, 1',
        },
      },
      agent,
    );
    const res = await t.call(userOffersApi.activateOwnOffer, { params: { id: 'draft' } }, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: draft.id, status: OfferStatus.active, published: true });
    expect(res.json().data.activatedAt).toBe(t.clock.now().toISOString());
    expect(res.json().meta).toEqual({ inactive_count: 1 });
    // The draft is gone: the next new offer starts blank.
    expect((await t.call(userOffersApi.getOwnOffer, { params: { id: 'draft' } }, agent)).json().data.id).toBe(
      0,
    );
  });

  it('activating one inactive offer drops its outdated notice, not the others', async () => {
    const agent2 = await actor(t, Role.agent);
    const a = await offer(agent2, OfferStatus.inactive);
    const b = await offer(agent2, OfferStatus.inactive);
    await outdatedNotice(agent2, a);
    await outdatedNotice(agent2, b);

    const res = await t.call(userOffersApi.activateOwnOffer, { params: { id: a.id } }, agent2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ inactive_count: 1 });
    expect(await noticesAbout(a)).toHaveLength(0);
    expect(await noticesAbout(b)).toHaveLength(1);
  });

  it('activates every inactive offer that is complete and reports the rest', async () => {
    const agent3 = await actor(t, Role.agent);
    const good = await offer(agent3, OfferStatus.inactive);
    const good2 = await offer(agent3, OfferStatus.inactive);
    const broken = await offer(agent3, OfferStatus.inactive, {
      ...ready,
      contactSource: ContactSource.ads,
      contactPhone: null,
    });
    const active = await offer(agent3, OfferStatus.active);
    for (const row of [good, good2, broken]) await outdatedNotice(agent3, row);

    const res = await t.call(userOffersApi.activateAllOffers, null, agent3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        activated: [good.id, good2.id],
        failed: [{ id: broken.id, errors: { 'contact.phone': [expect.stringMatching(/телефон/)] } }],
      },
      meta: { inactive_count: 1 },
    });
    expect(await noticesAbout(good)).toHaveLength(0);
    expect(await noticesAbout(broken)).toHaveLength(1);
    const rows = await t.db.select().from(offers).where(eq(offers.userId, agent3.user.id));
    expect(rows.find((r) => r.id === active.id)!.activatedAt).toBeNull();
    expect(rows.filter((r) => r.status === OfferStatus.active)).toHaveLength(3);
  });

  it('brings an archived offer back and renews an active one', async () => {
    const archived = await offer(agent, OfferStatus.archive, {
      ...ready,
      archivedAt: new Date('2026-01-01'),
    });
    const res = await t.call(userOffersApi.activateOwnOffer, { params: { id: archived.id } }, agent);
    expect(res.json().data.status).toBe(OfferStatus.active);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, archived.id));
    expect(row!.archivedAt).toBeNull();

    t.clock.advance(86_400_000);
    const renewed = await t.call(userOffersApi.activateOwnOffer, { params: { id: archived.id } }, agent);
    expect(renewed.json().data.activatedAt).toBe(t.clock.now().toISOString());
  });

  it('a disabled offer waits for a moderator: the owner cannot activate it', async () => {
    const disabled = await offer(agent, OfferStatus.disabled, { ...ready, disabledAt: t.clock.now() });
    const res = await t.call(userOffersApi.activateOwnOffer, { params: { id: disabled.id } }, agent);
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ type: 'NotAcceptable', message: expect.stringMatching(/модератор/) });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, disabled.id));
    expect(row!.status).toBe(OfferStatus.disabled);
  });

  it('an active offer stays publishable: a save that breaks it is refused and nothing changes', async () => {
    const live = await offer(agent, OfferStatus.active, { ...ready, activatedAt: t.clock.now() });
    const res = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: live.id }, body: { price: '', address: '' } },
      agent,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.failure().errors).sort()).toEqual(['address', 'price']);
    const [row] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.id, live.id), eq(offers.status, OfferStatus.active)));
    expect(row).toMatchObject({ price: ready.price, address: ready.address });
    const fine = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: live.id }, body: { price: 9_900_000 } },
      agent,
    );
    expect(fine.json().data).toMatchObject({ price: 9_900_000, status: OfferStatus.active });
  });
});
