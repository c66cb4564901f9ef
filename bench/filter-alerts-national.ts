// `npx tsx bench/filter-alerts-national.ts [days]`: saved-filter alerts at the national scale. On a copy of the
// national data (kvartal_national_alerts, made once from kvartal_national: 200,000 saved filters, their predicates,
// 2,000,000 units, 500,000 offers), each «day» writes 10,000 price and status changes the way the market makes them —
// builders' mass price cuts over whole sections (6,000 units, −4 %), sales and bookings (2,000 units), units back on
// sale (500), resale price cuts (1,000) and offers put back on sale (500) — as price_history rows whose trigger queues
// them, then times ONE job run (drainFilterAlerts: batches of ALERT_BATCH queue rows, one transaction each) that
// matches them against every subscribed filter and writes the notifications and digest batches. Budget ≤ 60 s.
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { queryRows } from '#server/core/sql.ts';
import { drainFilterAlerts } from '#server/modules/saved-filters/run-alerts.ts';
import { RecordingRealtime } from '#server/realtime/realtime.ts';
import { ensureNationalDatabase, NATIONAL_DATABASE } from './generate.ts';
import { startPostgres } from './postgres.ts';

const ALERTS_DATABASE = 'kvartal_national_alerts';
const days = Number(process.argv[2] ?? 3);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** A day of 10,000 changes, set-based; `day` picks other units and offers each day. */
const dayOfChanges = (day: number, at: string) => [
  // Mass price cuts: whole sections' units on sale, 6,000 of them.
  sql`with s as (select id from sections where id % 97 = ${day % 97} order by id limit 400),
    u as (select c.id, c.price as old from cells c join s on s.id = c.section_id where c.status = 4 and c.price > 0
      order by c.id limit 6000),
    changed as (update cells c set price = round(c.price * 0.96 / 1000) * 1000,
        square_price = round(c.square_price * 0.96), updated_at = ${at}::timestamptz
      from u where c.id = u.id
      returning c.id, c.object_id, c.price, c.square_price, c.status, u.old as prev)
    insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
    select id, object_id, ${at}::timestamptz, price, square_price, status, prev, status, 'mass' from changed`,
  // Sales and bookings: 2,000 units leave the market (not news to a buyer).
  sql`with u as (select id from cells where status = 4 and id % 1009 = ${(day * 7) % 1009} order by id limit 2000),
    changed as (update cells c set status = case when c.id % 3 = 0 then 3 else 5 end, updated_at = ${at}::timestamptz
      from u where c.id = u.id returning c.id, c.object_id, c.price, c.square_price, c.status)
    insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
    select id, object_id, ${at}::timestamptz, price, square_price, status, price, 4, 'booking' from changed`,
  // Bookings released: 500 units back on sale.
  sql`with u as (select id from cells where status = 3 and id % 211 = ${day % 211} order by id limit 500),
    changed as (update cells c set status = 4, updated_at = ${at}::timestamptz
      from u where c.id = u.id returning c.id, c.object_id, c.price, c.square_price)
    insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price, prev_status, cause)
    select id, object_id, ${at}::timestamptz, price, square_price, 4, price, 3, 'booking' from changed`,
  // Resale: 1,000 price cuts and 500 offers back on sale.
  sql`with u as (select id, price as old from offers where status = 2 and id % 293 = ${day % 293} order by id limit 1000),
    changed as (update offers f set price = round(f.price * 0.95 / 10000) * 10000, updated_at = ${at}::timestamptz
      from u where f.id = u.id returning f.id, f.object_id, f.price, u.old as prev)
    insert into price_history (offer_id, object_id, at, price, status, prev_price, prev_status, cause)
    select id, object_id, ${at}::timestamptz, price, 2, prev, 2, 'offer' from changed`,
  sql`with u as (select id from offers where status = 3 and id % 101 = ${day % 101} order by id limit 500),
    changed as (update offers f set status = 2, activated_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      from u where f.id = u.id returning f.id, f.object_id, f.price)
    insert into price_history (offer_id, object_id, at, price, status, prev_price, prev_status, cause)
    select id, object_id, ${at}::timestamptz, price, 2, price, 3, 'offer' from changed`,
];

const server = await startPostgres();
try {
  await ensureNationalDatabase(server.url('postgres'), server.url(NATIONAL_DATABASE));
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [ALERTS_DATABASE]);
  if (!rowCount) {
    const started = Date.now();
    await admin.query(`create database ${ALERTS_DATABASE} template ${NATIONAL_DATABASE}`);
    console.log(`copied ${NATIONAL_DATABASE} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await admin.end();
  const database = await openDatabase({ url: server.url(ALERTS_DATABASE), poolSize: 2 });
  await migrate(database);
  const db = database.db;
  const [counts] = await queryRows<{ filters: number; subscribed: number; predicates: number }>(
    db,
    sql`select (select count(*)::int from filters) filters,
      (select count(*)::int from filters where notify <> 'off') subscribed,
      (select count(*)::int from filter_predicates) predicates`,
  );
  console.log(
    `${counts!.filters} saved filters, ${counts!.subscribed} subscribed, ${counts!.predicates} predicates`,
  );
  await db.execute(sql`delete from filter_alert_queue`);
  const realtime = new RecordingRealtime();
  const base = Date.parse('2026-12-01T10:00:00Z');
  for (let day = 1; day <= days; day++) {
    const now = new Date(base + day * 86_400_000);
    const at = now.toISOString();
    let t0 = performance.now();
    for (const change of dayOfChanges(day, at)) await db.execute(change);
    const [queue] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from filter_alert_queue`);
    const write = performance.now() - t0;
    const load = uptime();
    realtime.sent.length = 0;
    t0 = performance.now();
    const run = await drainFilterAlerts({ db, realtime, now });
    const job = (performance.now() - t0) / 1000;
    console.log(
      `day ${day}: ${queue!.n} changes queued (written in ${(write / 1000).toFixed(1)} s); ONE job run ` +
        `${job.toFixed(1)} s in ${run.batches} batches: ${run.matches} matches (filter × item), ` +
        `${run.notified} notifications, ${run.digested} digest batches, ${realtime.sent.length} pushes; ` +
        `${load.replace(/^.*load average/, 'load average')} before, ` +
        `${uptime().replace(/^.*load average/, 'load average')} after`,
    );
  }
  await database.close();
} finally {
  server.stop();
}
