import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Role, UserStatus } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor, uniquePhone } from '../../test/factories.ts';
import { filters, invites, users } from '../../db/schema/index.ts';
import { loginByPhone } from '../../test/worlds/auth.ts';
import * as emailApi from '#shared/api/email.ts';
import * as userApi from '#shared/api/user.ts';

/** An ordinary 'active' route, as every area's routes are by default. */
const activeOnly: FastifyPluginAsync = async (app) => {
  app.get('/test/active', async () => ({ ok: true }));
};

describe('[user] profile and the lifecycle not accepted → not verified → active', () => {
  const t = useTestApp({}, { apiRoutes: activeOnly });

  const active = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/test/active', headers: authHeaders(token) });
  const linkOf = (to: string) => t.mail.last(to)!.text.match(/https?:\/\/\S+/)![0];
  const follow = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname });

  it('walks a new user through terms and email to active, with the right error at each step', async () => {
    const { token, user } = await loginByPhone(t, uniquePhone());
    expect(user.status).toBe(UserStatus.notAccepted);
    expect((await active(token)).json()).toMatchObject({ type: 'TermsNotAccepted' });
    expect((await active(token)).statusCode).toBe(403);

    const accepted = await t.call(userApi.updateUser, { body: { acceptTerms: 1 } }, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.status).toBe(UserStatus.notVerified);
    expect((await active(token)).json()).toMatchObject({ type: 'EmailNotVerified' });

    const sent = await t.call(emailApi.sendVerification, { body: { email: 'Anna@Example.test' } }, token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendIn: 60 });
    const opened = await follow(linkOf('anna@example.test'));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/verify-email?verified=1');

    const data = await t.call(userApi.readUser, null, token);
    expect(data.json().user).toMatchObject({
      status: UserStatus.active,
      email: 'anna@example.test',
      emailVerified: true,
    });
    expect((await active(token)).statusCode).toBe(200);
  });

  it('goes straight to active when the email was verified before the terms were accepted', async () => {
    const { token } = await loginByPhone(t, uniquePhone());
    await t.call(emailApi.sendVerification, { body: { email: 'early@example.test' } }, token);
    await follow(linkOf('early@example.test'));
    const before = await t.call(userApi.readUser, null, token);
    expect(before.json().user).toMatchObject({ status: UserStatus.notAccepted, emailVerified: true });
    const accepted = await t.call(userApi.updateUser, { body: { acceptTerms: true } }, token);
    expect(accepted.json().user.status).toBe(UserStatus.active);
  });

  it('a new email clears the verification and sends an active user back to verify it', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user);
    const same = await t.call(userApi.updateUser, { body: { email: user.email!.toUpperCase() } }, token);
    expect(same.json().user).toMatchObject({ status: UserStatus.active, emailVerified: true });

    const changed = await t.call(userApi.updateUser, { body: { email: 'new@example.test' } }, token);
    expect(changed.json().user).toMatchObject({
      status: UserStatus.notVerified,
      email: 'new@example.test',
      emailVerified: false,
    });
    expect((await active(token)).json().type).toBe('EmailNotVerified');
    await t.call(emailApi.sendVerification, { body: {} }, token);
    await follow(linkOf('new@example.test'));
    expect((await active(token)).statusCode).toBe(200);
  });

  it('a name change leaves the status alone, also for accounts made without termsAcceptedAt', async () => {
    const seeded = await buildUser(t.db, { termsAcceptedAt: null, emailVerifiedAt: null });
    const token = await tokenFor(t.db, seeded);
    const res = await t.call(
      userApi.updateUser,
      { body: { name: '  Иван Петров  ', acceptTerms: 1 } },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Иван Петров', status: UserStatus.active });
  });

  it('presents filters, invites and what the role allows', async () => {
    const admin = await buildUser(t.db, { group: Role.admin, abilities: ['cabinet'] });
    await t.db.insert(filters).values({ userId: admin.id, name: 'Студии у моря', filter: { cntApart: [1] } });
    await t.db.insert(invites).values({ userId: admin.id, phone: '+79005550011' });
    const other = await buildUser(t.db);
    await t.db.insert(filters).values({ userId: other.id, name: 'Чужой', filter: {} });

    const res = await t.call(userApi.readUser, null, await tokenFor(t.db, admin));
    const shown = res.json().user;
    expect(shown).toMatchObject({
      id: admin.id,
      group: Role.admin,
      abilities: ['cabinet'],
      canWatchCommission: true,
      filters: [{ name: 'Студии у моря', preset: false, filter: { cntApart: [1] } }],
      invites: [{ phone: '+79005550011', acceptedAt: null }],
    });
    expect(shown.filters).toHaveLength(1);
    expect(shown).not.toHaveProperty('termsAcceptedAt');
  });

  it('answers bad profile input with 422 in Russian and changes nothing', async () => {
    const user = await buildUser(t.db);
    const token = await tokenFor(t.db, user);
    const cases: [object, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ name: 'я'.repeat(101) }, 'name'],
      [{ acceptTerms: 'maybe' }, 'acceptTerms'],
      [{ name: 5 }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.call(userApi.updateUser, { body: payload }, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.failure().errors)).toEqual([field]);
      expect(res.failure().errors[field][0]).toMatch(/[а-яА-Я]/);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: user.name, email: user.email });
  });

  it('asks for a login on profile routes', async () => {
    for (const descriptor of [userApi.readUser, userApi.updateUser, emailApi.sendVerification]) {
      const res = await t.callRaw(descriptor, { body: {} });
      expect(res.statusCode, descriptor.path).toBe(401);
      expect(res.json().type).toBe('Unauthorized');
    }
  });
});
