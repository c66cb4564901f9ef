// npx tsx bench/market.ts [rounds] [--postgres | --national] [--reads-only]: «Рынок» at the city scale (bench/discovery-
// data.ts: 5,000 complexes, 300,000 units) or the national one (bench/national-data.ts: 12,000 complexes, 2,000,000
// units, 8.5 M history records), in the bench cluster of bench/postgres.ts (databases kvartal_bench and
// kvartal_national, made by bench/generate.ts; SHARED with other engineers' benches, so this script never migrates
// them, and rewrites their rollup only in one transaction) or, with neither flag, the city on PGlite in this process. The
// city gets a year of unit history when missing (bench/city-history.ts). Timed: the daily rollup rewriting five
// years of the whole market, the heaviest ordinary daily run (the first of a month), the market view of the busiest
// district of the region with the most complexes (`marketSummary`, 12 months, no filters) and the heat layer of
// that region's city (`marketHeat`, zoom 11: the whole city's box, or for the country the region's 2nd–98th
// percentile box as bench/scale-scenarios.ts takes it). One connection, uncached, p50 and p95 of `rounds` calls each;
// the CPU time of this process and of the PostgreSQL server process (/proc) beside wall time; `uptime` before/after.
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
import { BENCH_DATABASE, generatePglite, NATIONAL_DATABASE, PGLITE_DATA_DIR } from './generate.ts';
import { ms, percentile } from './measure.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';

const rounds = Number(process.argv[2] ?? 30);
const national = process.argv.includes('--national');
const onPostgres = national || process.argv.includes('--postgres');
const DATABASE = national ? NATIONAL_DATABASE : BENCH_DATABASE;
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

/** The shared database as bench/generate.ts made it: not migrated here (other branches migrate it their own way). */
async function openPostgres(server: RunningPostgres) {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  await admin.end();
  if (!rowCount) throw new Error(`No database ${DATABASE}: run bench/generate.ts first`);
  return openDatabase({ url: server.url(DATABASE), poolSize: 1 });
}

const server = onPostgres ? await startPostgres() : null;
if (!onPostgres) await generatePglite();
const database = server
  ? await openPostgres(server)
  : await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
if (!server) await migrate(database);
const db = database.db;
if (!national) await ensureHistory(db);
if (server) {
  const [me] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
  backendPid = Number(me!.pid);
}
console.log(`engine: ${server ? `PostgreSQL 15, ${DATABASE}` : 'PGlite'}`);
console.log(`before: ${uptime()}`);

// --reads-only: the reads alone (the rollups rewrite the shared database's stored months: minutes at the national scale).
const readsOnly = process.argv.includes('--reads-only');
const rollups = readsOnly ? null : await timeRollups();
async function timeRollups() {
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
  return { full, daily };
}

// The busiest district of the region with the most complexes (the city's on the city data), as bench/scale-
// scenarios.ts picks it.
const [district] = await queryRows<{ id: number; name: string; n: number; region_id: number }>(
  db,
  sql`with region as (select sr.region_id from objects o join subregions sr on sr.id = o.subregion_id
        group by sr.region_id order by count(*) desc, sr.region_id limit 1)
      select sr.id, sr.name, sr.region_id, count(*)::int n from objects o join subregions sr on sr.id = o.subregion_id
      where sr.region_id = (select region_id from region)
      group by sr.id, sr.name, sr.region_id order by n desc, sr.id limit 1`,
);
const [box] = await queryRows<{ s: number; w: number; n: number; e: number }>(
  db,
  national
    ? sql`select percentile_cont(0.02) within group (order by o.latitude) s,
          percentile_cont(0.02) within group (order by o.longitude) w,
          percentile_cont(0.98) within group (order by o.latitude) n,
          percentile_cont(0.98) within group (order by o.longitude) e
        from objects o join subregions sr on sr.id = o.subregion_id
        where o.published and sr.region_id = ${district!.region_id}`
    : sql`select min(latitude) s, min(longitude) w, max(latitude) n, max(longitude) e from objects where published`,
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
  `city heat, zoom 11 (${heatAnswer.hexes.length} hexagons, ${heatAnswer.hexes.reduce((n, h) => n + h.units, 0)} flats): p50 ${ms(heat.p50)} ms, p95 ${ms(heat.p95)} ms, ` +
    `CPU p50 ${ms(heat.cpuP50)} ms, mean ${ms(heat.cpuMean)} ms`,
);
console.log(`after: ${uptime()}`);
console.log(
  JSON.stringify({
    at: now.toISOString(),
    database: server ? DATABASE : 'pglite',
    load: os.loadavg(),
    rollups: rollups && {
      full: { wall: rollups.full.wall, cpu: rollups.full.cpu, rows: rollups.full.value.rows },
      daily: { wall: rollups.daily.wall, cpu: rollups.daily.cpu, rows: rollups.daily.value.rows },
    },
    summary,
    heat,
  }),
);
await database.close();
server?.stop();
