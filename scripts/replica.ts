// .ci/run: a real streaming replica of CI's throw-away PostgreSQL (pg_basebackup -R on a second port, every statement
// it runs logged), and the compiled server started with DATABASE_URL and DATABASE_READ_URLS. Checks decision 050: a
// search is served by the replica, a builder sees their price change at once and others within the lag, replay
// paused keeps the author on their own write while others read the old price, and the replica stopped fails no
// request. The database and the replica are removed at the end.
// Usage: tsx scripts/replica.ts <maintenance database url> <PostgreSQL bin dir> [tallies.json] [replica port]
//   e.g. tsx scripts/replica.ts postgres://postgres@127.0.0.1:5433/postgres /usr/lib/postgresql/15/bin
import { execFile } from 'node:child_process';
import { chownSync, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEMO_CODE, DEMO_PHONES, demoTestPhones } from '../e2e/demo.ts';
import { startServer, type RunningServer } from '../e2e/server.ts';
import { CellStatus } from '../shared/enums.ts';
import { PRIVACY_VERSION } from '../shared/texts/privacy.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemo } from '../server/db/seed/seed-demo.ts';
import { LocalStorage } from '../server/storage/storage.ts';
import { assert, checker } from './lib/checks.ts';
import { freePort } from './lib/free-port.ts';
import { adminQuery } from './lib/pg-admin.ts';
import type { Tally } from './lib/tally.ts';

const [maintenanceUrl, binDir, out, portArg] = process.argv.slice(2);
if (!maintenanceUrl || !binDir || !/^postgres(ql)?:\/\//.test(maintenanceUrl)) {
  console.error(
    'Usage: tsx scripts/replica.ts <postgres://…/postgres> <PostgreSQL bin dir> [tallies.json] [replica port]',
  );
  process.exit(2);
}
for (const tool of ['pg_basebackup', 'pg_ctl']) {
  if (!existsSync(path.join(binDir, tool))) {
    console.error(`No ${tool} in ${binDir}.`);
    process.exit(2);
  }
}

const DB = 'kvartal_replica';
/** How late others may see a change: the poll (500 ms) and replay, with room for a busy machine. */
const WITHIN_MS = 5_000;
/** Long enough that paused replay does not make the replica «lagging» while the pause is checked. */
const MAX_LAG_MS = 120_000;

const run = promisify(execFile);
// initdb and the server refuse root: as root the replica belongs to the postgres user, as in .ci/run.
const asPg = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const tool = (name: string, args: string[]) =>
  asPg.length
    ? run(asPg[0]!, [...asPg.slice(1), path.join(binDir!, name), ...args])
    : run(path.join(binDir!, name), args);
const withDb = (url: string, name: string, port?: number) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  if (port) u.port = String(port);
  return u.toString();
};

const tally: Tally = { suite: 'read replica (PostgreSQL)', passed: 0, failed: 0, skipped: 0, failures: [] };
const check = checker(tally, '[replica]');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped answers

async function call(server: RunningServer, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.baseURL}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
}

async function ok(server: RunningServer, method: string, url: string, token?: string, body?: unknown) {
  const answer = await call(server, method, url, token, body);
  assert(answer.status < 300, `${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function login(server: RunningServer, phone: string): Promise<string> {
  await ok(server, 'POST', '/api/user/code', undefined, { phone });
  const answer = await ok(server, 'POST', '/api/user/login', undefined, {
    phone,
    code: DEMO_CODE,
    consentVersion: PRIVACY_VERSION,
  });
  return answer.token as string;
}

async function waitFor<T>(what: string, ms: number, poll: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await poll();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Unit {
  objectId: number;
  sectionId: number;
  cellId: number;
}

/** A unit on sale with a price in one of the demo builder's published complexes. */
async function unitOf(server: RunningServer, builder: string): Promise<Unit> {
  const list = await ok(server, 'GET', '/api/backoffice/objects', builder);
  for (const card of list.data as { id: number; published: boolean }[]) {
    if (!card.published) continue;
    const full = await ok(server, 'POST', `/api/objects/${card.id}`, builder, {});
    for (const pavilion of full.pavilions as { sections: { id: number }[] }[]) {
      for (const section of pavilion.sections) {
        const view = await call(server, 'POST', `/api/objects/${card.id}/chess/${section.id}`, builder, {});
        if (view.status !== 200) continue;
        const cell = (view.body.cells as Json[]).find(
          (c) => !c.disabled && c.data.status === CellStatus.sale && c.data.price > 0,
        );
        if (cell) return { objectId: card.id, sectionId: section.id, cellId: cell.id as number };
      }
    }
  }
  throw new Error('no unit on sale with a price in the demo builder’s published complexes');
}

/** The unit's price on the chessboard as this viewer is answered. */
async function priceFor(server: RunningServer, unit: Unit, token: string): Promise<number> {
  const view = await ok(server, 'POST', `/api/objects/${unit.objectId}/chess/${unit.sectionId}`, token, {});
  const cell = (view.cells as Json[]).find((c) => c.id === unit.cellId);
  assert(cell, `unit ${unit.cellId} is not on its board`);
  return cell.data.price as number;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-replica-'));
if (asPg.length) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
const replicaData = path.join(dir, 'data');
const replicaLog = path.join(dir, 'replica.log');
const replicaPort = portArg ? Number(portArg) : await freePort();
const primaryUrl = withDb(maintenanceUrl, DB);
const replicaUrl = withDb(maintenanceUrl, DB, replicaPort);
const replicaPg = () => new pg.Client({ connectionString: replicaUrl });
let server: RunningServer | null = null;
let replicaUp = false;

const pgCtl = (...args: string[]) => tool('pg_ctl', ['-D', replicaData, ...args]);
/** Parameterised statements the replica ran (its log has every statement; its own probes are plain ones). */
const replicaReads = () => (readFileSync(replicaLog, 'utf8').match(/ LOG: {2}execute /g) ?? []).length;

async function onReplica<T>(sql: string): Promise<T[]> {
  const client = replicaPg();
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

try {
  await adminQuery(maintenanceUrl, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await adminQuery(maintenanceUrl, `CREATE DATABASE ${DB}`);

  await check('pg_basebackup -R makes a streaming replica on a second port', async () => {
    const database = await openDatabase({ url: primaryUrl, poolSize: 2 });
    try {
      await migrate(database);
      await seedDemo(database.db, new LocalStorage(path.join(dir, 'files')), {
        complexes: 3,
        offers: 6,
        photos: false,
      });
    } finally {
      await database.close();
    }
    await tool('pg_basebackup', [
      '-d',
      maintenanceUrl,
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await pgCtl(
      '-l',
      replicaLog,
      '-w',
      '-t',
      '60',
      'start',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${replicaPort} -k ${dir} -c hot_standby=on -c log_statement=all -c fsync=off`,
    );
    replicaUp = true;
    const [state] = await onReplica<{ recovery: boolean }>('select pg_is_in_recovery() as recovery');
    assert(state?.recovery, 'the new server is not a standby');
  });

  server = await startServer({
    port: await freePort(),
    logFile: path.join(dir, 'server.log'),
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URLS: replicaUrl,
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      DATA_DIR: dir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      AUTH_TEST_PHONES: demoTestPhones(),
      // The stopped-replica check sends ~1,000 requests from one address in 3 s: the per-address limit is not its subject.
      RATE_LIMIT_MAX: '1000000',
    },
  });
  const node = server;
  const ready = async () => (await call(node, 'GET', '/api/health/ready')).body;

  await check('readiness names the replica, ok', async () => {
    const body = await ready();
    assert(body.status === 'ok', `readiness ${JSON.stringify(body)}`);
    assert(body.replicas?.[0]?.state === 'ok', `replicas ${JSON.stringify(body.replicas)}`);
  });

  const buyer = await login(node, DEMO_PHONES.user);
  const builder = await login(node, DEMO_PHONES.builder);
  const admin = await login(node, DEMO_PHONES.admin);

  await check('a search is served by the replica: its statement count moves', async () => {
    const before = replicaReads();
    // Filters nobody asked before: no cached answer stands in for the query.
    for (let i = 0; i < 5; i++) {
      const page = await ok(node, 'POST', '/api/search', buyer, { priceTo: 900_000_000 + i });
      assert(page.meta.total > 0, 'the search found nothing');
    }
    const moved = replicaReads() - before;
    assert(moved >= 10, `the replica ran ${moved} statements for 5 searches`);
    console.log(`    (${moved} statements on the replica)`);
  });

  const unit = await unitOf(node, builder);
  const setPrice = (price: number) =>
    ok(node, 'PUT', `/api/backoffice/cells/${unit.cellId}`, builder, { price });
  const original = await priceFor(node, unit, admin);

  await check('a builder sees their price change at once, others within the lag', async () => {
    const price = original + 1000;
    await setPrice(price);
    const changedAt = Date.now();
    assert(
      (await priceFor(node, unit, builder)) === price,
      'the builder read the old price right after saving',
    );
    // The admin's board is never shared through the cache: it is read from the replica.
    await waitFor('the new price on the admin’s board', WITHIN_MS, async () =>
      (await priceFor(node, unit, admin)) === price ? true : undefined,
    );
    console.log(`    (others saw it ${Date.now() - changedAt} ms later)`);
  });

  await check(
    'replay paused: the author reads their own write, others the old price until it resumes',
    async () => {
      const before = await priceFor(node, unit, admin);
      await waitFor('the replica caught up', WITHIN_MS, async () =>
        (await ready()).replicas?.[0]?.lagMs === 0 ? true : undefined,
      );
      await onReplica('select pg_wal_replay_pause()');
      try {
        const price = before + 1000;
        await setPrice(price);
        for (let i = 0; i < 5; i++) {
          assert(
            (await priceFor(node, unit, builder)) === price,
            `the builder read the old price (read ${i + 1})`,
          );
          assert(
            (await priceFor(node, unit, admin)) === before,
            `the admin read the new price while replay paused`,
          );
          await new Promise((r) => setTimeout(r, 200));
        }
        // A shared cache entry is filled only where the change is seen: the buyer's board is already new.
        assert((await priceFor(node, unit, buyer)) === price, 'the buyer’s shared board kept the old price');
        const lagging = (await ready()).replicas?.[0];
        assert(
          lagging?.state === 'ok' && lagging.lagMs > 0,
          `replica while paused ${JSON.stringify(lagging)}`,
        );
        await onReplica('select pg_wal_replay_resume()');
        await waitFor('the new price on the admin’s board after resume', WITHIN_MS, async () =>
          (await priceFor(node, unit, admin)) === price ? true : undefined,
        );
      } finally {
        await onReplica('select pg_wal_replay_resume()').catch(() => undefined);
      }
    },
  );

  await check('the replica stopped: no request fails, readiness says it is down and stays ok', async () => {
    let requests = 0;
    const failures: string[] = [];
    let stopping = true;
    const loop = async (i: number) => {
      while (stopping) {
        const answer =
          i % 2 === 0
            ? await call(node, 'POST', '/api/search?page=2', buyer, { priceTo: 800_000_000 + requests })
            : await call(node, 'POST', `/api/objects/${unit.objectId}/chess/${unit.sectionId}`, admin, {});
        requests += 1;
        if (answer.status !== 200) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
      }
    };
    const loops = [0, 1, 2, 3].map(loop);
    await new Promise((r) => setTimeout(r, 500));
    await pgCtl('stop', '-m', 'immediate', '-w');
    replicaUp = false;
    await new Promise((r) => setTimeout(r, 2_500));
    stopping = false;
    await Promise.all(loops);
    console.log(`    (${requests} requests, ${failures.length} failed)`);
    assert(failures.length === 0, `failed: ${failures.slice(0, 3).join('; ')}`);
    const res = await call(node, 'GET', '/api/health/ready');
    assert(
      res.status === 200 && res.body.status === 'ok',
      `readiness ${res.status} ${JSON.stringify(res.body)}`,
    );
    assert(res.body.replicas?.[0]?.state === 'down', `replicas ${JSON.stringify(res.body.replicas)}`);
  });
} catch (error) {
  tally.failed += 1;
  (tally.failures ??= []).push(`[replica] ${(error as Error).message}`);
  console.log(`  ✗ ${(error as Error).message}`);
} finally {
  await server?.stop();
  if (replicaUp) await pgCtl('stop', '-m', 'immediate', '-w').catch(() => undefined);
  await adminQuery(maintenanceUrl, `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`).catch(() => undefined);
  if (tally.failed > 0) {
    for (const log of [path.join(dir, 'server.log'), replicaLog]) {
      if (existsSync(log))
        console.log(`--- ${log}\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`);
    }
  }
  await rm(dir, { recursive: true, force: true });
}

console.log(`${tally.passed} passed, ${tally.failed} failed`);
if (out) await writeFile(out, JSON.stringify([tally], null, 2));
process.exit(tally.failed > 0 ? 1 : 0);
