import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserStatus } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import { ZVerifyEmailSuccessEvent } from '#shared/schemas/user.ts';
import { authTexts } from '#shared/texts/auth.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';
import * as emailApi from '#shared/api/email.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('[email] verification letters and links', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://kvartal.example' });

  /** A logged-in user past onboarding whose email is not verified yet. */
  async function unverified(email: string | null = null) {
    const user = await buildUser(t.db, { email, emailVerifiedAt: null, status: UserStatus.notVerified });
    return { user, token: await tokenFor(t.db, user) };
  }
  const send = (token: string, payload?: object) =>
    t.call(emailApi.sendVerification, { body: payload }, token);
  const linkOf = (to: string) => t.mail.last(to)!.text.match(/https:\/\/\S+/)![0];
  const open = (path: string) => t.app.inject({ method: 'GET', url: path });
  const pathOf = (link: string) => new URL(link).pathname;
  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('mails a Russian letter with a one-time link under PUBLIC_URL, stored only as a hash', async () => {
    const { user, token } = await unverified('olga@example.test');
    const res = await send(token);
    expect(res.statusCode).toBe(200);
    const mail = t.mail.last('olga@example.test')!;
    expect(mail.subject).toBe(authTexts.verifyMail.subject);
    expect(mail.text).toContain('Ссылка действует 24 часа.');
    const link = linkOf('olga@example.test');
    expect(link).toMatch(/^https:\/\/kvartal\.example\/api\/email\/verify\/[\w-]{43}$/);
    expect(mail.html).toContain(`href="${link}"`);
    const token64 = link.split('/').pop()!;
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(row!.tokenHash).not.toContain(token64);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * HOUR);
  });

  it('verifies the address, activates the user and pushes VerifyEmailSuccess on the private channel', async () => {
    const { user, token } = await unverified('petr@example.test');
    await send(token);
    t.realtime.sent.length = 0;
    const res = await open(pathOf(linkOf('petr@example.test')));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email?verified=1');
    const row = await userRow(user.id);
    expect(row.status).toBe(UserStatus.active);
    expect(row.emailVerifiedAt?.toISOString()).toBe(t.clock.now().toISOString());

    expect(t.realtime.sent).toHaveLength(1);
    const push = t.realtime.sent[0]!;
    expect(push).toMatchObject({ userId: user.id, event: PrivateEvent.VerifyEmailSuccess });
    const payload = ZVerifyEmailSuccessEvent.parse(push.payload);
    expect(payload.user).toMatchObject({ id: user.id, status: UserStatus.active, emailVerified: true });

    // The same link opened again still lands on success, without a second push.
    const again = await open(pathOf(linkOf('petr@example.test')));
    expect(again.headers.location).toBe('/verify-email?verified=1');
    expect(t.realtime.sent).toHaveLength(1);
  });

  it('takes a new address from the request and saves it', async () => {
    const { user, token } = await unverified('old@example.test');
    const res = await send(token, { email: ' New@Example.test ' });
    expect(res.statusCode).toBe(200);
    expect(t.mail.last()!.to).toBe('new@example.test');
    expect((await userRow(user.id)).email).toBe('new@example.test');
  });

  it('refuses with 422 on email when there is no address, a bad one, or it is already verified', async () => {
    const { token } = await unverified(null);
    const none = await send(token, {});
    expect(none.statusCode).toBe(422);
    expect(none.failure().errors).toEqual({ email: [authTexts.emailRequired] });
    const noBody = await send(token);
    expect(noBody.statusCode).toBe(422);
    const bad = await send(token, { email: 'почта' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.failure().errors)).toEqual(['email']);

    const verified = await buildUser(t.db);
    const already = await send(await tokenFor(t.db, verified), {});
    expect(already.statusCode).toBe(422);
    expect(already.failure().errors).toEqual({ email: [authTexts.emailAlreadyVerified] });
  });

  it('sends again no sooner than 60 s, and the wait is in the answer', async () => {
    const { token } = await unverified('wait@example.test');
    expect((await send(token)).statusCode).toBe(200);
    t.clock.advance(15_000);
    const early = await send(token, { email: 'other@example.test' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ type: 'ThrottleLimit', seconds: 45 });
    t.clock.advance(45_000);
    expect((await send(token)).statusCode).toBe(200);
    expect(t.mail.sent.filter((m) => m.to === 'wait@example.test')).toHaveLength(2);
    expect(t.mail.sent.some((m) => m.to === 'other@example.test')).toBe(false);
  });

  it('sends bad, expired and outdated links to the error page and changes nothing', async () => {
    const { user, token } = await unverified('late@example.test');
    await send(token);
    const late = pathOf(linkOf('late@example.test'));
    t.clock.advance(24 * HOUR);
    expect((await open(late)).headers.location).toBe('/verify-email?error=invalid');

    await send(token);
    const outdated = pathOf(linkOf('late@example.test'));
    t.clock.advance(MIN);
    await send(token, { email: 'changed@example.test' });
    expect((await open(outdated)).headers.location).toBe('/verify-email?error=invalid');

    for (const token of ['nonsense', 'x'.repeat(43), '\u0000']) {
      const res = await t.callRaw(emailApi.verifyEmail, { params: { token } });
      expect(res.statusCode, token).toBe(302);
      expect(res.headers.location).toBe('/verify-email?error=invalid');
    }
    const row = await userRow(user.id);
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.status).toBe(UserStatus.notVerified);

    // The expired link's row was pruned when the next one was asked for.
    const links = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(links.map((l) => l.email)).toEqual(['late@example.test', 'changed@example.test']);
  });

  it('a failing mail provider answers 503 in Russian, without details, and blocks no resend', async () => {
    const { user, token } = await unverified('fail@example.test');
    vi.spyOn(t.mail, 'send').mockRejectedValueOnce(new Error('550 5.1.1 mailbox unavailable at mx.internal'));
    const failed = await send(token);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ type: 'ServerError', message: authTexts.mailFailed });
    expect(
      await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id)),
    ).toEqual([]);
    expect((await send(token)).statusCode).toBe(200);
  });
});
