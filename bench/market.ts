// npx tsx bench/market.ts [rounds]: «Рынок» on the discovery data (bench/generate.ts, PGlite) with a year of unit
// history added here when missing (a first record a year ago, a price rise half a year ago, the sold and reserved
// units leaving the market on a day of the year): the market view of the busiest district, the heat layer of the
// whole city (Greater Sochi, zoom 11) and the daily rollup of the whole market. One connection, uncached, p50 and
// p95 of `rounds` calls each; the load average beside the figures.
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { queryRows } from '#server/core/sql.ts';
import { marketSummary } from '#server/modules/market/summary.ts';
import { marketHeat } from '#server/modules/market/heat.ts';
import { runMarketRollup } from '#server/modules/market/rollup.ts';
import { generatePglite, PGLITE_DATA_DIR } from './generate.ts';
import { ms, percentile } from './measure.ts';

const rounds = Number(process.argv[2] ?? 30);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const now = new Date();

/** A year of history for every unit, in one statement; triggers off (the alert queue is not what is measured). */
async function ensureHistory(db: Db) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int n from price_history where cell_id is not null`,
  );
  if (Number(row?.n) > 0) return console.log(`history: ${row!.n} records already`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
      select c.id, c.object_id, ${now.toISOString()}::timestamptz - (360 - (c.id % 60)) * interval '1 day',
        round(c.price * 0.9), round(c.square_price * 0.9), 4, null, null, 'seed'
      from cells c
      union all
      select c.id, c.object_id, ${now.toISOString()}::timestamptz - (180 - (c.id % 30)) * interval '1 day',
        c.price, c.square_price, 4, round(c.price * 0.9), 4, 'seed'
      from cells c
      union all
      select c.id, c.object_id, ${now.toISOString()}::timestamptz - (c.id % 170) * interval '1 day',
        c.price, c.square_price, c.status, c.price, 4, 'seed'
      from cells c where c.status <> 4`);
  });
  await db.execute(sql`analyze price_history`);
  console.log(`history: written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Wall time p50/p95 and the process's CPU time p50 (PGlite runs in this process: the work itself, whatever the
 * load of the shared machine). */
async function timed(fn: () => Promise<unknown>, n: number) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    await fn();
    const spent = process.cpuUsage(used);
    times.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpu, 50) };
}

/** Seconds of wall and CPU time of one call. */
async function once<T>(fn: () => Promise<T>): Promise<{ value: T; wall: number; cpu: number }> {
  const start = performance.now();
  const used = process.cpuUsage();
  const value = await fn();
  const spent = process.cpuUsage(used);
  return { value, wall: (performance.now() - start) / 1000, cpu: (spent.user + spent.system) / 1e6 };
}

await generatePglite();
const database = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
await migrate(database);
const db = database.db;
await ensureHistory(db);
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
    `p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, CPU p50 ${ms(summary.cpuP50)} ms`,
);
console.log(
  `city heat, zoom 11 (${heatAnswer.hexes.length} hexagons): p50 ${ms(heat.p50)} ms, p95 ${ms(heat.p95)} ms`,
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
