// A node without its dependencies (issue 29): Redis down bypasses the cache and counts limits per node, PostgreSQL
// out of reach answers 503 in Russian, a draining node turns reads away and fails readiness.
import type { FastifyPluginAsync } from 'fastify';
import RedisMock from 'ioredis-mock';
import { afterEach, describe, expect, it } from 'vitest';
import * as systemApi from '#shared/api/system.ts';
import * as authApi from '#shared/api/auth.ts';
import { availabilityTexts } from '#shared/texts/availability.ts';
import type { RedisClient } from '../providers/redis.ts';
import { FallbackWindowCounter } from '../providers/window-counter.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { RedisCache } from './cache/redis.ts';

/** ioredis-mock has no connection state: set one, as ioredis does while it reconnects. */
function mockRedis(): RedisClient & { status: string } {
  const redis = new RedisMock() as unknown as RedisClient & { status: string };
  Object.defineProperty(redis, 'status', { value: 'ready', writable: true });
  return redis;
}

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('[faults] the cache with Redis down', () => {
  it('misses, drops writes and reads counters as 0 at once, then moves on the counters it missed', async () => {
    const redis = mockRedis();
    const cache = new RedisCache(redis);
    await cache.set('k', 'cached before', 60_000);
    redis.status = 'reconnecting';
    expect(await cache.get('k')).toBeUndefined();
    await cache.set('k2', 'v', 60_000);
    await cache.bump(['catalog']);
    expect(await cache.versions(['catalog'])).toEqual([0]);
    expect(await redis.hget('kv:versions', 'catalog')).toBeNull();
    redis.status = 'ready';
    redis.emit('ready');
    await new Promise((r) => setTimeout(r, 10));
    // The write made during the outage still retires what was cached before it.
    expect(await cache.versions(['catalog'])).toEqual([1]);
    expect(await redis.get('kv:k2')).toBeNull();
  });

  it('bypasses a command that fails (a timeout) instead of failing the request', async () => {
    const redis = mockRedis();
    const cache = new RedisCache(redis);
    redis.get = () => Promise.reject(new Error('Command timed out'));
    expect(await cache.get('k')).toBeUndefined();
  });
});

describe('[faults] limits with Redis down', () => {
  it('the widget’s window counts on this node while Redis is down', async () => {
    const redis = mockRedis();
    const counter = new FallbackWindowCounter(redis);
    const now = new Date('2026-12-01T10:00:00Z');
    redis.status = 'reconnecting';
    expect(await counter.take([{ key: 'ip', max: 1 }], 60_000, now)).toBe(0);
    expect(await counter.take([{ key: 'ip', max: 1 }], 60_000, now)).toBeGreaterThan(0);
  });

  it('the API limit counts per node while Redis is down, instead of refusing or lifting it', async () => {
    const redis = mockRedis();
    t = await buildTestApp({ RATE_LIMIT_MAX: '2' }, { redis });
    redis.status = 'reconnecting';
    const config = () => t!.call(systemApi.readConfig, null, null, { remoteAddress: '10.7.0.1' });
    expect((await config()).statusCode).toBe(200);
    expect((await config()).statusCode).toBe(200);
    expect((await config()).statusCode).toBe(429);
    // Nothing went to Redis meanwhile.
    expect(await redis.keys('kvartal:rate:*')).toEqual([]);
  });
});

describe('[faults] PostgreSQL out of reach', () => {
  const routes: FastifyPluginAsync = async (api) => {
    api.get('/test-faults/refused', { config: { auth: 'public' } }, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    api.get('/test-faults/terminated', { config: { auth: 'public' } }, async () => {
      // As drizzle wraps the driver's error.
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      });
    });
  };

  it('answers 503 with a Russian text, never 500', async () => {
    t = await buildTestApp({}, { apiRoutes: routes });
    for (const url of ['refused', 'terminated'].map((end) => `/api/test-faults/${end}`)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ type: 'ServerError', message: availabilityTexts.database });
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('tells a lost connection from a bad query', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('[faults] a draining node (SIGTERM)', () => {
  it('fails readiness, turns reads away with 503 and serves writes, closing each connection', async () => {
    t = await buildTestApp();
    const ready = async () => t!.call(systemApi.healthReady);
    expect((await ready()).statusCode).toBe(200);
    t.app.draining = true;
    const probe = await ready();
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toMatchObject({ status: 'fail', failing: ['draining'] });
    expect((await t.call(systemApi.healthLive)).statusCode).toBe(200);
    const read = await t.call(systemApi.readConfig);
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ type: 'ServerError', message: availabilityTexts.draining });
    expect(read.headers.connection).toBe('close');
    const write = await t.callRaw(authApi.requestCode, { body: { phone: '+79991234567' } });
    expect(write.statusCode).toBe(200);
    expect(write.headers.connection).toBe('close');
  });

  it('drain() resolves once nothing is in flight and no request came for a moment', async () => {
    t = await buildTestApp();
    const started = Date.now();
    await t.app.drain();
    expect(t.app.draining).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
