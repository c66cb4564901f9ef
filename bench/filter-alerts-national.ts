// `npx tsx bench/filter-alerts-national.ts [days] [--first=N] [--explain]`: saved-filter alerts at the national scale. On a copy of the
// national data (kvartal_national_alerts, made once from kvartal_national: 200,000 saved filters, their predicates,
// 2,000,000 units, 500,000 offers), each «day» writes 10,000 price and status changes the way the market makes them —
// builders' mass price cuts over whole sections (6,000 units, −4 %), sales and bookings (2,000 units), units back on
// sale (500), resale price cuts (1,000) and offers put back on sale (500) — as price_history rows whose trigger queues
// them, then times ONE job run (drainFilterAlerts: batches of ALERT_BATCH queue rows, one transaction each) that
// matches them against every subscribed filter and writes the notifications and digest batches. Budget ≤ 60 s.
// Each run starts from the same alert state (queue, folds, digests and filter notifications emptied). Printed: the
// job's wall time, its CPU (this process, and the PostgreSQL server process of its one connection, from /proc), each
// step's time per batch, and `uptime` before and after. `--explain` also writes EXPLAIN (ANALYZE, BUFFERS) of the
// first batch's statements to bench/.data/filter-alerts-national-plan.txt (in a transaction rolled back).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { queryRows } from '#server/core/sql.ts';
import { unitsOnlyFlag } from '#server/db/schema/alerts.ts';
import { ALERT_BATCH, alertBatchSql, drainFilterAlerts } from '#server/modules/saved-filters/run-alerts.ts';
import { shapeStatements } from '#server/modules/saved-filters/match-shapes.ts';
import { RecordingRealtime } from '#server/realtime/realtime.ts';
import { ensureNationalDatabase, NATIONAL_DATABASE } from './generate.ts';
import { startPostgres } from './postgres.ts';

const ALERTS_DATABASE = 'kvartal_national_alerts';
const dialect = new PgDialect();
const days = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3);
const explain = process.argv.includes('--explain');
/** `--first=N`: the first day's number (a day already run has fewer units and offers left to change). */
const first = Number(process.argv.find((a) => a.startsWith('--first='))?.slice(8) ?? 1);

/** The migration's DDL (0038), idempotent: the shared cluster's databases are not migrated by this script. */
const alertShapesDdl = [
  sql`alter table filter_predicates add column if not exists units_only boolean
    generated always as (${unitsOnlyFlag}) stored`,
  sql`create index if not exists filter_predicates_complex_region_idx on filter_predicates (market, region_id)
    where not units_only`,
  sql`create index if not exists filter_predicates_complex_districts_idx on filter_predicates using gin (subregions)
    where region_id is null and not units_only`,
  sql`create index if not exists filter_predicates_complex_anywhere_idx on filter_predicates (market)
    where region_id is null and subregions is null and not units_only`,
];

/** CPU milliseconds (utime + stime) of a process, from /proc. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
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
  // One connection: its server process is the job's PostgreSQL side, whose CPU is read from /proc.
  const database = await openDatabase({ url: server.url(ALERTS_DATABASE), poolSize: 1 });
  // This copy is the bench's own: migrated like a node would be (other databases of the cluster are not touched).
  await migrate(database);
  const db = database.db;
  for (const ddl of alertShapesDdl) await db.execute(ddl);
  await db.execute(sql`analyze filter_predicates`);
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
  // Truncated, not deleted: each deleted notification's cascade scans filter_alert_folds, dead rows and all.
  await db.execute(sql`truncate filter_alert_folds, filter_digest_batches`);
  await db.execute(sql`delete from notifications where type = 'FilterMatch'`);
  const [backend] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
  const realtime = new RecordingRealtime();
  const base = Date.parse('2026-12-01T10:00:00Z');
  for (let day = first; day < first + days; day++) {
    const now = new Date(base + day * 86_400_000);
    const at = now.toISOString();
    let t0 = performance.now();
    for (const change of dayOfChanges(day, at)) await db.execute(change);
    const [queue] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from filter_alert_queue`);
    const write = performance.now() - t0;
    const load = uptime();
    if (explain && day === first) await explainBatch(db, now);
    realtime.sent.length = 0;
    const steps: string[] = [];
    const cpu0 = { own: ownCpu(), pg: cpuOf(backend!.pid) };
    t0 = performance.now();
    const run = await drainFilterAlerts({
      db,
      realtime,
      now,
      trace: (name, ms) => steps.push(`${name} ${(ms / 1000).toFixed(2)} s`),
    });
    const job = (performance.now() - t0) / 1000;
    const cpu = {
      own: (ownCpu() - cpu0.own) / 1000,
      pg: (cpuOf(backend!.pid) - cpu0.pg) / 1000,
    };
    console.log(
      `day ${day}: ${queue!.n} changes queued (written in ${(write / 1000).toFixed(1)} s); ONE job run ` +
        `${job.toFixed(1)} s in ${run.batches} batches: ${run.matches} matches (filter × item), ` +
        `${run.notified} notifications, ${run.digested} digest batches, ${realtime.sent.length} pushes; ` +
        `${load.replace(/^.*load average/, 'load average')} before, ` +
        `${uptime().replace(/^.*load average/, 'load average')} after; CPU: PostgreSQL ${cpu.pg.toFixed(1)} s, ` +
        `this process ${cpu.own.toFixed(1)} s; steps: ${steps.join(', ')}`,
    );
  }
  await database.close();
} finally {
  server.stop();
}

/** EXPLAIN (ANALYZE, BUFFERS) of one batch's statements, rolled back: the plans beside the timings. */
async function explainBatch(db: Awaited<ReturnType<typeof openDatabase>>['db'], now: Date) {
  const out: string[] = [];
  await db
    .transaction(async (tx) => {
      const queued = await queryRows<{ id: number }>(
        tx,
        sql`select id from filter_alert_queue order by id limit ${ALERT_BATCH}`,
      );
      const ids = sql.raw(`'{${queued.map((q) => q.id).join(',')}}'::int[]`);
      for (const statement of [...shapeStatements(ids), alertBatchSql(ids, now)]) {
        if (dialect.sqlToQuery(statement).sql.startsWith('analyze')) {
          await tx.execute(statement);
          continue;
        }
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain (analyze, buffers, costs off) ${statement}`,
        );
        out.push(rows.map((r) => r['QUERY PLAN']).join('\n'), '');
      }
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'rollback')) throw error;
    });
  const file = path.join(import.meta.dirname, '.data/filter-alerts-national-plan.txt');
  writeFileSync(file, out.join('\n'));
  console.log(`plans of the first batch: ${file}`);
}
