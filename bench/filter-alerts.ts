// `npx tsx bench/filter-alerts.ts [rounds]`: saved-filter alerts on a throwaway PostgreSQL 15 (bench/postgres.ts).
// 10,000 saved filters of 2,000 buyers (markets, districts, layouts, price and area ranges, promotions, a complex, a
// builder, a text, as people save them; 70 % «Сразу», 25 % «Раз в день», 5 % «Не уведомлять»), then rounds of a
// mass price change of a whole 30 × 12 section (360 units, −2 % each) through the editor's own domain function,
// whose price_history rows queue the alerts. Each round times the builder's save and the alert job's run: every
// match found in one statement, the notifications written (new, or joined within 10 minutes) and the digest
// batches, in one transaction. The first round opens notifications, the next ones join them.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CellStatus, HouseClass, Layout, Market, PriceChange, Role, UserStatus } from '#shared/enums.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { builders, filters, users } from '#server/db/schema/index.ts';
import { createComplex } from '#server/db/seed/create-complex.ts';
import { plainGrid } from '#server/db/seed/grid.ts';
import { seedGeo } from '#server/db/seed/seed-geo.ts';
import { massPriceChange } from '#server/modules/chess-editor/mass-price-change.ts';
import { writePredicates } from '#server/modules/saved-filters/predicate.ts';
import { runFilterAlerts } from '#server/modules/saved-filters/run-alerts.ts';
import { matchesSql } from '#server/modules/saved-filters/match-sql.ts';
import { queryRows } from '#server/core/sql.ts';
import { RecordingRealtime } from '#server/realtime/realtime.ts';
import { LocalStorage } from '#server/storage/storage.ts';
import { startPostgres } from './postgres.ts';

const FILTERS = 10_000;
const BUYERS = 2_000;
const ROUNDS = Number(process.argv[2] ?? 5);

/** Deterministic: the same filters every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const postgres = await startPostgres();
try {
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS kvartal_bench_alerts WITH (FORCE)');
  await admin.query('CREATE DATABASE kvartal_bench_alerts');
  await admin.end();
  const database = await openDatabase({ url: postgres.url('kvartal_bench_alerts'), poolSize: 4 });
  await migrate(database);
  const db = database.db;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-bench-alerts-'));
  const storage = new LocalStorage(dir);

  // The market: the builder's complex with the 360-unit section, and 40 other complexes around it.
  const geo = await seedGeo(db);
  const districts = [...geo.subregionIds.values()];
  const [owner] = await db
    .insert(users)
    .values({ phone: '+79000009999', group: Role.user, abilities: ['cabinet'], status: UserStatus.active })
    .returning();
  const builderRows = await db
    .insert(builders)
    .values(Array.from({ length: 20 }, (_, i) => ({ name: `Застройщик ${i + 1}` })))
    .returning();
  const random = rng(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const layouts = [Layout.studio, Layout.one, Layout.two, Layout.three];
  const complexIds: number[] = [];
  let target = { objectId: 0, sectionId: 0 };
  for (let i = 0; i < 41; i++) {
    const big = i === 0;
    const created = await createComplex(db, storage, {
      object: {
        title: big ? 'ЖК Морская симфония' : `ЖК Квартал ${i}`,
        address: `г. Сочи, ул. Курортная, ${i + 1}`,
        published: true,
        publishedAt: new Date('2026-06-01T00:00:00Z'),
        ownerId: owner!.id,
        subregionId: big ? geo.subregionIds.values().next().value! : pick(districts),
        latitude: 43.5 + random() * 0.2,
        longitude: 39.6 + random() * 0.3,
        houseClass: pick([HouseClass.comfort, HouseClass.business, HouseClass.elit]),
        isAction: random() < 0.2,
      },
      builderIds: [pick(builderRows).id],
      pavilions: [
        {
          name: 'Корпус 1',
          published: true,
          sections: [
            {
              name: 'Секция 1',
              published: true,
              grid: plainGrid({
                floors: big ? 30 : 10,
                risers: big ? 12 : 4,
                cell: (floor, riser) => ({
                  cntApart: layouts[riser % layouts.length],
                  status: big ? CellStatus.sale : pick([CellStatus.sale, CellStatus.sale, CellStatus.sold]),
                  floor,
                }),
              }),
            },
          ],
        },
      ],
    });
    complexIds.push(created.object.id);
    if (big) target = { objectId: created.object.id, sectionId: created.pavilions[0]!.sections[0]!.id };
  }

  // 2,000 buyers with 5 filters each.
  await db.execute(sql`insert into users (phone, status)
    select '+7911' || lpad(g::text, 7, '0'), 'active' from generate_series(1, ${BUYERS}) g`);
  const buyerIds = (
    await queryRows<{ id: number }>(db, sql`select id from users where phone like '+7911%' order by id`)
  ).map((r) => r.id);
  const filterOf = (): Record<string, unknown> => {
    const f: Record<string, unknown> = { market: random() < 0.85 ? Market.primary : Market.secondary };
    if (random() < 0.5) f.regionId = geo.regionId;
    else if (random() < 0.4) f.subregions = [pick(districts), pick(districts)];
    if (random() < 0.6) f.cntApart = layouts.filter(() => random() < 0.4);
    if (random() < 0.5) f.priceTo = Math.round(5 + random() * 30) * 1_000_000;
    if (random() < 0.2) f.priceFrom = Math.round(2 + random() * 6) * 1_000_000;
    if (random() < 0.3) f.areaFrom = Math.round(25 + random() * 40);
    if (random() < 0.1) f.areaTo = 120;
    if (random() < 0.2) f.class = [pick([HouseClass.comfort, HouseClass.business, HouseClass.elit])];
    if (random() < 0.1) f.isAction = true;
    if (random() < 0.08) f.objectId = random() < 0.5 ? target.objectId : pick(complexIds);
    if (random() < 0.05) f.builderId = pick(builderRows).id;
    if (random() < 0.04) f.title = pick(['симфония', 'Квартал', 'Курортная', 'Сочи']);
    if (random() < 0.1) f.floorFrom = 2;
    return f;
  };
  const notifyOf = () => (random() < 0.7 ? 'instant' : random() < 0.83 ? 'daily' : 'off');
  const rows = Array.from({ length: FILTERS }, (_, i) => ({
    userId: buyerIds[i % BUYERS]!,
    name: `Фильтр ${i + 1}`,
    filter: filterOf(),
    notify: notifyOf() as 'instant' | 'daily' | 'off',
  }));
  const saved: { id: number; filter: unknown }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    saved.push(
      ...(await db
        .insert(filters)
        .values(rows.slice(i, i + 1000))
        .returning({ id: filters.id, filter: filters.filter })),
    );
  }
  let t0 = performance.now();
  await writePredicates(db, saved);
  const predicatesMs = performance.now() - t0;
  console.log(`${FILTERS} filters saved; their predicates written in ${predicatesMs.toFixed(0)} ms`);

  const [ownerRow] = await queryRows<typeof users.$inferSelect>(
    db,
    sql`select * from users where id = ${owner!.id}`,
  );
  const realtime = new RecordingRealtime();
  let now = new Date('2026-11-25T10:00:00Z');
  const figures: {
    save: number;
    job: number;
    matches: number;
    notified: number;
    folded: number;
    digested: number;
  }[] = [];
  console.log(`before: ${uptime()}`);
  for (let round = 0; round < ROUNDS; round++) {
    t0 = performance.now();
    const changed = await massPriceChange(db, ownerRow!, target.sectionId, {
      type: PriceChange.percentDown,
      value: 2,
      forStatus: CellStatus.sale,
      forActions: false,
    });
    const save = performance.now() - t0;
    realtime.sent.length = 0;
    if (process.argv.includes('--explain') && round === 0) {
      // The matching statement's plan, the queue still in place (bench/.data/filter-alerts-plan.txt).
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`explain (analyze, costs off) with q as materialized (select * from filter_alert_queue), ${matchesSql(now)}
          select count(*) from matches`,
      );
      await writeFile(
        path.resolve(import.meta.dirname, '.data/filter-alerts-plan.txt'),
        plan.map((r) => r['QUERY PLAN']).join('\n'),
      );
    }
    t0 = performance.now();
    const steps: string[] = [];
    const run = await runFilterAlerts({
      db,
      realtime,
      now,
      trace: (name, ms) => steps.push(`${name} ${ms.toFixed(0)}`),
    });
    const job = performance.now() - t0;
    figures.push({ save, job, ...run });
    console.log(
      `round ${round + 1}: ${changed} units changed in ${save.toFixed(0)} ms; job ${job.toFixed(0)} ms: ` +
        `${run.queued} queued, ${run.matches} matches, ${run.notified} notifications (${run.folded} joined), ` +
        `${run.digested} digest batches, ${realtime.sent.length} pushes (${steps.join(', ')} ms)`,
    );
    // Five minutes later: the next round joins the notifications the first opened.
    now = new Date(now.getTime() + 5 * 60_000);
  }
  console.log(`after: ${uptime()}`);
  const jobs = figures.map((f) => f.job).sort((a, b) => a - b);
  console.log(
    `job: median ${jobs[Math.floor(jobs.length / 2)]!.toFixed(0)} ms, max ${jobs.at(-1)!.toFixed(0)} ms over ${ROUNDS} rounds`,
  );
  await database.close();
  await rm(dir, { recursive: true, force: true });
} finally {
  postgres.stop();
}
