// npx tsx bench/server-start.ts [runs] [pglite|postgres]: the compiled server's start-up and idle memory on the demo
// data. Each run starts `node dist/server/start.js` (what npm start runs, .env.example's settings), times until
// /api/health answers, lets it idle, reads its RSS after 5 s and 30 s, stops it. A first, uncounted start seeds the
// demo when missing. `node` gets npm start's flags and environment (START_NODE_ARGS, START_ENV; decision 034).
// pglite: the embedded database lives inside the server's process (its memory counts); postgres: PostgreSQL 15
// from bench/postgres.ts, the server process alone.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/lib/free-port.ts';
import {
  SERVER_START,
  START_ENV,
  START_NODE_ARGS,
  buildServer,
  serverNeedsBuild,
} from '../scripts/lib/build-server.ts';
import { root } from '../scripts/lib/proc.ts';
import { startPostgres } from './postgres.ts';

const runs = Number(process.argv[2] ?? 5);
const engine = process.argv[3] === 'postgres' ? 'postgres' : 'pglite';
const dataDir = path.join(root, `bench/.data/server-start-${engine}`);
/** When the idle RSS is read: soon after start-up, and once V8 has had the time to shrink what start-up grew. */
const IDLE_READS_MS = [5000, 30_000];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function startOnce(env: Record<string, string>, timeoutMs: number) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...START_NODE_ARGS, SERVER_START], {
    cwd: root,
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME!,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DOTENV_CONFIG_PATH: '/dev/null',
      ...START_ENV,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > timeoutMs) throw new Error('the server did not answer in time');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = performance.now() - started;
    const rss: number[] = [];
    for (const at of IDLE_READS_MS) {
      await new Promise((resolve) => setTimeout(resolve, readyMs + at - (performance.now() - started)));
      rss.push(rssMb(child.pid!));
    }
    return { readyMs, rss };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

if (serverNeedsBuild()) await buildServer();
const postgres = engine === 'postgres' ? await startPostgres() : null;
try {
  const env: Record<string, string> = {};
  if (postgres) {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'server_start'`);
    if (exists.rowCount === 0) await admin.query('create database server_start');
    await admin.end();
    env.DATABASE_URL = postgres.url('server_start');
  }
  console.log(`warm-up start (seeds ${dataDir} when empty)…`);
  await startOnce(env, 600_000);
  const results: { readyMs: number; rss: number[] }[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await startOnce(env, 60_000);
    results.push(result);
    console.log(
      `run ${i + 1}: listening after ${result.readyMs.toFixed(0)} ms, RSS ${result.rss.map((mb) => mb.toFixed(0)).join(' → ')} MB; load ${load()}`,
    );
  }
  console.log(
    `${engine}, median of ${runs}: start-up ${median(results.map((r) => r.readyMs)).toFixed(0)} ms, ` +
      `idle RSS ${IDLE_READS_MS.map((at, k) => `${median(results.map((r) => r.rss[k]!)).toFixed(0)} MB after ${at / 1000} s`).join(', ')}; ` +
      `load average ${load()}`,
  );
} finally {
  postgres?.stop();
}
