// The batch's units against the units_only filters (filter_predicates.units_only: nothing about the complex besides
// its place, class and id), set-based: a national day of 10,000 changes met 190,000 filters, and checking every
// (filter, complex) pair of the changed places took minutes (bench/README.md). Here the filters of the changed places
// are folded into shapes (one row per distinct predicate: people save the same region, layouts and budget), each
// shape is written once per place and layout it takes, and the units once per place they sit in (region, district,
// the district's parent, anywhere): one hash join on (place, layout) meets each shape with exactly the units of its
// place and layouts, and the unit conditions decide. Per shape only what a notification keeps is kept — counts per
// reason and the first items — and spread to its filters at the end. The conditions are match-sql.ts's own
// (unitRanges), so the job tells each owner what the one statement would (match-shapes.test.ts).
import { sql, type SQL } from 'drizzle-orm';
import { FILTER_ALERT_LIMITS } from '#shared/filter-alerts.ts';
import { smallints } from '../../core/sql.ts';
import { LAYOUTS, prio, unitEvents, unitRanges } from './match-sql.ts';

const N = sql.raw(String(FILTER_ALERT_LIMITS.itemsPerNotification));

/**
 * A match's order within its filter as one number: prio (price cuts first) above the item's key (id × 4 + kind), so
 * the smallest values are the items a notification shows, as `order by prio, key` orders them.
 */
export const orderOf = (prioSql: SQL, key: SQL) => sql`((${prioSql})::bigint << 34 | (${key})::bigint)`;
/** The key back from orderOf's value. */
export const keyOf = (value: SQL) => sql`(${value} & ${sql.raw(String(2 ** 34 - 1))})::int`;

/** The temporary tables, in the order they are made; each is dropped at the end of the batch. */
export const SHAPE_TABLES = ['alert_units', 'alert_shapes', 'alert_shape_keys', 'alert_shape_hits'] as const;

/** The shape columns: what a units_only filter asks (its place, layouts, unit ranges, class and complex). */
const SHAPE_COLUMNS = sql.raw(`region_id, subregions, cnt_apart, price_from, price_to, square_price_from,
  square_price_to, area_from, area_to, interior, floor_from, floor_to, is_action, house_class, object_id`);

/** Statements that leave alert_shape_hits (shape, count, cut, fresh, back, vals) and alert_shapes' filter ids. */
export function shapeStatements(queueIds: SQL): SQL[] {
  return [
    // The batch's unit events with what the conditions read, once per place the unit sits in (kind 0 anywhere,
    // 1 its region, 2 its district and the district's parent).
    sql`create temp table alert_units on commit drop as
      with q as materialized (select * from filter_alert_queue where id = any(${queueIds})),
      e as (${unitEvents})
      select c.id, c.object_id, ${orderOf(prio(sql`e.reason`), sql`c.id * 4`)} as v, e.reason, c.cnt_apart, c.price,
        c.square_price, c.area, c.floor, c.interior, c.is_action, o.is_action as o_is_action, o.house_class,
        os.region_id, os.id as district, os.parent_id as parent, k.kind, k.place
      from e join cells c on c.id = e.cell_id join objects o on o.id = c.object_id
      left join subregions os on os.id = o.subregion_id
      cross join lateral (values (0, 0), (1, os.region_id), (2, os.id), (2, os.parent_id)) k(kind, place)
      where k.place is not null`,
    sql`analyze alert_units`,
    // The subscribed units_only filters of the changed places, one row per distinct predicate.
    sql`create temp table alert_shapes on commit drop as
      select (row_number() over ())::int as shape, s.* from (
        select ${SHAPE_COLUMNS}, array_agg(p.filter_id) as filter_ids
        from filter_predicates p
        where p.market = 1 and p.units_only
          and (p.region_id in (select place from alert_units where kind = 1)
            or (p.region_id is null and p.subregions && array(select place from alert_units where kind = 2))
            or (p.region_id is null and p.subregions is null))
          and exists (select 1 from filters fl where fl.id = p.filter_id and fl.notify <> 'off')
        group by ${SHAPE_COLUMNS}) s`,
    // Each shape once per place key and layout it takes.
    sql`create temp table alert_shape_keys on commit drop as
      select s.shape, k.kind, k.place, l.layout, s.subregions, s.price_from, s.price_to, s.square_price_from,
        s.square_price_to, s.area_from, s.area_to, s.interior, s.floor_from, s.floor_to, s.is_action, s.house_class,
        s.object_id
      from alert_shapes s
      cross join lateral (select 1, s.region_id where s.region_id is not null
        union all select distinct 2, d from unnest(s.subregions) d where s.region_id is null
        union all select 0, 0 where s.region_id is null and s.subregions is null) k(kind, place)
      cross join lateral unnest(coalesce(s.cnt_apart, ${smallints(LAYOUTS)})) l(layout)`,
    sql`analyze alert_shape_keys`,
    // A region's shape that also names districts keeps the units of those; a shape of districts meets a unit once
    // (by its district when it names both the district and its parent).
    sql`create temp table alert_shape_hits on commit drop as
      select p.shape, count(*)::int as count,
        (count(*) filter (where c.reason = 'priceCut'))::int as cut,
        (count(*) filter (where c.reason = 'new'))::int as fresh,
        (count(*) filter (where c.reason = 'backOnSale'))::int as back,
        (array_agg(c.v order by c.v))[1:${N}] as vals
      from alert_shape_keys p
      join alert_units c on c.kind = p.kind and c.place = p.place and c.cnt_apart = p.layout
      where (p.kind <> 1 or p.subregions is null or c.district = any(p.subregions) or c.parent = any(p.subregions))
        and (p.kind <> 2 or p.place = c.district or not coalesce(c.district = any(p.subregions), false))
        and ${unitRanges} and (not p.is_action or c.is_action or c.o_is_action)
        and (p.house_class is null or c.house_class = any(p.house_class))
        and (p.object_id is null or c.object_id = p.object_id)
      group by p.shape`,
  ];
}

/** Per filter from its shape: filter_id, count, cut, fresh, back, vals. */
export const shapeFilterHits = sql`select f.filter_id, h.count, h.cut, h.fresh, h.back, h.vals
  from alert_shape_hits h join alert_shapes s on s.shape = h.shape
  cross join lateral unnest(s.filter_ids) f(filter_id)`;
