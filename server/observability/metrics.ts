// Prometheus metrics (prom-client), one registry per app instance: process defaults (event-loop lag, heap), an HTTP
// duration histogram by route pattern (never the raw URL: a query may carry a token or a phone), the PostgreSQL
// pool, cache hits and misses, job runs and failures, open sockets, bookings created and logins.
// GET /metrics (outside /api) answers only with `Authorization: Bearer <METRICS_TOKEN>`. With METRICS_PORT it is served
// by a listener of its own on METRICS_HOST:METRICS_PORT (listenMetrics) and not on the public port; the token, when
// set, is asked there too. Without either variable there is no registry, no hook and no prom-client in memory: the
// calls below are no-ops.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { createBooking } from '#shared/api/bookings.ts';
import { login } from '#shared/api/auth.ts';
import type { Database } from '../db/client.ts';
import type { Cache } from '../core/cache/cache.ts';

export const METRICS_PATH = '/metrics';

export interface Metrics {
  /** The registry when metrics are on (tests read it); null when METRICS_TOKEN is unset. */
  readonly registry: Registry | null;
  /** The app's cache, its reads counted as hits and misses. */
  countCache(cache: Cache): Cache;
  /** A job's run, counted: every run, and the ones that threw (rethrown). */
  countJob(job: string, run: () => Promise<unknown>): () => Promise<unknown>;
  /** The number of this node's open sockets, read at each scrape (server/realtime/socket.ts). */
  watchSockets(count: () => number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const OFF: Metrics = {
  registry: null,
  countCache: (cache) => cache,
  countJob: (_job, run) => run,
  watchSockets: () => undefined,
};

/** pg's Pool counts (PGlite has no pool: nothing is reported for it). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(database: Database): PoolCounts | null {
  if (database.engine !== 'postgres') return null;
  const client = (database.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounts) : null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Bearer <token>, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** Builds the registry and its hooks when METRICS_TOKEN is set; call before the routes are registered. */
/** Whether this node keeps metrics: a token for the public port, or a port of their own. */
export const metricsOn = (env: FastifyInstance['env']) =>
  env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined;

/** The metrics listener of each app (listenMetrics), closed with the app. */
const listeners = new WeakMap<FastifyInstance, Server>();

export async function installMetrics(app: FastifyInstance): Promise<void> {
  if (!metricsOn(app.env)) {
    app.decorate('metrics', OFF);
    return;
  }
  app.addHook('onClose', async () => {
    const server = listeners.get(app);
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const client = await import('prom-client');
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });

  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new client.Counter<L>({ name, help, labelNames, registers });
  const bookings = counter(
    'kvartal_bookings_created_total',
    'Bookings and requests created (POST /api/bookings answered 201)',
  );
  const logins = counter('kvartal_logins_total', 'Successful logins (POST /api/user/login answered 200)');
  const cacheLookups = counter(
    'kvartal_cache_lookups_total',
    'Reads of the cache of public answers, by result (hit or miss)',
    ['result'],
  );
  const jobRuns = counter('kvartal_job_runs_total', 'Scheduled job runs, by job', ['job']);
  const jobFailures = counter('kvartal_job_failures_total', 'Scheduled job runs that failed, by job', [
    'job',
  ]);
  let sockets: (() => number) | null = null;
  new client.Gauge({
    name: 'kvartal_open_sockets',
    help: "This node's open Socket.IO connections",
    registers,
    collect() {
      this.set(sockets?.() ?? 0);
    },
  });
  const pool = poolOf(app.database);
  if (pool) {
    const poolGauge = (name: string, help: string, read: (p: PoolCounts) => number) =>
      new client.Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('kvartal_db_pool_total', 'PostgreSQL pool: connections open', (p) => p.totalCount);
    poolGauge('kvartal_db_pool_idle', 'PostgreSQL pool: connections idle', (p) => p.idleCount);
    poolGauge(
      'kvartal_db_pool_waiting',
      'PostgreSQL pool: queries waiting for a connection',
      (p) => p.waitingCount,
    );
  }

  app.decorate('metrics', {
    registry,
    countCache: (cache) => ({
      async get<T>(key: string) {
        const value = await cache.get<T>(key);
        cacheLookups.inc({ result: value === undefined ? 'miss' : 'hit' });
        return value;
      },
      set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
      versions: (names, maxAgeMs) => cache.versions(names, maxAgeMs),
      bump: (names) => cache.bump(names),
    }),
    countJob: (job, run) => async () => {
      jobRuns.inc({ job });
      try {
        return await run();
      } catch (error) {
        jobFailures.inc({ job });
        throw error;
      }
    },
    watchSockets: (count) => {
      sockets = count;
    },
  } satisfies Metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    if (route === METRICS_PATH) return;
    const status = reply.statusCode;
    duration.observe({ route, method: request.method, status: String(status) }, reply.elapsedTime / 1000);
    if (request.method !== 'POST') return;
    if (route === createBooking.path && status === 201) bookings.inc();
    else if (route === login.path && status === 200) logins.inc();
  });
}

/** The scrape's answer: the token checked when there is one. */
async function answer(
  registry: Registry,
  token: string | undefined,
  authorization: string | undefined,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  if (token && !bearerMatches(authorization, token)) {
    return {
      status: 401,
      headers: { 'www-authenticate': 'Bearer', 'content-type': 'text/plain; charset=utf-8' },
      body: 'Unauthorized\n',
    };
  }
  return {
    status: 200,
    headers: { 'cache-control': 'no-store', 'content-type': registry.contentType },
    body: await registry.metrics(),
  };
}

/** GET /metrics on the public port, outside /api (not counted by the rate limit): METRICS_TOKEN without METRICS_PORT. */
export function registerMetricsRoute(app: FastifyInstance): void {
  const { registry } = app.metrics;
  const token = app.env.METRICS_TOKEN;
  if (!registry || !token || app.env.METRICS_PORT !== undefined) return;
  app.get(METRICS_PATH, async (request, reply) => {
    const scraped = await answer(registry, token, request.headers.authorization);
    return reply.code(scraped.status).headers(scraped.headers).send(scraped.body);
  });
}

/**
 * With METRICS_PORT: a plain HTTP listener on METRICS_HOST:METRICS_PORT answering GET /metrics and nothing else (404),
 * closed with the app. Returns its address, or null without METRICS_PORT.
 */
export async function listenMetrics(app: FastifyInstance): Promise<AddressInfo | null> {
  const { registry } = app.metrics;
  const port = app.env.METRICS_PORT;
  if (!registry || port === undefined) return null;
  const token = app.env.METRICS_TOKEN;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    answer(registry, token, req.headers.authorization).then(
      (scraped) =>
        res.writeHead(scraped.status, scraped.headers).end(req.method === 'HEAD' ? '' : scraped.body),
      (err: unknown) => {
        app.log.error({ err }, 'the metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, app.env.METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  listeners.set(app, server);
  return server.address() as AddressInfo;
}
