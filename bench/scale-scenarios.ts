// The scenarios of bench/scale.ts: the same requests at the city scale (bench/discovery-data.ts, Greater Sochi) and
// the national one (bench/national-data.ts), each through the endpoint's domain function, uncached. What differs
// between the scales is only where «the city» is (Sochi, or the region with the most complexes) and which complex,
// section and district are opened: picked the same way on both.
import { sql } from 'drizzle-orm';
import { ZMapClusterRequest, ZSearchFilter } from '#shared/schemas/filter.ts';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import type { Storage } from '#server/storage/storage.ts';
import { queryRows } from '#server/core/sql.ts';
import { countResults, search, SEARCH_PER_PAGE } from '#server/modules/search/search.ts';
import { countComplexes, searchComplexes } from '#server/modules/search/search-complexes.ts';
import type { FilterContext } from '#server/modules/search/filter-sql.ts';
import { loadObjectCards } from '#server/modules/cards/cards.ts';
import { mapCluster } from '#server/modules/search/map-cluster.ts';
import { autocomplete } from '#server/modules/search/autocomplete.ts';
import { findVisibleObject } from '#server/policies/visibility.ts';
import { loadObjectFull } from '#server/modules/realty/load-object-full.ts';
import { loadChessView } from '#server/modules/chess/load-chess-view.ts';
import { marketSummary } from '#server/modules/market/summary.ts';
import { BENCH_VIEWER_PHONE } from './discovery-data.ts';

export interface ScaleCtx {
  db: Db;
  storage: Storage;
  viewer: UserRow;
  now: Date;
  /** The city's box: Greater Sochi, or the biggest region's city. */
  city: [[number, number], [number, number]];
  objectId: number;
  sectionId: number;
  districtId: number;
}

export interface ScaleScenario {
  name: string;
  run: (c: ScaleCtx) => Promise<unknown>;
}

/** Russia from Kaliningrad to Chukotka as a map at zoom 4 shows it. */
const RUSSIA: [[number, number], [number, number]] = [
  [41, 19],
  [72, 180],
];

const actions = { market: 1, isAction: 1 };
const layouts = { market: 1, cntApart: [2, 3], priceTo: 15_000_000, sort: 'priceUp' };
const resale = { market: 2, priceTo: 12_000_000 };
const f = (body: object) => ZSearchFilter.parse(body);
const page1 = (body: object) => (c: ScaleCtx) =>
  search({ db: c.db, storage: c.storage }, f(body), c.viewer, c.now, 1);
const count = (body: object) => (c: ScaleCtx) => countResults(c.db, f(body), c.viewer, c.now);
const map = (body: (c: ScaleCtx) => object) => (c: ScaleCtx) =>
  mapCluster(c.db, ZMapClusterRequest.parse(body(c)), c.viewer, c.now, 1);
/**
 * The same search read from the units, as before the stored per-layout figures (FilterContext.unitsOnly): the
 * reference rows, timed in the same run as the scenarios they stand beside.
 */
const fromUnits = (c: ScaleCtx): FilterContext => ({ viewer: c.viewer, now: c.now, unitsOnly: true });
const unitsPage1 = (body: object) => async (c: ScaleCtx) => {
  const found = await searchComplexes(c.db, f(body), fromUnits(c), 1, SEARCH_PER_PAGE);
  return loadObjectCards(c.db, c.storage, found.ids, c.viewer, c.now, found.relevance);
};
const unitsCount = (body: object) => (c: ScaleCtx) => countComplexes(c.db, f(body), fromUnits(c));
const access = (c: ScaleCtx) => ({ viewer: c.viewer, preview: false, companyIds: [] });

export const SCALE_SCENARIOS: ScaleScenario[] = [
  { name: 'search «Акции», page 1 + total', run: page1(actions) },
  { name: 'count «Акции»', run: count(actions) },
  { name: 'search layouts + price, page 1 + total', run: page1(layouts) },
  { name: 'count layouts + price', run: count(layouts) },
  { name: 'reference: search layouts + price from the units', run: unitsPage1(layouts) },
  { name: 'reference: count layouts + price from the units', run: unitsCount(layouts) },
  { name: 'reference: count «Акции» from the units', run: unitsCount(actions) },
  { name: 'search resale, page 1 + total', run: page1(resale) },
  { name: 'count resale', run: count(resale) },
  { name: 'map complexes, city (z11)', run: map((c) => ({ market: 1, bounds: c.city, zoom: 11 })) },
  { name: 'map resale, city (z11)', run: map((c) => ({ market: 2, bounds: c.city, zoom: 11 })) },
  { name: 'map complexes, country (z4)', run: map(() => ({ market: 1, bounds: RUSSIA, zoom: 4 })) },
  { name: 'autocomplete «солнечный»', run: (c) => autocomplete(c.db, 'солнечный', c.viewer) },
  {
    name: 'object page',
    run: async (c) => {
      const object = await findVisibleObject(c.db, c.objectId, access(c));
      return loadObjectFull(c.db, c.storage, object, access(c), c.now);
    },
  },
  {
    name: 'chessboard of a section',
    run: (c) => loadChessView(c.db, c.storage, c, access(c), f({}), c.now),
  },
  {
    name: 'market summary, busiest district (12 months)',
    run: (c) => marketSummary(c.db, { districtId: c.districtId }, c.now),
  },
];

/** The viewer; the city: the region with the most complexes, its box and its busiest district; a complex there and
 * one of its sections. */
export async function scaleCtx(db: Db, storage: Storage, now: Date): Promise<ScaleCtx> {
  const viewer = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.phone, BENCH_VIEWER_PHONE) });
  if (!viewer) throw new Error('No benchmark data: run bench/generate.ts first');
  const [district] = await queryRows<{ id: number; region_id: number }>(
    db,
    sql`with region as (select sr.region_id from objects o join subregions sr on sr.id = o.subregion_id
        group by sr.region_id order by count(*) desc, sr.region_id limit 1)
      select sr.id, sr.region_id from objects o join subregions sr on sr.id = o.subregion_id
      where sr.region_id = (select region_id from region)
      group by sr.id order by count(*) desc, sr.id limit 1`,
  );
  const [box] = await queryRows<{ s: number; w: number; n: number; e: number }>(
    db,
    sql`select percentile_cont(0.02) within group (order by o.latitude) s,
        percentile_cont(0.02) within group (order by o.longitude) w,
        percentile_cont(0.98) within group (order by o.latitude) n,
        percentile_cont(0.98) within group (order by o.longitude) e
      from objects o join subregions sr on sr.id = o.subregion_id
      where o.published and sr.region_id = ${district!.region_id}`,
  );
  // The same pick on both scales: the 124th visible section of the busiest district.
  const [section] = await queryRows<{ object_id: number; id: number }>(
    db,
    sql`select s.object_id, s.id from sections s join pavilions p on p.id = s.pavilion_id
      join objects o on o.id = s.object_id
      where o.published and p.published and s.published and o.subregion_id = ${district!.id}
      order by s.id limit 1 offset 123`,
  );
  const r = (x: number) => Math.round(Number(x) * 1000) / 1000;
  return {
    db,
    storage,
    viewer,
    now,
    city: [
      [r(box!.s), r(box!.w)],
      [r(box!.n), r(box!.e)],
    ],
    objectId: Number(section!.object_id),
    sectionId: Number(section!.id),
    districtId: Number(district!.id),
  };
}
