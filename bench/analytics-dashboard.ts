// `npx tsx bench/analytics-dashboard.ts [rounds] [--national]`: the builder's «Аналитика». With --national on the
// SHARED national data (kvartal_national, bench/national-data.ts: 12,000 complexes, 2,000,000 units, 8.5 M history
// records, 200,000 saved filters; never migrated here), given the builder of bench/analytics-national.ts. Otherwise
// on the discovery data (bench/discovery-data.ts:
// 5,000 complexes, 300,000 units) in a throwaway PostgreSQL 15 (bench/postgres.ts), given a year of market
// history: every unit's first record a year back, price changes (whole complexes repriced on some weeks), about a
// quarter of the units sold and a tenth reserved on their own days; 10,000 saved filters of 2,000 buyers. One builder
// company owns 20 complexes with a year of daily views. Measured, with one connection and nothing cached:
// - the dashboard: the five reports (stock, pace by week, prices, funnel by source, demand) for all 20 complexes over
//   a year, one after another, per round (p50/p95, and the CPU time of this process and of the database's server
//   process, read from /proc), and each report's p95; demand also as it was before the job stored its matches
//   (matched live: the job's state removed in a transaction rolled back), interleaved in the same rounds;
// - recording a view: what the object page's response hook adds (ViewBuffer.add), and one flush of 5,000 keys;
// - the daily rollup of the whole market's year (runAnalyticsRollup, full).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { queryRows } from '#server/core/sql.ts';
import { loadDemand } from '#server/modules/analytics/demand.ts';
import { loadFunnel } from '#server/modules/analytics/funnel.ts';
import { loadPace } from '#server/modules/analytics/pace.ts';
import { periodOf } from '#server/modules/analytics/period.ts';
import { loadPrices } from '#server/modules/analytics/prices.ts';
import { runAnalyticsRollup } from '#server/modules/analytics/rollup.ts';
import { loadStock } from '#server/modules/analytics/stock.ts';
import { ViewBuffer } from '#server/modules/analytics/view-buffer.ts';
import { generateDiscoveryData } from './discovery-data.ts';
import { startPostgres } from './postgres.ts';
import { NATIONAL_DATABASE } from './generate.ts';
import { ensureDemandCountsDdl, ensureNationalBuilder } from './analytics-national.ts';

const ROUNDS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20);
const national = process.argv.includes('--national');
const DATABASE = national ? NATIONAL_DATABASE : 'kvartal_bench_analytics';
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const log = (line: string) => console.log(line);

const postgres = await startPostgres();
try {
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  const fresh = !rowCount && !national;
  if (national && !rowCount)
    throw new Error(`No database ${DATABASE}: run bench/generate.ts --scale national`);
  if (fresh) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const database = await openDatabase({ url: postgres.url(DATABASE), poolSize: 1 });
  const db = database.db;
  // The shared databases are migrated when created only (other branches carry other migrations); this branch's
  // tables are added idempotently.
  if (fresh) await migrate(database);
  await ensureDemandCountsDdl(db);
  const now = new Date();
  if (fresh) {
    log(`uptime before generating: ${uptime()}`);
    await generateDiscoveryData(db, (line) => log(`  ${line}`));
    const started = process.hrtime.bigint();
    await db.execute(sql`select setseed(0.27)`);
    // A year of history: the first record a year back, a repricing of each complex on two of its weeks, then a sale
    // (a quarter of the units) or a reservation (a tenth) on a day of its own; cells end as the history says.
    await db.execute(sql`insert into price_history (cell_id, object_id, at, price, square_price, status, prev_price,
        prev_status, cause)
      select c.id, c.object_id, now() - interval '365 days', round(c.price * 0.9), null, 4, null, null, 'seed'
      from cells c`);
    await db.execute(sql`insert into price_history (cell_id, object_id, at, price, status, prev_price, prev_status, cause)
      select c.id, c.object_id, now() - ((7 * (5 + (c.object_id * 7) % 40)) || ' days')::interval, c.price, 4,
        round(c.price * 0.9), 4, 'mass'
      from cells c`);
    await db.execute(sql`with pick as (
        select c.id, c.object_id, c.price, random() as r, (1 + floor(random() * 200))::int as ago from cells c)
      insert into price_history (cell_id, object_id, at, price, status, prev_price, prev_status, cause)
      select id, object_id, now() - (ago || ' days')::interval - interval '3 hours', price,
        case when r < 0.25 then 5 else 3 end, price, 4, 'booking'
      from pick where r < 0.35`);
    await db.execute(sql`update cells c set status = h.status from (
        select distinct on (cell_id) cell_id, status from price_history order by cell_id, at desc, id desc) h
      where h.cell_id = c.id and c.status <> h.status`);
    log(`year of history: ${(ms(started) / 1000).toFixed(1)} s`);
    // 10,000 saved filters of 2,000 buyers: layouts, budgets, districts.
    await db.execute(sql`insert into users (phone, name, "group", status, abilities)
      select '+795520' || lpad(g::text, 5, '0'), 'Покупатель ' || g, 1, 'active', '{}'::text[]
      from generate_series(1, 2000) g`);
    await db.execute(sql`with b as (select id, row_number() over (order by id) n from users where phone like '+795520%'),
        f as (insert into filters (user_id, name, filter, notify)
          select b.id, 'Фильтр ' || g, '{}'::jsonb, 'daily' from generate_series(1, 10000) g
          join b on b.n = 1 + g % 2000 returning id)
      insert into filter_predicates (filter_id, rev, market, cnt_apart, price_to, subregions)
      select f.id, 1, 1,
        case when random() < 0.8 then array[(1 + floor(random() * 4))::smallint] end,
        case when random() < 0.7 then (3 + floor(random() * 20)) * 1000000 end,
        case when random() < 0.6 then array[(select id from subregions order by random() limit 1)] end
      from f`);
    // The builder company with 20 complexes, each with a year of daily views by source.
    await db.execute(sql`with c as (insert into companies (kind, name) values ('builder', 'ГК «Бенчмарк»') returning id),
        u as (select id from users where phone = '+79550000001'),
        m as (insert into company_members (company_id, user_id, kind, role, permissions)
          select c.id, u.id, 'builder', 'owner', '{}' from c, u)
      update objects set company_id = (select id from c)
      where id in (select id from objects order by id limit 20)`);
    await db.execute(sql`insert into analytics_views (day, object_id, cell_id, source, views)
      select d::date, o.id, 0, s, (20 + random() * 60)::int
      from objects o, generate_series(current_date - 364, current_date, interval '1 day') d,
        unnest(array['app', 'widget', 'collection', 'feed']) s
      where o.company_id is not null`);
    await db.execute(sql`vacuum analyze`);
    log(`uptime after generating: ${uptime()}`);
  }
  const [counts] = await queryRows<{ units: number; history: number; filters: number }>(
    db,
    sql`select (select count(*) from cells)::int as units, (select count(*) from price_history)::int as history,
      (select count(*) from filter_predicates)::int as filters`,
  );
  log(`uptime at the start: ${uptime()}`);
  log(`data: ${counts!.units} units, ${counts!.history} history rows, ${counts!.filters} saved filters`);

  const objectIds = national
    ? await ensureNationalBuilder(db, log)
    : (
        await queryRows<{ id: number }>(
          db,
          sql`select id from objects where company_id is not null order by id`,
        )
      ).map((r) => r.id);
  // The daily rollup of the whole market's year, with the demand matches of the builder's complexes.
  const rollStarted = process.hrtime.bigint();
  const rolled = await runAnalyticsRollup({ db, now }, { full: true });
  const rollup = ms(rollStarted);
  log(
    `daily rollup (full, whole market, demand ${JSON.stringify(rolled.demand)}): ${(rollup / 1000).toFixed(2)} s`,
  );

  const period = periodOf({}, now);
  const year = periodOf({ from: new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10) }, now);
  const reports = {
    stock: () => loadStock(db, objectIds, null),
    pace: () => loadPace(db, objectIds, year, 'week', now),
    prices: () => loadPrices(db, objectIds, year, now),
    funnel: () => loadFunnel(db, objectIds, period, 'source'),
    demand: () => loadDemand(db, objectIds, now),
  };
  // Demand as it was before the job stored the matches: everything matched live.
  const demandLive = () =>
    db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from analytics_demand_state`);
        await loadDemand(tx, objectIds, now);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message.includes('Rollback'))) throw err;
      });
  const [backend] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
  // utime + stime of the server process in ms (USER_HZ 100) plus this process's.
  const cpuMs = () => {
    const f = readFileSync(`/proc/${backend!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = process.cpuUsage();
    return (Number(f[11]) + Number(f[12])) * 10 + (own.user + own.system) / 1000;
  };
  const times: Record<string, number[]> = { dashboard: [], 'demand before (live)': [] };
  let dashboardCpu = 0;
  for (let round = -2; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    const cpuStarted = cpuMs();
    for (const [name, run] of Object.entries(reports)) {
      const one = process.hrtime.bigint();
      await run();
      if (round >= 0) (times[name] ??= []).push(ms(one));
    }
    if (round >= 0) {
      times.dashboard!.push(ms(started));
      dashboardCpu += cpuMs() - cpuStarted;
    }
    const live = process.hrtime.bigint();
    await demandLive();
    if (round >= 0) times['demand before (live)']!.push(ms(live));
  }
  for (const [name, list] of Object.entries(times))
    log(
      `${name}: p50 ${pct(list, 50).toFixed(1)} ms, p95 ${pct(list, 95).toFixed(1)} ms (${list.length} rounds)`,
    );
  log(
    `dashboard CPU (this process + the database server's), mean per round: ${(dashboardCpu / ROUNDS).toFixed(0)} ms`,
  );

  // Recording a view: the hook's work per request, and one flush.
  const buffer = new ViewBuffer(db, (err) => console.error(err));
  const adds: number[] = [];
  for (let i = 0; i < 5_000; i++) {
    const started = process.hrtime.bigint();
    buffer.add({
      day: '2026-12-05',
      objectId: objectIds[i % 20]!,
      cellId: null,
      source: 'app',
      userId: 100 + (i % 4_999),
    });
    adds.push(ms(started));
  }
  const flushStarted = process.hrtime.bigint();
  await buffer.flush();
  log(
    `view recording: add p95 ${(pct(adds, 95) * 1000).toFixed(1)} µs, max ${(Math.max(...adds) * 1000).toFixed(1)} µs; one flush of 5,000 keys ${ms(flushStarted).toFixed(1)} ms`,
  );
  log(`uptime at the end: ${uptime()}`);
  await database.close();
} finally {
  postgres.stop();
}
