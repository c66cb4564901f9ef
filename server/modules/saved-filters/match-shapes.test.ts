// The job matches units_only filters by shape (match-shapes.ts) and the rest by the one statement; what each owner
// is told — the count, the reason, the items in their order — must be what the one statement alone gives for every
// filter (match-sql.test.ts holds that statement equal to the search).
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { CellStatus, Feature, HouseClass, Layout, Market } from '#shared/enums.ts';
import { FILTER_ALERT_LIMITS, type TFilterMatchItem } from '#shared/filter-alerts.ts';
import { ZSearchFilter, type TSearchFilterInput } from '#shared/schemas/filter.ts';
import { filterAlertQueue, filterPredicates, priceHistory } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import { useTestApp } from '../../test/use-app.ts';
import { NOW, buildWorld, type World } from '../../test/worlds/search.ts';
import { queueEverySection, saveFilters } from '../../test/worlds/saved-filters.ts';
import { matchesSql } from './match-sql.ts';
import { runFilterAlerts } from './run-alerts.ts';

const t = useTestApp();
let w: World;

beforeAll(async () => {
  w = await buildWorld(t);
});

const corpus = (): TSearchFilterInput[] => [
  {},
  {},
  { regionId: w.geo.region },
  { regionId: w.geo.region, cntApart: [Layout.two] },
  { regionId: w.geo.region, subregions: [w.geo.central] },
  { subregions: [w.geo.central] },
  // A district and its parent: a unit of the district is one match, not two.
  { subregions: [w.geo.central, w.geo.center] },
  { subregions: [w.geo.center] },
  // A district named twice (as the city bench saves some): still one match per unit.
  { subregions: [w.geo.center, w.geo.center], cntApart: [Layout.two] },
  { subregions: [w.geo.kurortny, w.geo.lazarevskoe], cntApart: [Layout.studio, Layout.one] },
  { cntApart: [Layout.two], priceTo: 16_000_000 },
  { cntApart: [Layout.two], priceTo: 16_000_000 },
  { priceFrom: 12_000_000 },
  { areaFrom: 40, floorFrom: 2 },
  { squarePriceTo: 300_000 },
  { isAction: true },
  { class: [HouseClass.comfort] },
  { objectId: w.c.breeze },
  { objectId: w.c.mountain, cntApart: [Layout.studio] },
  // Conditions on the complex: the one statement's path.
  { title: 'бриз' },
  { features: [Feature.elevator] },
  { builderId: w.builders.south, cntApart: [Layout.two] },
  { market: Market.secondary },
];

interface Told {
  count: number;
  reason: string | null;
  items: string[];
}

describe('[alerts] matching units by shape tells every owner what the one statement does', () => {
  it('counts, reasons and items per filter, «Сразу» and «Раз в день»', async () => {
    const list = corpus().map((input) => ZSearchFilter.parse(input));
    const saved = await saveFilters(t, w.user.id, list, (i) => (i % 3 === 2 ? 'daily' : 'instant'));
    const flags = await t.db
      .select({ unitsOnly: filterPredicates.unitsOnly })
      .from(filterPredicates)
      .where(
        inArray(
          filterPredicates.filterId,
          saved.map((s) => s.id),
        ),
      );
    expect(new Set(flags.map((f) => f.unitsOnly))).toEqual(new Set([true, false]));

    // Every section published anew (new), then some units cut by 5 % and some back from a booking: mixed reasons.
    await queueEverySection(t);
    const onSale = await queryRows<{ id: number; object_id: number; price: number }>(
      t.db,
      sql`select id, object_id, price from cells where status = ${CellStatus.sale} and price > 0 order by id`,
    );
    expect(onSale.length).toBeGreaterThan(FILTER_ALERT_LIMITS.itemsPerNotification);
    await t.db.insert(priceHistory).values(
      onSale.map((c, i) => ({
        cellId: c.id,
        objectId: c.object_id,
        price: c.price,
        prevPrice: i % 3 === 0 ? Math.round(c.price * 1.05) : c.price,
        status: CellStatus.sale,
        prevStatus: i % 3 === 1 ? CellStatus.reserve : CellStatus.sale,
        cause: 'cell' as const,
      })),
    );

    const expected = new Map<number, Told>();
    const rows = await queryRows<{ filter_id: number; count: number; reason: string; items: string[] }>(
      t.db,
      sql`with q as (select * from filter_alert_queue), ${matchesSql(NOW)},
        a as (select m.filter_id, count(*)::int as count,
          (array_agg(m.key order by m.prio, m.key))[1:${FILTER_ALERT_LIMITS.itemsPerNotification}] as keys,
          count(*) filter (where m.reason = 'priceCut') as cut, count(*) filter (where m.reason = 'new') as fresh,
          count(*) filter (where m.reason = 'backOnSale') as back,
          count(*) filter (where m.reason = 'deadlineMoved') as moved
          from matches m group by m.filter_id)
        select a.filter_id, a.count,
          case when a.moved > a.cut and a.moved > a.fresh and a.moved > a.back then 'deadlineMoved'
            when a.cut >= a.fresh and a.cut >= a.back then 'priceCut'
            when a.fresh >= a.back then 'new' else 'backOnSale' end as reason,
          array(select ei.kind || ':' || ei.id from unnest(a.keys) with ordinality k(key, ord)
            join event_items ei on ei.key = k.key order by k.ord) as items
        from a`,
    );
    for (const r of rows) expected.set(r.filter_id, { count: r.count, reason: r.reason, items: r.items });

    // Units by shape whatever the batch's size (the job takes that path from SHAPES_FROM_COMPLEXES complexes).
    const run = await runFilterAlerts({ db: t.db, realtime: t.realtime, now: NOW, shapesFrom: 0 });
    expect(run.ran).toBe(true);

    const told = new Map<number, Told>();
    const line = (items: TFilterMatchItem[]) => items.map((i) => `${i.kind}:${i.id}`);
    const notes = await queryRows<{
      payload: { filterId: number; count: number; reason: string; items: TFilterMatchItem[] };
    }>(t.db, sql`select payload from notifications where user_id = ${w.user.id}`);
    for (const { payload } of notes)
      told.set(payload.filterId, {
        count: payload.count,
        reason: payload.reason,
        items: line(payload.items),
      });
    const digests = await queryRows<{ filter_id: number; count: number; items: TFilterMatchItem[] }>(
      t.db,
      sql`select filter_id, count, items from filter_digest_batches where user_id = ${w.user.id}`,
    );
    for (const d of digests) told.set(d.filter_id, { count: d.count, reason: null, items: line(d.items) });

    for (const [i, filter] of saved.entries()) {
      const want = expected.get(filter.id);
      const got = told.get(filter.id);
      const title = JSON.stringify(corpus()[i]);
      if (!want) {
        expect(got, title).toBeUndefined();
        continue;
      }
      const reason = filter.notify === 'daily' ? null : want.reason;
      expect(got, title).toEqual({ ...want, reason });
    }
    // The corpus tells filters apart, and some are cut to the notification's items.
    expect(new Set([...expected.values()].map((e) => e.count)).size).toBeGreaterThan(5);
    expect([...expected.values()].some((e) => e.count > FILTER_ALERT_LIMITS.itemsPerNotification)).toBe(true);
    expect(await t.db.select().from(filterAlertQueue)).toEqual([]);
  });
});
