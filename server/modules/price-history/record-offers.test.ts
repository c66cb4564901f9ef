// A resale offer's history: its first state when the draft appears, every price change of the form, and every step
// of its lifecycle (activation, outdating, archiving, moderation, the owner's ban), each in the change's transaction.
import { describe, expect, it } from 'vitest';
import { OfferStatus, Role } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { actor, useActor } from '../../test/worlds/cabinet.ts';
import { historyOf, movesOf } from '../../test/worlds/price-history.ts';
import { runOfferLifecycle } from '../../jobs/offer-lifecycle.ts';
import * as moderationApi from '#shared/api/moderation.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

const DAY = 86_400_000;

describe('[price-history] resale offers', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);
  const moder = useActor(t, Role.moder);
  const admin = useActor(t, Role.admin);

  const ready = { price: 9_500_000, area: 42, address: 'г. Сочи, ул. Навагинская, 5' };
  const lifecycle = () =>
    runOfferLifecycle({ db: t.db, realtime: t.realtime, clock: t.clock, env: t.app.env });

  it('[price-history] the draft, the form, activation, outdating, archiving and moderation are all recorded', async () => {
    const draft = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: 'draft' }, body: { area: 42 } },
      agent,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const offerId = draft.json().data.id as number;
    await t.call(userOffersApi.saveOwnOffer, { params: { id: offerId }, body: ready }, agent);
    // A save that changes no price writes nothing.
    await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: offerId }, body: { description: 'Вид на море' } },
      agent,
    );
    const activated = await t.call(userOffersApi.activateOwnOffer, { params: { id: offerId } }, agent);
    expect(activated.statusCode, activated.body).toBe(200);
    await t.call(userOffersApi.saveOwnOffer, { params: { id: offerId }, body: { price: 9_100_000 } }, agent);
    const disabled = await t.call(moderationApi.disableOffer, { params: { id: offerId } }, moder);
    expect(disabled.statusCode, disabled.body).toBe(200);
    const restored = await t.call(moderationApi.restoreOffer, { params: { id: offerId } }, moder);
    expect(restored.statusCode, restored.body).toBe(200);
    await t.call(userOffersApi.activateAllOffers, null, agent);
    t.clock.advance((t.app.env.OFFER_OUTDATED_DAYS + 1) * DAY);
    await lifecycle();
    t.clock.advance((t.app.env.OFFER_ARCHIVE_DAYS + 1) * DAY);
    await lifecycle();

    const rows = await historyOf(t, { offerId });
    const { draft: d, active: a, inactive: i, disabled: x, archive: r } = OfferStatus;
    expect(movesOf(rows)).toEqual([
      { cause: 'offer', prevPrice: null, price: null, prevStatus: null, status: d },
      { cause: 'offer', prevPrice: null, price: 9_500_000, prevStatus: d, status: d },
      { cause: 'offer', prevPrice: 9_500_000, price: 9_500_000, prevStatus: d, status: a },
      { cause: 'offer', prevPrice: 9_500_000, price: 9_100_000, prevStatus: a, status: a },
      { cause: 'offer', prevPrice: 9_100_000, price: 9_100_000, prevStatus: a, status: x },
      { cause: 'offer', prevPrice: 9_100_000, price: 9_100_000, prevStatus: x, status: i },
      { cause: 'offer', prevPrice: 9_100_000, price: 9_100_000, prevStatus: i, status: a },
      { cause: 'offer', prevPrice: 9_100_000, price: 9_100_000, prevStatus: a, status: i },
      { cause: 'offer', prevPrice: 9_100_000, price: 9_100_000, prevStatus: i, status: r },
    ]);
    expect(rows[3]).toMatchObject({ byUserId: agent.user.id, squarePrice: Math.round(9_100_000 / 42) });
    expect(rows[4]!.byUserId).toBe(moder.user.id);
    expect(rows[7]!.byUserId).toBeNull();
    expect(rows[8]!.at).toEqual(t.clock.now());
  });

  it('[price-history] a save refused after the update (an active offer losing its price) writes no history', async () => {
    const seller = await actor(t, Role.agent);
    const draft = (
      await t.call(userOffersApi.saveOwnOffer, { params: { id: 'draft' }, body: ready }, seller)
    ).json().data;
    await t.call(userOffersApi.activateOwnOffer, { params: { id: draft.id } }, seller);
    const before = await historyOf(t, { offerId: draft.id });
    const refused = await t.call(
      userOffersApi.saveOwnOffer,
      { params: { id: draft.id }, body: { price: null } },
      seller,
    );
    expect(refused.statusCode).toBe(422);
    expect(await historyOf(t, { offerId: draft.id })).toEqual(before);
  });

  it('[price-history] banning the owner hides the active offers, each recorded', async () => {
    const seller = await actor(t, Role.agent);
    const draft = (
      await t.call(userOffersApi.saveOwnOffer, { params: { id: 'draft' }, body: ready }, seller)
    ).json().data;
    await t.call(userOffersApi.activateOwnOffer, { params: { id: draft.id } }, seller);
    const ban = await t.call(
      moderationApi.changeUserRole,
      {
        params: { id: seller.user.id },
        body: {
          group: Role.disabled,
        },
      },
      admin,
    );
    expect(ban.statusCode, ban.body).toBe(200);
    const last = (await historyOf(t, { offerId: draft.id })).at(-1)!;
    expect(last).toMatchObject({
      prevStatus: OfferStatus.active,
      status: OfferStatus.inactive,
      byUserId: admin.user.id,
    });
  });
});
