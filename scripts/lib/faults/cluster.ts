// The stage of the fault scenarios: a PostgreSQL cluster, a Redis and a bucket of their own, two nodes (as e2e/server.ts
// starts them, compiled) and nginx in front, plus the HTTP helpers the scenarios call nodes and the proxy with.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { CellStatus } from '../../../shared/enums.ts';
import { SOCKET_PATH } from '../../../shared/realtime.ts';
import { PRIVACY_VERSION } from '../../../shared/texts/privacy.ts';
import { DEMO_CODE, demoTestPhones } from '../../../e2e/demo.ts';
import { ROOT } from '../../../e2e/paths.ts';
import { startServer, type RunningServer } from '../../../e2e/server.ts';
import { freePort } from '../free-port.ts';
import {
  portIn,
  startBucket,
  startNginx,
  startPostgres,
  startRedis,
  type Bucket,
  type Postgres,
  type Proxy,
  type RedisServer,
} from './services.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as untyped JSON here
  body: any;
  text: string;
  ms: number;
}

export async function call(
  baseURL: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  const res = await fetch(`${baseURL}${url}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body, text, ms: performance.now() - t0 };
}

export async function ok(
  baseURL: string,
  method: string,
  url: string,
  options: Parameters<typeof call>[3] = {},
) {
  const answer = await call(baseURL, method, url, options);
  if (answer.status >= 300)
    throw new Error(`${method} ${url} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.body;
}

export async function login(baseURL: string, phone: string): Promise<string> {
  await ok(baseURL, 'POST', '/api/user/code', { body: { phone } });
  const { token } = await ok(baseURL, 'POST', '/api/user/login', {
    body: { phone, code: DEMO_CODE, consentVersion: PRIVACY_VERSION },
  });
  return token as string;
}

export async function waitFor(what: string, ms: number, test: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await test()) return Date.now() - started;
    } catch {
      // Not yet: the part is still down.
    }
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(200);
  }
}

export const readiness = (node: RunningServer) => call(node.baseURL, 'GET', '/api/health/ready');

export function openSocket(baseURL: string, reconnection: boolean): Promise<Socket> {
  const socket = connect(baseURL, { path: SOCKET_PATH, transports: ['websocket'], reconnection });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Nodes behind the proxy; a node is replaced in place when the rolling restart starts it again. */
export interface Stage {
  pg: Postgres;
  redis: RedisServer;
  bucket: Bucket;
  proxy: Proxy;
  nodes: RunningServer[];
  names: string[];
  /** Starts node i again on its port (after a stop). */
  restart(i: number): Promise<RunningServer>;
  /** Node processes that died without being stopped here. */
  deaths: string[];
  /** Stops a node on purpose: its exit is not a death. */
  stopNode(i: number): Promise<void>;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  logTail(name: string, lines?: number): Promise<string>;
  /** Starts whatever a failed scenario left stopped. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export interface StageOptions {
  dir: string;
  pgBin: string;
  log: (line: string) => void;
}

export async function startStage({ dir, pgBin, log }: StageOptions): Promise<Stage> {
  const pgPort = await portIn(5600, 5649);
  // A folder of its own under /tmp: as root the cluster belongs to postgres, which cannot enter `dir` (mode 700).
  const pgServer = await startPostgres(
    await mkdtemp(path.join(os.tmpdir(), 'kvartal-faults-pg-')),
    pgPort,
    pgBin,
  );
  log(`PostgreSQL (own cluster) on ${pgPort}`);
  const redisServer = await startRedis(path.join(dir, 'redis'), await portIn(6500, 6549));
  log(`Redis on ${redisServer.url}`);
  const bucket = await startBucket(path.join(dir, 's3'), await freePort());
  const database = new URL(pgServer.url);
  database.pathname = '/kvartal_faults';
  await runSql(pgServer.url, 'CREATE DATABASE kvartal_faults');

  const names = ['a', 'b'];
  const ports = [await freePort(), await freePort()];
  const stopping = new Set<number>();
  let starts = 0;
  const deaths: string[] = [];
  // FAULTS_SERVER_ROOT: another checkout's compiled server (to show the scenarios fail on the code before the fixes).
  const other = process.env.FAULTS_SERVER_ROOT;
  const startNode = (i: number) =>
    startServer({
      ...(other ? { entry: { cwd: other, args: [path.join(other, 'dist/server/main.js')] } } : {}),
      port: ports[i]!,
      // A log per start: the rolling restart's second start keeps the first one's lines.
      logFile: path.join(dir, `${names[i]}-${++starts}.log`),
      env: {
        NODE_ENV: 'test',
        DATABASE_URL: database.toString(),
        REDIS_URL: redisServer.url,
        S3_ENDPOINT: bucket.options.endpoint,
        S3_BUCKET: bucket.options.bucket,
        S3_ACCESS_KEY: bucket.options.accessKeyId,
        S3_SECRET_KEY: bucket.options.secretAccessKey,
        DATA_DIR: path.join(dir, names[i]!),
        SEED_DEMO: '1',
        AUTH_TEST_PHONES: demoTestPhones(),
        // The load is one client from one address: the per-minute API limit is not what these scenarios measure.
        RATE_LIMIT_MAX: '1000000',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'info',
      },
    });
  const nodes = await Promise.all([startNode(0), startNode(1)]);
  log(`nodes on ${ports.join(', ')}`);
  const proxy = await startNginx(await freePort(), ports);
  log(`nginx on ${proxy.baseURL}`);
  const pool = new pg.Pool({ connectionString: database.toString(), max: 2, connectionTimeoutMillis: 5000 });
  pool.on('error', () => undefined);

  // A node's process found gone while nobody stopped it: the defect of scenario 3.
  const watch = setInterval(() => {
    nodes.forEach((node, i) => {
      if (stopping.has(i)) return;
      try {
        process.kill(node.pid, 0);
      } catch {
        stopping.add(i);
        deaths.push(`node ${names[i]} (pid ${node.pid})`);
      }
    });
  }, 200);

  const stage: Stage = {
    pg: pgServer,
    redis: redisServer,
    bucket,
    proxy,
    nodes,
    names,
    deaths,
    async stopNode(i) {
      stopping.add(i);
      await nodes[i]!.stop();
    },
    async restart(i) {
      nodes[i] = await startNode(i);
      stopping.delete(i);
      return nodes[i]!;
    },
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    logTail: async (name, lines = 15) => {
      const files = (await readdir(dir)).filter(
        (file) => file.startsWith(`${name}-`) && file.endsWith('.log'),
      );
      const texts = await Promise.all(
        files.map((file) => readFile(path.join(dir, file), 'utf8').catch(() => '')),
      );
      // The errors first (what a failed check needs), then the last lines.
      const all = texts.join('\n').trimEnd().split('\n');
      const errors = all.filter((line) => /"level":(50|60)/.test(line)).slice(-5);
      return [...errors, ...all.slice(-lines)].join('\n');
    },
    async restore() {
      await Promise.all([pgServer.start(), redisServer.start(), bucket.start()]);
    },
    async close() {
      clearInterval(watch);
      nodes.forEach((_, i) => stopping.add(i));
      await Promise.all(nodes.map((node) => node.stop()));
      await proxy.close();
      await pool.end().catch(() => undefined);
      await bucket.close();
      await redisServer.close();
      await pgServer.close();
    },
  };
  return stage;
}

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A unit on sale in a published complex of the builder's (the widget's request form takes one), not in `except`, so
 * the load's writes spread over two complexes. (A request beside a news item of the same complex once deadlocked on
 * PostgreSQL; fixed and tested in server/modules/bookings/booking-news-race.pg.test.ts.)
 */
export async function unitOnSale(
  baseURL: string,
  builder: string,
  except: number,
): Promise<{ objectId: number; cellId: number }> {
  const list = await ok(baseURL, 'GET', '/api/backoffice/objects', { token: builder });
  for (const card of list.data as { id: number; published: boolean }[]) {
    if (!card.published || card.id === except) continue;
    const full = await ok(baseURL, 'POST', `/api/objects/${card.id}`, { token: builder, body: {} });
    for (const pavilion of full.pavilions as { sections: { id: number }[] }[]) {
      for (const section of pavilion.sections) {
        const view = await call(baseURL, 'POST', `/api/objects/${card.id}/chess/${section.id}`, {
          token: builder,
          body: {},
        });
        if (view.status !== 200) continue;
        for (const cell of view.body.cells) {
          if (!cell.disabled && !cell.booking && cell.data.status === CellStatus.sale && cell.data.number)
            return { objectId: card.id, cellId: cell.id };
        }
      }
    }
  }
  throw new Error('no unit on sale in the builder’s published complexes');
}

export async function pngForm(): Promise<FormData> {
  const form = new FormData();
  const png = await readFile(path.join(ROOT, 'e2e/fixtures/images/courtyard.png'));
  form.append('image', new Blob([png], { type: 'image/png' }), 'courtyard.png');
  return form;
}
