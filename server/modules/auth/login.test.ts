import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, UserStatus } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import { ZLoginResponse } from '#shared/schemas/user.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor, uniquePhone } from '../../test/factories.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import { authTokens, consents, invites, notifications, users } from '../../db/schema/index.ts';
import { askCode, loginByPhone, sentCode, tryLogin } from '../../test/worlds/auth.ts';
import * as authApi from '#shared/api/auth.ts';
import * as userApi from '#shared/api/user.ts';
import * as emailApi from '#shared/api/email.ts';
import * as systemApi from '#shared/api/system.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

const MIN = 60_000;

describe('[auth] POST /api/user/login and /api/user/logout', () => {
  const t = useTestApp();

  const userData = (token: string) => t.call(userApi.readUser, null, token);

  it('logs a new phone in: creates the user as not accepted, issues a working token', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const res = await tryLogin(t, phone.replace('+7', '8'), sentCode(t, phone));
    expect(res.statusCode).toBe(200);
    const body = ZLoginResponse.parse(res.json());
    expect(body.user).toMatchObject({
      phone,
      status: UserStatus.notAccepted,
      group: Role.user,
      emailVerified: false,
      canWatchCommission: false,
      filters: [],
      invites: [],
    });
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.lastLoginAt?.toISOString()).toBe(t.clock.now().toISOString());
    const data = await userData(body.token);
    expect(data.statusCode).toBe(200);
    expect(data.json().user.id).toBe(body.user.id);
  });

  it('stores the token only as its sha256: the raw token is in no column, and the hash is no token', async () => {
    const { token, user } = await loginByPhone(t, uniquePhone());
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // Someone who reads the table cannot log in with what they read.
    expect((await userData(row.tokenHash)).statusCode).toBe(401);
    expect((await userData(token)).statusCode).toBe(200);
  });

  it('logs an existing user in as they are, without a second account', async () => {
    const agent = await buildUser(t.db, { group: Role.agent });
    const body = await loginByPhone(t, agent.phone);
    expect(body.user).toMatchObject({ id: agent.id, status: UserStatus.active, canWatchCommission: true });
    expect(await t.db.select().from(users).where(eq(users.phone, agent.phone))).toHaveLength(1);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const code = sentCode(t, phone);
    t.clock.advance(5 * MIN);
    const res = await tryLogin(t, phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'InvalidSmsCode' });

    const other = uniquePhone();
    await askCode(t, other);
    t.clock.advance(5 * MIN - 1000);
    expect((await tryLogin(t, other, sentCode(t, other))).statusCode).toBe(200);
  });

  it('accepts a code once', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const code = sentCode(t, phone);
    expect((await tryLogin(t, phone, code)).statusCode).toBe(200);
    const again = await tryLogin(t, phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().type).toBe('InvalidSmsCode');
  });

  it('burns the code on the fifth wrong try, even for the right code after it', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const code = sentCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const res = await tryLogin(t, phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: 'InvalidSmsCode', attemptsLeft: left });
    }
    expect((await tryLogin(t, phone, code)).statusCode).toBe(400);

    t.clock.advance(MIN);
    await askCode(t, phone);
    expect((await tryLogin(t, phone, sentCode(t, phone))).statusCode).toBe(200);
  });

  it('only the newest code counts', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const first = sentCode(t, phone);
    t.clock.advance(MIN);
    await askCode(t, phone);
    const second = sentCode(t, phone);
    if (first !== second) expect((await tryLogin(t, phone, first)).statusCode).toBe(400);
    expect((await tryLogin(t, phone, second)).statusCode).toBe(200);
  });

  it('answers a wrong, missing or malformed code with 400 InvalidSmsCode, and a bad phone with 422', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    for (const code of [undefined, '', '12345', 'abcdef', '1234567', null, { code: 1 }]) {
      const res = await tryLogin(t, phone, code);
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      expect(res.json()).toMatchObject({ type: 'InvalidSmsCode', message: 'Неверный код СМС' });
    }
    // Malformed codes cost no try: the real one still works.
    expect((await tryLogin(t, phone, sentCode(t, phone))).statusCode).toBe(200);

    for (const bad of ['12345', undefined, 42]) {
      const res = await tryLogin(t, bad, '123456');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['phone']);
    }
    const noBody = await t.callRaw(authApi.login);
    expect(noBody.statusCode).toBe(422);
  });

  it('records the consent edition the login screen showed, on the server clock, one row per login', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    t.clock.advance(MIN);
    const res = await tryLogin(t, phone, sentCode(t, phone));
    expect(res.statusCode).toBe(200);
    const userId = res.json().user.id as number;
    const rows = await t.db.select().from(consents).where(eq(consents.userId, userId));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'login',
        version: PRIVACY_VERSION,
        acceptedAt: t.clock.now(),
        phone: null,
      }),
    ]);
  });

  it('refuses a new account without the consent on `consent`, after the code, keeping the code good', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const code = sentCode(t, phone);
    // A wrong code is a wrong code first: the answer says nothing about the account or the consent.
    const wrong = await tryLogin(t, phone, code === '000000' ? '111111' : '000000', undefined, {
      consentVersion: undefined,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().type).toBe('InvalidSmsCode');
    const res = await tryLogin(t, phone, code, undefined, { consentVersion: undefined });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      consent: ['Для входа нужно согласие на обработку персональных данных'],
    });
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    // Ticked, the same code logs in and the consent is recorded.
    const ok = await tryLogin(t, phone, code);
    expect(ok.statusCode).toBe(200);
    const rows = await t.db.select().from(consents).where(eq(consents.userId, ok.json().user.id));
    expect(rows.map((row) => row.version)).toEqual([PRIVACY_VERSION]);
  });

  it('lets an account with a consent on record log in without a new one; refuses one with none on record', async () => {
    const consented = await buildUser(t.db);
    await t.db
      .insert(consents)
      .values({ userId: consented.id, kind: 'login', version: PRIVACY_VERSION, acceptedAt: t.clock.now() });
    await askCode(t, consented.phone);
    const again = await tryLogin(t, consented.phone, sentCode(t, consented.phone), undefined, {
      consentVersion: undefined,
    });
    expect(again.statusCode).toBe(200);
    expect(await t.db.select().from(consents).where(eq(consents.userId, consented.id))).toHaveLength(1);

    // An account from before the consent existed has none: it must tick the box like a new one.
    const older = await buildUser(t.db);
    await askCode(t, older.phone);
    const refused = await tryLogin(t, older.phone, sentCode(t, older.phone), undefined, {
      consentVersion: undefined,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['consent']);
  });

  it('refuses a login with an unknown consent edition: a Russian 422 that costs no try', async () => {
    const phone = uniquePhone();
    await askCode(t, phone);
    const code = sentCode(t, phone);
    for (const consentVersion of ['', '2020-01-01', 20261201]) {
      const res = await tryLogin(t, phone, code, undefined, { consentVersion });
      expect(res.statusCode, String(consentVersion)).toBe(422);
      expect(res.json().errors).toEqual({
        consentVersion: [
          'Обновите страницу: нужно принять действующее согласие на обработку персональных данных',
        ],
      });
    }
    const [user] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(user).toBeUndefined();
    // The code was not spent: the same code with the edition logs in.
    expect((await tryLogin(t, phone, code)).statusCode).toBe(200);
  });

  it('a phone that never asked for a code cannot log in', async () => {
    const res = await tryLogin(t, uniquePhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('InvalidSmsCode');
  });

  it('logout revokes the token it was called with, and only that one', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user);
    const other = await tokenFor(t.db, user);
    expect((await userData(token)).statusCode).toBe(200);
    const out = await t.call(authApi.logout, null, token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await userData(token);
    expect(after.statusCode).toBe(401);
    expect(after.failure().type).toBe('Unauthorized');
    expect((await userData(other)).statusCode).toBe(200);
    const anonymous = await t.call(authApi.logout);
    expect(anonymous.statusCode).toBe(401);
  });

  it('a banned user gets UserIsBanned on every call, and no token from login', async () => {
    const banned = await buildUser(t.db, { group: Role.disabled });
    const token = await tokenFor(t.db, banned);
    const calls: [EndpointDef, RawInput?][] = [
      [userApi.readUser],
      [userApi.updateUser, { body: { name: 'Новое имя' } }],
      [authApi.logout],
      [emailApi.sendVerification, { body: {} }],
      [authApi.requestCode, { body: { phone: banned.phone } }],
      [systemApi.health],
    ];
    for (const [descriptor, input] of calls) {
      const res = await t.callRaw(descriptor, input, token);
      expect(res.statusCode, descriptor.path).toBe(403);
      expect(res.json(), descriptor.path).toMatchObject({
        type: 'UserIsBanned',
        message: 'Вы заблокированы за нарушение условий пользовательского соглашения.',
      });
    }
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, banned.id));
    expect(unchanged!.name).toBe(banned.name);

    const before = await t.db.select().from(authTokens).where(eq(authTokens.userId, banned.id));
    await askCode(t, banned.phone);
    const code = sentCode(t, banned.phone);
    const login = await tryLogin(t, banned.phone, code);
    expect(login.statusCode).toBe(403);
    expect(login.json().type).toBe('UserIsBanned');
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, banned.id))).toHaveLength(
      before.length,
    );
    // The code is spent.
    expect((await tryLogin(t, banned.phone, code)).json().type).toBe('InvalidSmsCode');
  });

  it('accepts pending invites of the phone at its first login and notifies each inviter', async () => {
    const inviterA = await buildUser(t.db);
    const inviterB = await buildUser(t.db);
    const phone = uniquePhone();
    const [inviteA] = await t.db.insert(invites).values({ userId: inviterA.id, phone }).returning();
    const [inviteB] = await t.db.insert(invites).values({ userId: inviterB.id, phone }).returning();
    const unrelated = await t.db
      .insert(invites)
      .values({ userId: inviterA.id, phone: uniquePhone() })
      .returning();
    t.realtime.sent.length = 0;

    const { user } = await loginByPhone(t, phone);

    for (const [inviter, invite] of [
      [inviterA, inviteA!],
      [inviterB, inviteB!],
    ] as const) {
      const [row] = await t.db.select().from(invites).where(eq(invites.id, invite.id));
      expect(row!.acceptedAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect(row!.invitedUserId).toBe(user.id);
      const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, inviter.id));
      expect(note).toMatchObject({ type: 'InviteAccepted', payload: { inviteId: invite.id, phone } });
      const push = t.realtime.sent.find((s) => s.userId === inviter.id);
      expect(push).toMatchObject({
        event: PrivateEvent.Notification,
        payload: {
          id: note!.id,
          type: 'InviteAccepted',
          data: { payload: { inviteId: invite.id, phone } },
          createdAt: t.clock.now().toISOString(),
        },
      });
    }
    const [stillPending] = await t.db.select().from(invites).where(eq(invites.id, unrelated[0]!.id));
    expect(stillPending!.acceptedAt).toBeNull();

    const inviterView = await userData(await tokenFor(t.db, inviterA));
    const shown = inviterView.json().user.invites as { id: number; acceptedAt: string | null }[];
    expect(shown.find((i) => i.id === inviteA!.id)?.acceptedAt).toBe(t.clock.now().toISOString());

    // A second login finds nothing left to accept and notifies no one.
    t.realtime.sent.length = 0;
    t.clock.advance(MIN);
    await loginByPhone(t, phone);
    expect(t.realtime.sent).toEqual([]);
  });
});
