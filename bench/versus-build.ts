// npx tsx bench/versus-build.ts [git ref] [seconds]: this build's server against an earlier build's, same run.
// Both serve the benchmark's PostgreSQL (bench/generate.ts postgres first) at once; autocannon loads each in turn
// with 50 connections (which goes first alternates, several short rounds), on requests no cache can answer: the
// layouts + price search of issue 15 («≥ 3× today's req/s»; its price cap moved by 1 ₽ a request, and again inside
// map bounds no request repeats) and the «Акции» page (bounds no request repeats). The earlier build runs as it ran
// then (`node --import tsx server/main.ts` until the compiled server of decision 029) from a git worktree in the
// temporary folder, on a copy of the database made at the start, from which the indexes that migrations added since
// `ref` are dropped: that build's code on that build's schema, on the same PostgreSQL and the same data. Default
// ref: 2470965, the last commit before issue 15's work.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { adminQuery } from '../scripts/lib/pg-admin.ts';
import { root } from '../scripts/lib/proc.ts';
import { ACTIONS, uncachedActions } from './anchor.ts';
import { alternate, prepare } from './discovery-load.ts';
import { BENCH_DATABASE } from './generate.ts';
import { load, ms, type LoadTarget } from './measure.ts';
import { startProductionServer } from './production-server.ts';
import { startPostgres } from './postgres.ts';

const ref = process.argv[2] ?? '2470965';
const seconds = Number(process.argv[3] ?? 8);
const ROUNDS = 4;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** A checkout of `ref` in the system's temporary folder (outside the project's globs), sharing node_modules. */
function checkout(commit: string): string {
  const dir = path.join(os.tmpdir(), `kvartal-build-${commit}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], {
      cwd: root,
      stdio: 'ignore',
    });
  }
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** How that build starts its server: compiled when it has one, through tsx before. */
function entryOf(dir: string): { cwd: string; args: string[] } {
  if (existsSync(path.join(dir, 'scripts/lib/build-server.ts'))) {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], {
      cwd: dir,
      stdio: 'ignore',
    });
    return { cwd: dir, args: ['dist/server/main.js'] };
  }
  return { cwd: dir, args: ['--import', 'tsx', 'server/main.ts'] };
}

/** The indexes the migrations added since `commit` create (CREATE INDEX "name" …). */
function indexesSince(commit: string): string[] {
  const files = execFileSync(
    'git',
    ['diff', '--name-only', commit, 'HEAD', '--', 'server/db/migrations/*.sql'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);
  return files.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/CREATE INDEX "([^"]+)"/g)].map((m) => m[1]!),
  );
}

const postgres = await startPostgres();
const url = postgres.url(BENCH_DATABASE);
const THEN = `${BENCH_DATABASE}_then`;
// The copy is made before anything connects to the benchmark's database (a template must have no session).
await adminQuery(postgres.url('postgres'), `drop database if exists ${THEN}`);
await adminQuery(postgres.url('postgres'), `create database ${THEN} template ${BENCH_DATABASE}`);
const dropped = indexesSince(ref);
for (const name of dropped) await adminQuery(postgres.url(THEN), `drop index if exists "${name}"`);
const logDir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-versus-'));
const database = await openDatabase({ url, poolSize: 2 });
try {
  const { token } = await prepare(database);
  // The copy has its own sessions table: the same viewer's token there.
  const copy = await openDatabase({ url: postgres.url(THEN), poolSize: 1 });
  const { token: tokenThen } = await prepare(copy).finally(() => copy.close());
  const dir = checkout(ref);
  const earlier = await startProductionServer({
    dataDir: path.join(logDir, 'earlier'),
    logDir: path.join(logDir, 'earlier'),
    databaseUrl: postgres.url(THEN),
    entry: entryOf(dir),
  });
  const current = await startProductionServer({
    dataDir: path.join(logDir, 'current'),
    logDir: path.join(logDir, 'current'),
    databaseUrl: url,
  });
  try {
    const layoutsAndPrice = { market: 1, cntApart: [2, 3], priceTo: 15_000_000, sort: 'priceUp' };
    let cap = 0;
    const cases = [
      {
        // The search as issue 15 measured it (no map bounds), its price cap 1 ₽ lower each time: the same
        // statement and, in effect, the same answer, but a filter no cache has seen.
        name: 'layouts + price search, by price',
        bodies: () => ({ ...layoutsAndPrice, priceTo: layoutsAndPrice.priceTo - cap++ }),
      },
      {
        name: 'layouts + price search in map bounds, by price',
        bodies: uncachedActions(layoutsAndPrice),
      },
      { name: '«Акции» page 1', bodies: uncachedActions(ACTIONS) },
    ];
    console.log(
      `${ref} (without the indexes added since: ${dropped.join(', ') || 'none'}) against this build, ` +
        `50 connections, uncached; load ${loadAverage()}`,
    );
    for (const c of cases) {
      const target = (base: string, bearer: string): LoadTarget => ({
        url: `${base}/api/search?page=1`,
        headers: { authorization: `Bearer ${bearer}` },
        bodies: c.bodies,
      });
      const both: [LoadTarget, LoadTarget] = [
        target(earlier.baseURL, tokenThen),
        target(current.baseURL, token),
      ];
      for (const t of both) await load(t, 4, 1);
      const [before, now] = await alternate(both, ROUNDS, Math.max(2, seconds / ROUNDS));
      console.log(
        `${c.name}: ${ref} ${before!.rps.toFixed(0)} req/s p50 ${ms(before!.p50)} p95 ${ms(before!.p95)} · ` +
          `this build ${now!.rps.toFixed(0)} req/s p50 ${ms(now!.p50)} p95 ${ms(now!.p95)} · ` +
          `×${(now!.rps / before!.rps).toFixed(2)} (errors ${before!.errors}/${now!.errors}); load ${loadAverage()}`,
      );
    }
  } finally {
    await Promise.all([earlier.stop(), current.stop()]);
  }
} finally {
  await database.close();
  await adminQuery(postgres.url('postgres'), `drop database if exists ${THEN}`);
  postgres.stop();
  await rm(logDir, { recursive: true, force: true });
}
