import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { Ability, NotificationType, OfferStatus, Role, type TOfferStatus } from '#shared/enums.ts';
import { authTokens, notifications, offers, payments, users, type OfferRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, tokenFor } from '../../test/factories.ts';
import { askCode, sentCode, tryLogin } from '../../test/worlds/auth.ts';
import { actor, type Actor, useActor } from '../../test/worlds/cabinet.ts';
import * as appVersionApi from '#shared/api/app-version.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import * as moderationApi from '#shared/api/moderation.ts';
import * as realtyApi from '#shared/api/realty.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

describe('[moderation] users and offers, for moders and admins', () => {
  const t = useTestApp();
  const admin = useActor(t, Role.admin, { name: 'Андрей Волков' });
  const moder = useActor(t, Role.moder, { name: 'Мария Соколова' });

  const setRole = (who: Actor, id: number, group: unknown) =>
    t.call(moderationApi.changeUserRole, { params: { id }, body: { group } }, who);
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const offer = async (who: Actor, status: TOfferStatus): Promise<OfferRow> =>
    (
      await t.db
        .insert(offers)
        .values({ userId: who.user.id, status, price: 8_000_000, area: 40, address: 'г. Сочи, ул. Роз, 3' })
        .returning()
    )[0]!;

  it('refuses users and agents on every moderation call', async () => {
    const plain = await actor(t, Role.user);
    const agent = await actor(t, Role.agent);
    const target = await offer(plain, OfferStatus.active);
    for (const who of [plain, agent]) {
      const calls: [EndpointDef, RawInput?][] = [
        [moderationApi.listModerationUsers],
        [moderationApi.changeUserRole, { params: { id: plain.user.id }, body: { group: Role.agent } }],
        [moderationApi.listModerationOffers],
        [moderationApi.disableOffer, { params: { id: target.id } }],
        [moderationApi.restoreOffer, { params: { id: target.id } }],
      ];
      for (const [descriptor, input] of calls) {
        const res = await t.callRaw(descriptor, input, who);
        expect(res.statusCode, `${who.user.group} ${descriptor.method} ${descriptor.path}`).toBe(403);
        expect(res.json().type).toBe('Forbidden');
      }
    }
    expect((await userRow(plain.user.id)).group).toBe(Role.user);
    expect((await t.db.select().from(offers).where(eq(offers.id, target.id)))[0]!.status).toBe(
      OfferStatus.active,
    );
    expect((await t.callRaw(moderationApi.listModerationUsers)).statusCode).toBe(401);
  });

  it('finds users by phone digits (typed any way) or by name', async () => {
    const anna = await actor(t, Role.user, { name: 'Анна Кузьмина', phone: '+79281234567' });
    const byPhone = await t.call(
      moderationApi.listModerationUsers,
      { query: { search: '8 (928) 123-45-67' } },
      moder,
    );
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().data.map((u: { id: number }) => u.id)).toEqual([anna.user.id]);
    const partial = await t.call(moderationApi.listModerationUsers, { query: { search: '1234567' } }, moder);
    expect(partial.json().data.map((u: { id: number }) => u.id)).toContain(anna.user.id);
    const byName = await t.call(moderationApi.listModerationUsers, { query: { search: 'кузьм' } }, moder);
    expect(byName.json().data).toMatchObject([{ id: anna.user.id, name: 'Анна Кузьмина', group: Role.user }]);
    const none = await t.call(moderationApi.listModerationUsers, { query: { search: '%_%' } }, moder);
    expect(none.json().data).toEqual([]);
    const all = await t.call(moderationApi.listModerationUsers, { query: { page: '1' } }, moder);
    expect(all.json().meta.total).toBeGreaterThanOrEqual(3);
  });

  it('changes roles with the abilities they bring; only admins touch or make staff', async () => {
    const user = await actor(t, Role.user);
    t.realtime.sent.length = 0;
    const promoted = await setRole(moder, user.user.id, Role.agent);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data).toMatchObject({ group: Role.agent, abilities: [Ability.adCreate] });
    expect(t.realtime.sent).toEqual([{ userId: user.user.id, event: 'UserUpdated', payload: {} }]);

    const demoted = await setRole(moder, user.user.id, Role.user);
    expect(demoted.json().data.abilities).toEqual([]);

    // A user who paid keeps the right to post whatever the role.
    const payer = await actor(t, Role.agent);
    await t.db.insert(payments).values({
      userId: payer.user.id,
      provider: 'test',
      purpose: 'ad-create',
      amount: 990,
      status: 'succeeded',
    });
    expect((await setRole(moder, payer.user.id, Role.user)).json().data.abilities).toEqual([
      Ability.adCreate,
    ]);

    expect((await setRole(moder, user.user.id, Role.moder)).statusCode).toBe(403);
    expect((await setRole(moder, user.user.id, Role.admin)).statusCode).toBe(403);
    const otherModer = await actor(t, Role.moder, {
      abilities: [Ability.adCreate, Ability.acceptCabinetRequests],
    });
    expect((await setRole(moder, otherModer.user.id, Role.disabled)).statusCode).toBe(403);
    expect((await setRole(moder, admin.user.id, Role.user)).statusCode).toBe(403);
    expect((await userRow(admin.user.id)).group).toBe(Role.admin);

    const made = await setRole(admin, user.user.id, Role.moder);
    expect(made.json().data.group).toBe(Role.moder);
    // A demoted moderator loses the join-requests ability with the role.
    const stepDown = await setRole(admin, otherModer.user.id, Role.agent);
    expect(stepDown.json().data.abilities).toEqual([Ability.adCreate]);

    const self = await setRole(admin, admin.user.id, Role.user);
    expect(self.statusCode).toBe(422);
    expect(self.failure().errors.group[0]).toMatch(/собственную/);
    expect((await setRole(admin, 999_999, Role.user)).statusCode).toBe(404);
    expect((await setRole(admin, user.user.id, 9)).statusCode).toBe(422);
    expect((await setRole(admin, user.user.id, 'агент')).statusCode).toBe(422);
  });

  it('a ban works at once: every token revoked, the next call says UserIsBanned, open apps hear it, offers leave the feed', async () => {
    const victim = await actor(t, Role.agent);
    const secondDevice = authHeaders(await tokenFor(t.db, victim.user));
    const live = await offer(victim, OfferStatus.active);
    expect((await t.callRaw(userOffersApi.listOwnOffers, null, victim)).statusCode).toBe(200);

    t.realtime.sent.length = 0;
    const res = await setRole(moder, victim.user.id, Role.disabled);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.group).toBe(Role.disabled);
    expect(t.realtime.sent).toEqual([{ userId: victim.user.id, event: 'UserIsBanned', payload: {} }]);
    expect(
      await t.db.$count(authTokens, and(eq(authTokens.userId, victim.user.id), isNull(authTokens.revokedAt))),
    ).toBe(0);

    for (const headers of [victim.headers, secondDevice]) {
      const next = await t.callRaw(userOffersApi.listOwnOffers, null, null, { headers });
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ type: 'UserIsBanned' });
    }
    const publicRoute = await t.callRaw(appVersionApi.latestAppVersion, null, victim);
    expect(publicRoute.failure().type).toBe('UserIsBanned');
    expect((await t.db.select().from(offers).where(eq(offers.id, live.id)))[0]!.status).toBe(
      OfferStatus.inactive,
    );

    // Logging in again is refused too.
    await askCode(t, victim.user.phone);
    const login = await tryLogin(t, victim.user.phone, sentCode(t, victim.user.phone));
    expect(login.json().type).toBe('UserIsBanned');

    // Unbanned with a given role: old tokens stay dead, a new login works.
    const unban = await setRole(moder, victim.user.id, Role.agent);
    expect(unban.json().data).toMatchObject({ group: Role.agent, abilities: [Ability.adCreate] });
    const stale = await t.callRaw(userOffersApi.listOwnOffers, null, victim);
    expect(stale.failure().type).toBe('Unauthorized');
    t.clock.advance(61_000); // a new code may be asked for after a minute
    await askCode(t, victim.user.phone);
    const again = await tryLogin(t, victim.user.phone, sentCode(t, victim.user.phone));
    expect(again.statusCode).toBe(200);
  });

  it('a ban remembers the role, the unban gives it back; a banned moder stays the admins’ to unban', async () => {
    const agent = await actor(t, Role.agent);
    const banned = await setRole(moder, agent.user.id, Role.disabled);
    expect(banned.json().data).toMatchObject({ group: Role.disabled, groupBeforeBan: Role.agent });
    const listed = await t.call(
      moderationApi.listModerationUsers,
      { query: { search: agent.user.phone.slice(2) } },
      moder,
    );
    expect(listed.json().data[0]).toMatchObject({ id: agent.user.id, groupBeforeBan: Role.agent });

    const back = await setRole(moder, agent.user.id, Role.agent);
    expect(back.json().data).toMatchObject({
      group: Role.agent,
      groupBeforeBan: null,
      abilities: [Ability.adCreate],
    });
    expect((await userRow(agent.user.id)).groupBeforeBan).toBeNull();

    // A moderator banned by an admin is still staff to a moderator: neither unbanned nor demoted by one.
    const staff = await actor(t, Role.moder, {
      abilities: [Ability.adCreate, Ability.acceptCabinetRequests],
    });
    expect((await setRole(admin, staff.user.id, Role.disabled)).json().data.groupBeforeBan).toBe(Role.moder);
    for (const group of [Role.user, Role.agent, Role.moder]) {
      const res = await setRole(moder, staff.user.id, group);
      expect(res.statusCode, String(group)).toBe(403);
    }
    expect((await userRow(staff.user.id)).group).toBe(Role.disabled);
    const restored = await setRole(admin, staff.user.id, Role.moder);
    expect(restored.json().data).toMatchObject({ group: Role.moder, groupBeforeBan: null });
  });

  it('lists offers by status without drafts; disabling hides one from all but its owner, restoring returns it', async () => {
    const owner = await actor(t, Role.agent);
    const viewer = await actor(t, Role.user);
    const target = await offer(owner, OfferStatus.active);
    const draft = await offer(owner, OfferStatus.draft);

    const listed = await t.call(
      moderationApi.listModerationOffers,
      { query: { status: OfferStatus.active } },
      moder,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const card = listed.json().data.find((o: { id: number }) => o.id === target.id);
    expect(card).toMatchObject({ owner: { id: owner.user.id, phone: owner.user.phone }, disabledAt: null });
    const all = await t.callRaw(moderationApi.listModerationOffers, null, moder);
    expect(all.json().data.map((o: { id: number }) => o.id)).not.toContain(draft.id);
    const drafts = await t.call(
      moderationApi.listModerationOffers,
      { query: { status: OfferStatus.draft } },
      moder,
    );
    expect(drafts.json().data).toEqual([]);
    expect((await t.call(moderationApi.disableOffer, { params: { id: draft.id } }, moder)).statusCode).toBe(
      406,
    );

    t.realtime.sent.length = 0;
    const disabled = await t.call(moderationApi.disableOffer, { params: { id: target.id } }, moder);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ status: OfferStatus.disabled, published: false });
    expect(disabled.json().data.disabledAt).toBe(t.clock.now().toISOString());
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, owner.user.id), eq(notifications.type, NotificationType.offerDisabled)),
      );
    expect(notice!.payload).toMatchObject({ offerId: target.id });
    expect(t.realtime.sent).toContainEqual(
      expect.objectContaining({ userId: owner.user.id, event: 'Notification' }),
    );
    // Disabling twice changes nothing and notifies once.
    await t.call(moderationApi.disableOffer, { params: { id: target.id } }, moder);
    expect(await t.db.$count(notifications, eq(notifications.userId, owner.user.id))).toBe(1);

    const asViewer = await t.call(
      realtyApi.getObject,
      { params: { id: target.id }, body: { isOffer: 1 } },
      viewer,
    );
    expect(asViewer.statusCode).toBe(404);
    const asOwner = await t.call(
      realtyApi.getObject,
      { params: { id: target.id }, body: { isOffer: 1 } },
      owner,
    );
    expect(asOwner.statusCode, asOwner.body).toBe(200);
    expect(asOwner.json()).toMatchObject({ status: OfferStatus.disabled, disabledAt: expect.any(String) });
    const own = await t.callRaw(userOffersApi.listOwnOffers, null, owner);
    expect(own.json().data.find((o: { id: number }) => o.id === target.id).status).toBe(OfferStatus.disabled);

    const restored = await t.call(moderationApi.restoreOffer, { params: { id: target.id } }, admin);
    expect(restored.json().data).toMatchObject({ status: OfferStatus.inactive, disabledAt: null });
    const activated = await t.call(userOffersApi.activateOwnOffer, { params: { id: target.id } }, owner);
    expect(activated.json().data.status).toBe(OfferStatus.active);

    expect((await t.call(moderationApi.disableOffer, { params: { id: 999999 } }, moder)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(moderationApi.listModerationOffers, { query: { status: '9' } }, moder)).statusCode,
    ).toBe(422);
  });
});
