import { afterEach, describe, expect, it, vi } from 'vitest';
import RedisMock from 'ioredis-mock';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { listenLocally } from '../../test/listen.ts';
import type { RedisClient } from '../../providers/redis.ts';
import type { Storage } from '../../storage/storage.ts';
import { S3Storage } from '../../storage/s3.ts';
import * as systemApi from '#shared/api/system.ts';

describe('[system] liveness and readiness', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  const ready = (on: TestContext) => on.call(systemApi.healthReady);

  it('is ready on the test app: the database answers and its migrations are the newest', async () => {
    t = await buildTestApp();
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', redis: 'off', storage: 'off' },
      failing: [],
      replicas: [],
    });
  });

  it('answers 503 naming the database when its query fails, while liveness stays up without touching it', async () => {
    t = await buildTestApp();
    const execute = vi.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json().failing).toContain('database');
    expect(res.json().checks.database).toBe('fail');
    expect(JSON.stringify(res.json())).not.toContain('connection refused');

    execute.mockClear();
    const live = await t.call(systemApi.healthLive);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(execute).not.toHaveBeenCalled();
  });

  it('answers 503 naming migrations when the journal is ahead of the database', async () => {
    t = await buildTestApp();
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'fail',
      checks: { database: 'ok', migrations: 'fail' },
      failing: ['migrations'],
    });
  });

  it('asks Redis with PING when there is one and names it when it fails, staying in the pool (degraded)', async () => {
    const redis = new RedisMock({ host: 'health-test', port: 6379 }) as unknown as RedisClient;
    t = await buildTestApp({}, { redis });
    const ok = await ready(t);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checks.redis).toBe('ok');

    const ping = vi.spyOn(redis, 'ping').mockRejectedValue(new Error('ECONNREFUSED'));
    const down = await ready(t);
    expect(ping).toHaveBeenCalled();
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'degraded', failing: ['redis'] });
  });

  it('names the storage when the bucket does not answer, staying in the pool (degraded)', async () => {
    t = await buildTestApp();
    (t.storage as Storage).ping = () => Promise.reject(new Error('no bucket'));
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', failing: ['storage'] });
    expect(res.json().checks.storage).toBe('fail');
  });

  it('never counts the probes in the API rate limit', async () => {
    t = await buildTestApp({ RATE_LIMIT_MAX: '1' });
    for (let i = 0; i < 3; i++) {
      expect((await t.call(systemApi.healthLive)).statusCode).toBe(200);
      expect((await ready(t)).statusCode).toBe(200);
      // Percent-encoded, it runs the same route and is not counted either.
      expect((await t.app.inject({ method: 'GET', url: '/%61pi/health/ready' })).statusCode).toBe(200);
    }
    expect((await t.call(systemApi.readConfig)).statusCode).toBe(200);
    expect((await t.call(systemApi.readConfig)).statusCode).toBe(429);
  });
});

describe('[system] the S3 bucket check', () => {
  it('asks HeadBucket of the bucket and rejects when it is missing', async () => {
    const seen: { method?: string; url?: string; auth?: string }[] = [];
    let status = 200;
    const server = await listenLocally((req, res) => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
      res.writeHead(status, { 'content-length': '0' }).end();
    });
    const s3 = new S3Storage({
      endpoint: server.origin,
      bucket: 'kvartal-files',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      region: 'us-east-1',
    });
    try {
      await expect(s3.ping()).resolves.toBeUndefined();
      expect(seen[0]).toMatchObject({ method: 'HEAD', url: expect.stringMatching(/^\/kvartal-files\/?$/) });
      expect(seen[0]!.auth).toContain('Credential=test-key/');
      status = 404;
      await expect(s3.ping()).rejects.toThrow();
    } finally {
      s3.close();
      await server.close();
    }
  });
});
