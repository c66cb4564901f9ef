// The global API limit counted in a shared Redis (ioredis-mock): two nodes spend one budget per address.
import RedisMock from 'ioredis-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisClient } from '../providers/redis.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import * as systemApi from '#shared/api/system.ts';

const config = (t: TestContext, ip: string) =>
  t.call(systemApi.readConfig, null, null, { remoteAddress: ip });

describe('[rate-limit] the API limit shared by nodes through Redis', () => {
  const nodes: TestContext[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const redis = new RedisMock({ host: 'rate-limit-test', port: 6379 }) as unknown as RedisClient;
      nodes.push(await buildTestApp({ RATE_LIMIT_MAX: '3' }, { redis }));
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
  });

  it('calls counted on node A count on node B: the fourth call of the minute is refused wherever it lands', async () => {
    const [a, b] = nodes as [TestContext, TestContext];
    expect((await config(a, '10.9.0.1')).statusCode).toBe(200);
    expect((await config(b, '10.9.0.1')).statusCode).toBe(200);
    expect((await config(a, '10.9.0.1')).statusCode).toBe(200);
    const refused = await config(b, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'ThrottleLimit', seconds: expect.any(Number) });
    // Another address has its own budget.
    expect((await config(b, '10.9.0.2')).statusCode).toBe(200);
  });
});
