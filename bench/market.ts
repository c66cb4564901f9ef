// npx tsx bench/market.ts [rounds] [--postgres]: «Рынок» on the discovery data (bench/generate.ts, PGlite; with
// --postgres the same data in the throwaway PostgreSQL 15 of bench/postgres.ts, database kvartal_bench_market, whose
// server process's CPU time is read from /proc and added to this process's) with a year of unit
// history added here when missing (a first record a year ago, a price rise half a year ago, the sold and reserved
// units leaving the market on a day of the year): the market view of the busiest district, the heat layer of the
// whole city (Greater Sochi, zoom 11) and the daily rollup of the whole market. One connection, uncached, p50 and
// p95 of `rounds` calls each; the load average beside the figures.
import { writeYearOfHistory } from './city-history.ts';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { queryRows } from '#server/core/sql.ts';
import { marketSummary } from '#server/modules/market/summary.ts';
import { marketHeat } from '#server/modules/market/heat.ts';
import { runMarketRollup } from '#server/modules/market/rollup.ts';
import { generatePglite, PGLITE_DATA_DIR } from './generate.ts';
import { generateDiscoveryData } from './discovery-data.ts';
import { ms, percentile } from './measure.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';

const rounds = Number(process.argv[2] ?? 30);
const onPostgres = process.argv.includes('--postgres');
const MARKET_DATABASE = 'kvartal_bench_market';
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const now = new Date();

/** The year of history (bench/city-history.ts), once. */
async function ensureHistory(db: Db) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int n from price_history where cell_id is not null`,
  );
  if (Number(row?.n) > 0) return console.log(`history: ${row!.n} records already`);
  const started = performance.now();
  await writeYearOfHistory(db, now);
  console.log(`history: written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The PostgreSQL server process serving the one connection (null on PGlite, which runs in this process). */
let backendPid: number | null = null;
const TICK_MS = 10; // USER_HZ = 100
/** Milliseconds of CPU the server process has used (utime + stime from /proc; 10 ms resolution). */
function backendCpuMs(): number {
  if (backendPid == null) return 0;
  const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
/** CPU milliseconds of this process and the database's since `from`. */
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000 + backendCpuMs();
};

/** Wall time p50/p95 and the CPU time (this process, and on PostgreSQL its server process too: the work itself,
 * whatever the load of the shared machine): p50 per call, and the mean over all calls (the server's CPU counter
 * ticks by 10 ms, so its mean is the figure to read). */
async function timed(fn: () => Promise<unknown>, n: number) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  const first = cpuNow();
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const used = cpuNow();
    await fn();
    cpu.push(cpuNow() - used);
    times.push(performance.now() - start);
  }
  const cpuMean = (cpuNow() - first) / n;
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpu, 50), cpuMean };
}

/** Seconds of wall and CPU time of one call. */
async function once<T>(fn: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const start = performance.now();
  const used = cpuNow();
  const value = await fn();
  return { value, wall: (performance.now() - start) / 1000, cpu: (cpuNow() - used) / 1000 };
}

/** The discovery data in PostgreSQL's own database, generated once and kept. */
async function openPostgres(server: RunningPostgres) {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [MARKET_DATABASE]);
  if (!rowCount) await admin.query(`create database ${MARKET_DATABASE}`);
  await admin.end();
  const opened = await openDatabase({ url: server.url(MARKET_DATABASE), poolSize: 1 });
  await migrate(opened);
  const [made] = await queryRows<{ n: number }>(opened.db, sql`select count(*)::int n from objects`);
  if (!Number(made?.n)) await generateDiscoveryData(opened.db, (line) => console.log(`  ${line}`));
  return opened;
}

const server = onPostgres ? await startPostgres() : null;
if (!onPostgres) await generatePglite();
const database = server
  ? await openPostgres(server)
  : await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
if (!server) await migrate(database);
const db = database.db;
await ensureHistory(db);
if (server) {
  await db.execute(sql`vacuum analyze`);
  const [me] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
  backendPid = Number(me!.pid);
}
console.log(`engine: ${server ? 'PostgreSQL 15' : 'PGlite'}`);
console.log(`before: ${uptime()}`);

const full = await once(() => runMarketRollup({ db, now }, { full: true }));
console.log(
  `rollup of the whole market, five years rewritten: ${full.wall.toFixed(1)} s (CPU ${full.cpu.toFixed(1)} s), ` +
    `${full.value.rows} rows`,
);
// The heaviest ordinary day: the first of a month, when the month just ended is stored.
await db.execute(sql`update market_rollup_state set open_month = (open_month - interval '1 month')::date`);
const daily = await once(() => runMarketRollup({ db, now }, { force: true }));
console.log(
  `daily run closing a month: ${daily.wall.toFixed(1)} s (CPU ${daily.cpu.toFixed(1)} s), ${daily.value.rows} rows`,
);

const [district] = await queryRows<{ id: number; name: string; n: number }>(
  db,
  sql`select sr.id, sr.name, count(*)::int n from objects o join subregions sr on sr.id = o.subregion_id
      group by sr.id, sr.name order by n desc limit 1`,
);
const [box] = await queryRows<{ s: number; w: number; n: number; e: number }>(
  db,
  sql`select min(latitude) s, min(longitude) w, max(latitude) n, max(longitude) e from objects where published`,
);
const bounds: [[number, number], [number, number]] = [
  [Number(box!.s), Number(box!.w)],
  [Number(box!.n), Number(box!.e)],
];

const summary = await timed(() => marketSummary(db, { districtId: district!.id }, now), rounds);
const summaryYear = await marketSummary(db, { districtId: district!.id }, now);
const heat = await timed(() => marketHeat(db, { bounds, zoom: 11 }), rounds);
const heatAnswer = await marketHeat(db, { bounds, zoom: 11 });
console.log(
  `district «${district!.name}» (${district!.n} complexes, ${summaryYear.now.stock} flats on sale): ` +
    `p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, CPU p50 ${ms(summary.cpuP50)} ms, ` +
    `mean ${ms(summary.cpuMean)} ms`,
);
console.log(
  `city heat, zoom 11 (${heatAnswer.hexes.length} hexagons): p50 ${ms(heat.p50)} ms, p95 ${ms(heat.p95)} ms, ` +
    `CPU p50 ${ms(heat.cpuP50)} ms, mean ${ms(heat.cpuMean)} ms`,
);
console.log(`after: ${uptime()}`);
console.log(
  JSON.stringify({
    at: now.toISOString(),
    load: os.loadavg(),
    full: { wall: full.wall, cpu: full.cpu },
    daily: { wall: daily.wall, cpu: daily.cpu },
    summary,
    heat,
  }),
);
await database.close();
server?.stop();
