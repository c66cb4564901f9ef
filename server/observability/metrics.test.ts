import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { io as connect } from 'socket.io-client';
import { SOCKET_PATH } from '#shared/realtime.ts';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { uniquePhone } from '../test/factories.ts';
import { loginByPhone } from '../test/worlds/auth.ts';
import { buildBookingWorld } from '../test/worlds/bookings.ts';
import { parseEnv, testEnv } from '../env.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/template.ts';
import { bearerMatches, installMetrics } from './metrics.ts';
import * as bookingsApi from '#shared/api/bookings.ts';
import { startSocketNode } from '../test/socket-node.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`), or undefined when the text has no such line. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('[observability] /metrics', () => {
  let t: TestContext | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const scrape = async (on: TestContext) => {
    const res = await on.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is not there without METRICS_TOKEN, and loads no registry', async () => {
    t = await buildTestApp();
    expect(t.app.metrics.registry).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a scrape without the token or with another one', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    for (const headers of [
      {},
      { authorization: 'Bearer another-token-of-the-same-size' },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
  });

  it('after some traffic holds the histogram by route pattern, the process defaults and moved counters', async () => {
    t = await buildTestApp(
      { METRICS_TOKEN: TOKEN },
      {
        apiRoutes: async (api) => {
          api.get('/test/items/:id', { config: { auth: 'public' } }, async () => ({ ok: true }));
        },
      },
    );
    const before = await scrape(t);
    expect(sample(before, 'kvartal_logins_total')).toBe(0);
    expect(sample(before, 'kvartal_bookings_created_total')).toBe(0);

    await t.app.inject({ method: 'GET', url: '/api/test/items/42?phone=%2B79181234567' });
    await t.app.inject({ method: 'GET', url: '/api/test/items/43' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere/at/all' });
    await loginByPhone(t, uniquePhone());
    const w = await buildBookingWorld(t);
    const booked = await t.call(
      bookingsApi.createBooking,
      { body: { cellId: w.unit['1'], kind: 'booking', clientName: 'Анна', clientPhone: '+79181234567' } },
      w.agent,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    // A refused booking is not counted.
    const again = await t.call(
      bookingsApi.createBooking,
      { body: { cellId: w.unit['1'], kind: 'booking', clientName: 'Анна', clientPhone: '+79181234567' } },
      w.agent,
    );
    expect(again.statusCode).toBe(409);
    expect(await t.app.cache.get('metrics-test-key')).toBeUndefined();
    await t.app.cache.set('metrics-test-key', 1, 60_000);
    expect(await t.app.cache.get('metrics-test-key')).toBe(1);

    const text = await scrape(t);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{route="/api/test/items/:id",method="GET",status="200"}',
      ),
    ).toBe(2);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/test\/items\/:id",method="GET",status="200"\} \d+$/m,
    );
    expect(
      sample(text, 'http_request_duration_seconds_count{route="(unmatched)",method="GET",status="404"}'),
    ).toBe(1);
    expect(text).not.toContain('/api/test/items/42');
    expect(text).not.toContain('79181234567');
    expect(text).not.toContain('/api/nowhere');
    expect(sample(text, 'kvartal_logins_total')).toBe(1);
    expect(sample(text, 'kvartal_bookings_created_total')).toBe(1);
    expect(sample(text, 'kvartal_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kvartal_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    // PGlite has no pool to report; pg's Pool has (CI runs this suite on PostgreSQL too).
    expect(text.includes('kvartal_db_pool_total')).toBe(t.database.engine === 'postgres');
  });

  it('counts job runs and failures', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    const ok = t.app.metrics.countJob('test_job', async () => 'done');
    const failing = t.app.metrics.countJob('test_job', async () => {
      throw new Error('broken');
    });
    await expect(ok()).resolves.toBe('done');
    await expect(failing()).rejects.toThrow('broken');
    await ok();
    const text = await scrape(t);
    expect(sample(text, 'kvartal_job_runs_total{job="test_job"}')).toBe(3);
    expect(sample(text, 'kvartal_job_failures_total{job="test_job"}')).toBe(1);
  });
});

describe('[observability] metrics of the pool and the sockets', () => {
  it("reports pg's pool counts", async () => {
    const app = Fastify();
    app.decorate('env', testEnv({ METRICS_TOKEN: TOKEN }));
    const pool = { totalCount: 7, idleCount: 5, waitingCount: 2 };
    app.decorate('database', { engine: 'postgres', db: { $client: pool } } as unknown as Database);
    await installMetrics(app);
    const text = await app.metrics.registry!.metrics();
    expect(sample(text, 'kvartal_db_pool_total')).toBe(7);
    expect(sample(text, 'kvartal_db_pool_idle')).toBe(5);
    expect(sample(text, 'kvartal_db_pool_waiting')).toBe(2);
    pool.waitingCount = 0;
    expect(sample(await app.metrics.registry!.metrics(), 'kvartal_db_pool_waiting')).toBe(0);
    await app.close();
  });

  it("reports this node's open sockets", async () => {
    const database = await openTestDatabase();
    const { app, url } = await startSocketNode(database, {
      storageDir: 'kvartal-metrics-test',
      env: { METRICS_TOKEN: TOKEN },
    });
    const socket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(sample(res.body, 'kvartal_open_sockets')).toBe(1);
    } finally {
      socket.disconnect();
      await app.close();
      await database.close();
    }
  });
});

describe('[observability] the watching variables', () => {
  it('refuses a short METRICS_TOKEN and a malformed SENTRY_DSN without printing them', () => {
    const parsed = parseEnv({
      NODE_ENV: 'test',
      METRICS_TOKEN: 'short-secret',
      SENTRY_DSN: 'https://sentry.example/no-key-here',
      SENTRY_DSN_BROWSER: 'https://browserkey@errors.example/7',
    });
    expect('problems' in parsed && parsed.problems).toEqual([
      'METRICS_TOKEN: must be at least 16 characters',
      'SENTRY_DSN: must be a DSN, e.g. https://key@o1.ingest.sentry.io/1',
    ]);
  });
});
