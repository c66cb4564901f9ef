// POST /api/map/cluster: the objects matching a filter inside the map's bounds, grouped on a grid whose cells are
// about CELL_PX screen pixels at the zoom asked for. A cell holding one object answers as a point with its price;
// a cell holding several, as a cluster with their count, centre and bounding box. Paged like lists.
import { sql, type SQL } from 'drizzle-orm';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TMapClusterRequest } from '#shared/schemas/filter.ts';
import type { TMapClusterResponse, TMapItem } from '#shared/schemas/search.ts';
import { offerTitle } from '#shared/offer-title.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import {
  complexConditions,
  offerConditions,
  offerLatitude,
  offerLongitude,
  unitBase,
  type FilterContext,
} from './filter-sql.ts';
import { matchingComplexes } from './search-complexes.ts';
import { offersFrom } from './search-offers.ts';
import { isSecondary } from './search.ts';
import { allOf, queryRows, toNumber } from '../../core/sql.ts';
import { withAreas } from './area-ids.ts';

/**
 * Items a page: the map needs all of them at once, and every page groups the whole view again, so a page holds a
 * dense view's worth (a desktop at a city zoom has some 200 grid cells; a street zoom with no clustering thousands).
 */
export const MAP_PER_PAGE = 2000;
/** The side of a grid cell on screen. */
const CELL_PX = 80;
/** From this zoom on, only objects at the very same spot are grouped. */
export const NO_CLUSTER_ZOOM = 17;

/** Grid cell in degrees: a Web Mercator tile is 256 px and 360°/2^zoom wide; latitude shrinks by cos(lat). */
export function gridCell(zoom: number, bounds: TMapClusterRequest['bounds']): { lat: number; lng: number } {
  if (zoom >= NO_CLUSTER_ZOOM) return { lat: 1e-7, lng: 1e-7 };
  const lng = ((360 / 2 ** zoom) * CELL_PX) / 256;
  const middle = ((bounds[0][0] + bounds[1][0]) / 2) * (Math.PI / 180);
  return { lat: lng * Math.max(0.05, Math.cos(middle)), lng };
}

/** Points as (id, lat, lng, price): only numbers, so grouping tens of thousands of them stays cheap. */
function complexPoints(f: TMapClusterRequest, ctx: FilterContext): SQL {
  const c = complexConditions(f, ctx);
  const placed = sql`o.latitude is not null and o.longitude is not null`;
  if (c.unit.length === 0) {
    return sql`select o.id, o.latitude as lat, o.longitude as lng, o.price_from as price
      from objects o where ${placed} and ${matchingComplexes(c)}`;
  }
  const stored = c.stats?.lowest(false);
  if (stored) {
    // The stored per-layout rows tell which complexes match and their lowest matching price.
    return sql`select o.id, o.latitude as lat, o.longitude as lng, m.price
      from (select s.object_id as id, min(${stored}) as price
        from object_layout_stats s join objects o on o.id = s.object_id
        where ${c.stats!.row} and ${c.visibleWithUnit} and ${allOf(c.object)} and ${placed}
        group by s.object_id) m
      join objects o on o.id = m.id`;
  }
  return sql`select o.id, o.latitude as lat, o.longitude as lng, m.price
    from (select c.object_id as id, min(c.price) filter (where c.price > 0) as price
      from cells c join objects o on o.id = c.object_id
      where ${unitBase} and ${allOf(c.unit)} and ${c.visibleWithUnit} and ${allOf(c.object)} and ${placed}
        and ${allOf(c.prefilter)}
      group by c.object_id) m
    join objects o on o.id = m.id`;
}

function offerPoints(f: TMapClusterRequest, ctx: FilterContext): SQL {
  return sql`select f.id, ${offerLatitude} as lat, ${offerLongitude} as lng, f.price
    from ${offersFrom}
    where ${offerLatitude} is not null and ${offerLongitude} is not null and ${allOf(offerConditions(f, ctx))}`;
}

/**
 * What a single point shows (its title's parts), read for the page's points only: a lateral look-up by primary key
 * per point (a join would hash the whole table of offers to find a page's few). `limit 1` keeps the planner from
 * turning the look-up back into that join.
 */
const pointDetails = (secondary: boolean) =>
  secondary
    ? sql`left join lateral (select d.title, d.cnt_apart, d.room_type, d.area from offers d
        where pg.n = 1 and d.id = pg.id limit 1) d on true`
    : sql`left join lateral (select d.title from objects d where pg.n = 1 and d.id = pg.id limit 1) d on true`;
const detailColumns = (secondary: boolean) =>
  secondary
    ? sql`d.title, d.cnt_apart, d.room_type, d.area`
    : sql`d.title, null::smallint as cnt_apart, null::smallint as room_type, null::numeric as area`;

export function clusterSql(
  f: TMapClusterRequest,
  ctx: FilterContext,
  page: number,
  perPage = MAP_PER_PAGE,
): SQL {
  const cell = gridCell(f.zoom, f.bounds);
  const secondary = isSecondary(f);
  const points = secondary ? offerPoints(f, ctx) : complexPoints(f, ctx);
  return sql`with pts as (${points}),
    g as (
      select floor(lat / ${cell.lat}::float8)::int as gy, floor(lng / ${cell.lng}::float8)::int as gx,
        count(*)::int as n, avg(lat) as lat, avg(lng) as lng,
        min(lat) as south, max(lat) as north, min(lng) as west, max(lng) as east,
        min(price) filter (where price > 0) as price, min(id) as id
      from pts group by 1, 2),
    pg as (
      select g.*, count(*) over ()::int as total, (sum(n) over ())::int as objects
      from g order by gy, gx
      limit ${perPage} offset ${(page - 1) * perPage})
    select pg.*, ${detailColumns(secondary)}
    from pg ${pointDetails(secondary)}
    order by pg.gy, pg.gx`;
}

interface ClusterRow {
  n: number;
  lat: unknown;
  lng: unknown;
  south: unknown;
  north: unknown;
  west: unknown;
  east: unknown;
  price: unknown;
  id: number;
  title: string | null;
  cnt_apart: number | null;
  room_type: number | null;
  area: unknown;
  total: number;
  objects: number;
}

export async function mapCluster(
  db: DbOrTx,
  f: TMapClusterRequest,
  viewer: UserRow | null,
  now: Date,
  page: number,
  perPage = MAP_PER_PAGE,
): Promise<TMapClusterResponse> {
  const secondary = isSecondary(f);
  const ctx = await withAreas(db, f, { viewer, now }, secondary);
  const rows = await queryRows<ClusterRow>(db, clusterSql(f, ctx, page, perPage));
  const data: TMapItem[] = rows.map((r) => {
    const price = toNumber(r.price);
    if (Number(r.n) === 1) {
      return {
        type: 'point',
        id: Number(r.id),
        isOffer: secondary,
        latitude: Number(r.lat),
        longitude: Number(r.lng),
        price,
        title: secondary
          ? offerTitle({
              title: r.title,
              cntApart: r.cnt_apart,
              roomType: r.room_type,
              area: toNumber(r.area),
            })
          : (r.title ?? ''),
      };
    }
    return {
      type: 'cluster',
      latitude: Number(r.lat),
      longitude: Number(r.lng),
      count: Number(r.n),
      bounds: [
        [Number(r.south), Number(r.west)],
        [Number(r.north), Number(r.east)],
      ],
      priceFrom: price,
    };
  });
  let total = rows.length ? Number(rows[0]!.total) : 0;
  let objects = rows.length ? Number(rows[0]!.objects) : 0;
  if (!rows.length && page > 1) {
    // Past the last page: count what the first page would have said.
    const [first] = await queryRows<ClusterRow>(db, clusterSql(f, ctx, 1, perPage));
    total = Number(first?.total ?? 0);
    objects = Number(first?.objects ?? 0);
  }
  return { data, meta: pageMeta(page, perPage, total), objects };
}
