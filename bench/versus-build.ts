// npx tsx bench/versus-build.ts [git ref] [seconds]: this build's server against an earlier build's, same run.
// Both serve the benchmark's PostgreSQL (bench/generate.ts postgres first) at once; autocannon loads each in turn
// with 50 connections (which goes first alternates, several short rounds), on requests no cache can answer: the
// layouts + price search of issue 15 («≥ 3× today's req/s») and the «Акции» page, each body with bounds no request
// repeats. The earlier build runs as it ran then (`node --import tsx server/main.ts` until the compiled server of
// decision 029) from a git worktree in the temporary folder, on the same database: its queries also get today's indexes, so
// the ratio understates the change. Default ref: 2470965, the last commit before issue 15's work.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
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

const postgres = await startPostgres();
const url = postgres.url(BENCH_DATABASE);
const logDir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-versus-'));
const database = await openDatabase({ url, poolSize: 2 });
try {
  const { token } = await prepare(database);
  const dir = checkout(ref);
  const earlier = await startProductionServer({
    dataDir: path.join(logDir, 'earlier'),
    logDir: path.join(logDir, 'earlier'),
    databaseUrl: url,
    entry: entryOf(dir),
  });
  const current = await startProductionServer({
    dataDir: path.join(logDir, 'current'),
    logDir: path.join(logDir, 'current'),
    databaseUrl: url,
  });
  try {
    const headers = { authorization: `Bearer ${token}` };
    const cases = [
      {
        name: 'layouts + price search, by price',
        bodies: uncachedActions({ market: 1, cntApart: [2, 3], priceTo: 15_000_000, sort: 'priceUp' }),
      },
      { name: '«Акции» page 1', bodies: uncachedActions(ACTIONS) },
    ];
    console.log(`${ref} against this build, 50 connections, uncached; load ${loadAverage()}`);
    for (const c of cases) {
      const target = (base: string): LoadTarget => ({
        url: `${base}/api/search?page=1`,
        headers,
        bodies: c.bodies,
      });
      const both: [LoadTarget, LoadTarget] = [target(earlier.baseURL), target(current.baseURL)];
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
  postgres.stop();
  await rm(logDir, { recursive: true, force: true });
}
