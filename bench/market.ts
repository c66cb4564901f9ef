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

async function timed(fn: () => Promise<unknown>, n: number) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

await generatePglite();
const database = await openDatabase({ dataDir: path.join(PGLITE_DATA_DIR, 'pglite') });
await migrate(database);
const db = database.db;
await ensureHistory(db);
console.log(`before: ${uptime()}`);

const rollupStarted = performance.now();
const rolled = await runMarketRollup({ db, now }, { full: true });
const rollupMs = performance.now() - rollupStarted;
console.log(`rollup of the whole market, five years rewritten: ${(rollupMs / 1000).toFixed(1)} s, ${rolled.rows} rows`);
// The heaviest ordinary day: the first of a month, when the month just ended is stored.
await db.execute(sql`update market_rollup_state set open_month = (open_month - interval '1 month')::date`);
const dailyStarted = performance.now();
const daily = await runMarketRollup({ db, now }, { force: true });
const dailyMs = performance.now() - dailyStarted;
console.log(`daily run closing a month: ${(dailyMs / 1000).toFixed(1)} s, ${daily.rows} rows`);

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
    `p50 ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms`,
);
console.log(
  `city heat, zoom 11 (${heatAnswer.hexes.length} hexagons): p50 ${ms(heat.p50)} ms, p95 ${ms(heat.p95)} ms`,
);
console.log(`after: ${uptime()}`);
console.log(JSON.stringify({ at: now.toISOString(), load: os.loadavg(), rollupMs, dailyMs, summary, heat }));
await database.close();
