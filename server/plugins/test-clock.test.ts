import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { smsCodes } from '../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { CODE_LIMITS } from '../modules/auth/limits.ts';
import { nextIp } from '../test/worlds/auth.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { type TestContext } from '../test/app.ts';
import { useTestApp } from '../test/use-app.ts';
import { uniquePhone } from '../test/factories.ts';
import { TEST_CLOCK_HEADER } from './test-clock.ts';

const askCode = (t: TestContext, phone: string, ip: string, offsetSeconds?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/code',
    payload: { phone },
    remoteAddress: ip,
    headers: offsetSeconds === undefined ? {} : { [TEST_CLOCK_HEADER]: String(offsetSeconds) },
  });

describe('[test-clock] TEST_CLOCK=1: a request may move the clock it sees', () => {
  const t = useTestApp({ TEST_CLOCK: '1' });

  it('stamps what the request writes with the shifted time, and only that request', async () => {
    const phone = uniquePhone();
    const ip = nextIp();
    expect((await askCode(t, phone, ip, 600)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, phone))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    expect(row!.createdAt.getTime()).toBe(t.clock.now().getTime() + 600_000);
    // The next request without the header is back at the real time, so the code seems to come from the future.
    expect((await askCode(t, phone, ip)).statusCode).toBe(429);
  });

  it('lets a spec reach the hourly per-phone limit in seconds, and the wait counts from the first code', async () => {
    const phone = uniquePhone();
    const ip = nextIp();
    const step = CODE_LIMITS.resendSeconds + 1;
    for (let i = 0; i < CODE_LIMITS.perPhone; i++) {
      expect((await askCode(t, phone, ip, i * step)).statusCode, `code ${i + 1}`).toBe(200);
    }
    const at = CODE_LIMITS.perPhone * step;
    const refused = await askCode(t, phone, ip, at);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'ThrottleLimit', seconds: CODE_LIMITS.windowSeconds - at });
  });
});

describe('[test-clock] off by default and refused in production', () => {
  const t = useTestApp();

  it('ignores the header', async () => {
    const phone = uniquePhone();
    const ip = nextIp();
    expect((await askCode(t, phone, ip)).statusCode).toBe(200);
    const again = await askCode(t, phone, ip, 3600);
    expect(again.statusCode).toBe(429);
    expect(again.json().seconds).toBe(CODE_LIMITS.resendSeconds);
  });

  it('will not start in production with TEST_CLOCK', () => {
    const parsed = parseEnv({ ...PRODUCTION_ENV, TEST_CLOCK: '1' });
    expect('problems' in parsed && parsed.problems).toEqual([
      'TEST_CLOCK: the test clock is refused in production',
    ]);
  });
});
