// A year of what the builder's «Аналитика» reads, so its screens are alive on a fresh start: openings of the demo
// builder's complexes and units per day (more at weekends, growing through the year, by source), agents' collections
// with the builder's units put in them and sent, the clients' marks on them, and a monthly sales plan per complex
// near the pace the demo's price history sold at. The daily rollup is then built, as the job would.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CellStatus, Kind, Layout, Market, UserStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../client.ts';
import {
  analyticsPlans,
  cells,
  collectionItems,
  collections,
  filters,
  objects,
  snapshotReactions,
  snapshots,
  users,
  type UserRow,
} from '../schema/index.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { queryRows } from '../../core/sql.ts';
import { runAnalyticsRollup } from '../../modules/analytics/rollup.ts';
import { writePredicates } from '../../modules/saved-filters/predicate.ts';
import type { DemoAccount } from './accounts.ts';
import { Random } from './random.ts';

const DAY = 86_400_000;
const DAYS = 365;
/** Monday … Sunday: people look at flats most at the weekend. */
const WEEKDAY = [1, 1.05, 1, 0.95, 0.85, 1.3, 1.45];
const SOURCES = [
  ['app', 0.68],
  ['widget', 0.14],
  ['collection', 0.12],
  ['feed', 0.06],
] as const;

export async function seedDemoAnalytics(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  builderCompanyId: number,
  now: Date,
): Promise<{ views: number; collections: number; reactions: number; plans: number; filters?: number }> {
  const rng = new Random('analytics');
  const complexes = await tx
    .select({ id: objects.id })
    .from(objects)
    .where(eq(objects.companyId, builderCompanyId))
    .orderBy(objects.id);
  const ids = complexes.map((c) => c.id);
  if (ids.length === 0) return { views: 0, collections: 0, reactions: 0, plans: 0 };
  const units = await tx
    .select({ id: cells.id, objectId: cells.objectId, status: cells.status, price: cells.price })
    .from(cells)
    .where(and(inArray(cells.objectId, ids), eq(cells.disabled, false), sql`${cells.cntApart} is not null`));

  // Views: a complex's daily openings grow by about half through the year; units are opened about twice as often.
  const views: { d: string; o: number; c: number; s: string; n: number }[] = [];
  for (const objectId of ids) {
    const base = rng.int(25, 70);
    const own = units.filter((u) => u.objectId === objectId);
    for (let ago = DAYS - 1; ago >= 0; ago--) {
      const at = new Date(now.getTime() - ago * DAY);
      const day = moscowDay(at);
      const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
      const level = base * (1 + (0.5 * (DAYS - ago)) / DAYS) * WEEKDAY[weekday]! * rng.float(0.8, 1.2);
      for (const [source, share] of SOURCES) {
        const n = Math.round(level * share);
        if (n > 0) views.push({ d: day, o: objectId, c: 0, s: source, n });
      }
      for (const unit of rng.sample(own, 3)) {
        views.push({
          d: day,
          o: objectId,
          c: unit.id,
          s: rng.chance(0.8) ? 'app' : 'collection',
          n: Math.round((level * 2.2) / 3),
        });
      }
    }
  }
  for (let i = 0; i < views.length; i += 10_000) {
    await tx.execute(sql`insert into analytics_views (day, object_id, cell_id, source, views)
      select v.d::date, v.o, v.c, v.s, v.n from jsonb_to_recordset(${JSON.stringify(views.slice(i, i + 10_000))}::jsonb)
        as v(d text, o int, c int, s text, n int)
      on conflict (object_id, day, cell_id, source) do update set views = analytics_views.views + excluded.views`);
  }

  // Collections: the agents put two to five of the builder's flats in one every few days; most are sent, and the
  // client marks some of the flats.
  const agents = [accounts.agent, accounts.agencyHead, accounts.soloAgent];
  let made = 0;
  let reactions = 0;
  for (let ago = DAYS - 3; ago > 0; ago -= rng.int(3, 6)) {
    const at = new Date(now.getTime() - ago * DAY - rng.int(9, 19) * 3_600_000);
    const agent = rng.pick(agents);
    const picked = rng.sample(units, rng.int(2, 5));
    const [collection] = await tx
      .insert(collections)
      .values({
        userId: agent.id,
        name: `Подбор от ${at.toLocaleDateString('ru-RU')}`,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: collections.id });
    await tx.insert(collectionItems).values(
      picked.map((u, sort) => ({
        collectionId: collection!.id,
        kind: Kind.unit,
        itemId: u.id,
        sort,
        createdAt: at,
      })),
    );
    made++;
    if (!rng.chance(0.75)) continue;
    const sentAt = new Date(at.getTime() + rng.int(1, 30) * 60_000);
    const id = `dan${String(made).padStart(4, '0')}${rng.int(100_000, 999_999)}`;
    await tx.insert(snapshots).values({
      id,
      userId: agent.id,
      collectionId: collection!.id,
      name: 'Подборка для клиента',
      items: picked.map((u) => ({ kind: Kind.unit, id: u.id })),
      createdAt: sentAt,
      updatedAt: sentAt,
    });
    const marks = picked
      .filter(() => rng.chance(0.5))
      .map((u) => ({
        snapshotId: id,
        visitorId: `demo-analytics-${made}`,
        ip: '192.0.2.10',
        kind: Kind.unit,
        itemId: u.id,
        setsMark: true,
        mark: (u.status === CellStatus.sale && rng.chance(0.6) ? 'like' : 'dislike') as 'like' | 'dislike',
        createdAt: new Date(sentAt.getTime() + rng.int(1, 48) * 3_600_000),
      }));
    if (marks.length) await tx.insert(snapshotReactions).values(marks);
    reactions += marks.length;
  }

  // Plans: per complex and month, from eleven months back to two ahead, near the demo's monthly sales.
  const sold = await queryRows<{ object_id: number; units: number; amount: string | number }>(
    tx,
    sql`select object_id, (count(*) / 12.0)::float8 as units, coalesce(avg(coalesce(price, prev_price)), 0)::bigint as amount
      from price_history where object_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and cell_id is not null and status = ${CellStatus.sold} and prev_status is distinct from ${CellStatus.sold}
      group by object_id`,
  );
  const plans = [];
  const month = new Date(`${moscowDay(now).slice(0, 7)}-01T00:00:00Z`);
  for (const objectId of ids) {
    const pace = sold.find((s) => s.object_id === objectId);
    const perMonth = Math.max(Math.round(Number(pace?.units ?? 1)), 1);
    const price = Number(pace?.amount ?? 0) || 9_000_000;
    for (let m = -11; m <= 2; m++) {
      const first = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + m, 1));
      const units = Math.max(1, Math.round(perMonth * rng.float(0.9, 1.35)));
      plans.push({
        objectId,
        month: first.toISOString().slice(0, 10),
        units,
        amount: Math.round((units * price) / 100_000) * 100_000,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await tx.insert(analyticsPlans).values(plans).onConflictDoNothing();
  const filterCount = await seedDemandFilters(tx, rng.fork('filters'), ids, now);
  await runAnalyticsRollup({ db: tx, now }, { full: true });
  return { views: views.length, collections: made, reactions, plans: plans.length, filters: filterCount };
}

/**
 * Buyers' saved filters in the builder's districts (and the region at large): layouts and budgets as people save
 * them, some below anything the builder sells, so «Спрос» and «Спрос без предложения» have something to say. The
 * buyers are quiet accounts (+7999555xxxx) whose filters notify nobody.
 */
async function seedDemandFilters(tx: DbOrTx, rng: Random, objectIds: number[], now: Date): Promise<number> {
  const places = await queryRows<{ subregion_id: number; region_id: number }>(
    tx,
    sql`select distinct o.subregion_id, s.region_id from objects o join subregions s on s.id = o.subregion_id
      where o.id in (${sql.join(
        objectIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  if (places.length === 0) return 0;
  const buyers = await tx
    .insert(users)
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        phone: `+7999555${String(i + 1).padStart(4, '0')}`,
        name: `Покупатель ${i + 1}`,
        status: UserStatus.active,
        createdAt: new Date(now.getTime() - rng.int(5, 360) * DAY),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const rows = Array.from({ length: 260 }, (_, i) => {
    const filter: Record<string, unknown> = { market: Market.primary };
    if (rng.chance(0.75)) filter.subregions = [rng.pick(places).subregion_id];
    else filter.regionId = places[0]!.region_id;
    if (rng.chance(0.8))
      filter.cntApart = [
        rng.weighted([
          [Layout.studio, 3],
          [Layout.one, 4],
          [Layout.two, 3],
          [Layout.three, 1],
        ] as const),
      ];
    if (rng.chance(0.75))
      filter.priceTo =
        rng.weighted([
          [4, 2],
          [6, 3],
          [9, 3],
          [13, 2],
          [20, 1],
        ] as const) * 1_000_000;
    return {
      userId: buyers[i % Math.max(buyers.length, 1)]?.id,
      name: `Поиск ${i + 1}`,
      filter,
      notify: 'off' as const,
      createdAt: new Date(now.getTime() - rng.int(1, 300) * DAY),
    };
  }).filter((r): r is typeof r & { userId: number } => r.userId !== undefined);
  if (rows.length === 0) return 0;
  const saved = await tx.insert(filters).values(rows).returning({ id: filters.id, filter: filters.filter });
  await writePredicates(tx, saved);
  return saved.length;
}
