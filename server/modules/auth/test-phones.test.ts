import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { useTestApp } from '../../test/use-app.ts';
import { askCode, tryLogin } from '../../test/worlds/auth.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';

const MIN = 60_000;

describe('[auth] test phones (AUTH_TEST_PHONES)', () => {
  const t = useTestApp({ AUTH_TEST_PHONES: '+79990000001:111111, 8(999)000-00-02:222222' });

  it('logs in with the fixed code and sends no SMS', async () => {
    expect((await askCode(t, '+7(999)000-00-01')).statusCode).toBe(200);
    expect(t.sms.sent).toEqual([]);
    const res = await tryLogin(t, '79990000001', '111111');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.phone).toBe('+79990000001');
  });

  it('keeps every other rule: a code first, single use, expiry, wrong tries, resend limit', async () => {
    const phone = '+79990000002';
    expect((await tryLogin(t, phone, '222222')).statusCode).toBe(400);

    await askCode(t, phone);
    expect((await askCode(t, phone)).statusCode).toBe(429);
    expect((await tryLogin(t, phone, '222222')).statusCode).toBe(200);
    expect((await tryLogin(t, phone, '222222')).statusCode).toBe(400);

    t.clock.advance(MIN);
    await askCode(t, phone);
    t.clock.advance(5 * MIN);
    expect((await tryLogin(t, phone, '222222')).statusCode).toBe(400);

    await askCode(t, phone);
    for (let i = 0; i < 5; i++) await tryLogin(t, phone, '999999');
    expect((await tryLogin(t, phone, '222222')).statusCode).toBe(400);
    expect(t.sms.sent).toEqual([]);
  });

  it('an ordinary phone still gets a random code by SMS', async () => {
    expect((await askCode(t, '+79990000003')).statusCode).toBe(200);
    expect(t.sms.last('+79990000003')?.text).toMatch(/\d{6}/);
  });
});

describe('[auth] the environment', () => {
  it('refuses AUTH_TEST_PHONES in production', () => {
    const parsed = parseEnv({ ...PRODUCTION_ENV, AUTH_TEST_PHONES: '+79990000001:111111' });
    expect('problems' in parsed && parsed.problems).toEqual([
      'AUTH_TEST_PHONES: test phones are refused in production',
    ]);
    expect('env' in parseEnv(PRODUCTION_ENV)).toBe(true);
  });

  it('requires an APP_SECRET of its own in production, and has a development default', () => {
    const { APP_SECRET: _secret, ...withoutSecret } = PRODUCTION_ENV;
    const missing = parseEnv(withoutSecret);
    expect('problems' in missing && missing.problems.join()).toContain('APP_SECRET');
    const short = parseEnv({ ...PRODUCTION_ENV, APP_SECRET: 'short' });
    expect('problems' in short && short.problems.join()).toContain('APP_SECRET');
    const dev = parseEnv({ NODE_ENV: 'development' });
    expect('env' in dev && dev.env.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    const devDefault = 'env' in dev ? dev.env.APP_SECRET : '';
    const reused = parseEnv({ ...PRODUCTION_ENV, APP_SECRET: devDefault });
    expect('problems' in reused && reused.problems.join()).toContain('APP_SECRET');
  });
});
