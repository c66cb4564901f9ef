// One statement matches queued changes against every subscribed filter (docs/decisions/024-filter-alerts.md): the
// changes become events (a unit, a complex or an offer, with a reason), and the events join filter_predicates, whose
// columns carry each filter's conditions. Every condition is the search's (server/modules/search/filter-sql.ts) with
// the filter's value read from its column, and a null column meaning "any"; match-sql.test.ts holds the two equal
// field by field. Visibility is the public's: nothing of an unpublished complex, building or section matches.
import { sql, type SQL } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, CellStatus, Layout, OfferStatus } from '#shared/enums.ts';
import { FILTER_ALERT_LIMITS } from '#shared/filter-alerts.ts';
import { intList, smallints } from '../../core/sql.ts';
import { isNewComplexSql } from '../cards/new-complex.ts';
import {
  NEW_OFFER_DAYS,
  offerHouseType,
  offerSquarePrice,
  offerStructure,
  unitBase,
  visibleComplex,
} from '../search/filter-sql.ts';

const onSale = intList(CELL_STATUSES_ON_SALE);
const keepShare = sql.raw(String(1 - FILTER_ALERT_LIMITS.priceCutShare));

/**
 * Why a price_history row is news: a dwelling or offer that came on sale (new when it never was, back when it had
 * been booked, sold or taken off), or whose price fell by the share. `h` is the row, `live` the on-sale statuses.
 */
function reasonOf(live: SQL, fresh: SQL): SQL {
  return sql`case
    when h.status in ${live} and (h.prev_status is null or h.prev_status not in ${live})
      then case when h.prev_status is null or h.prev_status in ${fresh} then 'new' else 'backOnSale' end
    when h.status in ${live} and h.prev_price > 0 and h.price > 0 and h.price <= h.prev_price * ${keepShare}
      then 'priceCut'
  end`;
}

/** Units whose change is news and that a buyer sees now, with the price they had before a cut. */
export const unitEvents = sql`select distinct on (c.id) c.id as cell_id, c.object_id, e.reason, e.prev_price
  from (
    select h.cell_id, q.id as ord, h.prev_price,
      ${reasonOf(onSale, intList([CellStatus.fund]))} as reason
    from q join price_history h on h.id = q.history_id where h.cell_id is not null
    union all
    select c.id, q.id, null, 'new' from q join cells c on c.section_id = q.section_id where q.source = 'section'
    union all
    select c.id, q.id, null, 'new' from q join cells c on c.pavilion_id = q.pavilion_id where q.source = 'pavilion'
  ) e
  -- A look-up per event by the unit's key: a join let the planner hash every unit on sale of the country.
  cross join lateral (select c.id, c.object_id, c.price from cells c where c.id = e.cell_id and ${unitBase}
    limit 1) c
  join objects o on o.id = c.object_id
  where e.reason is not null and o.published
    and (e.reason <> 'priceCut' or (c.price > 0 and c.price <= e.prev_price * ${keepShare}))
  order by c.id, e.ord desc`;

/** Resale offers whose change is news and that are active now. */
const offerEvents = sql`select distinct on (f.id) f.id as offer_id, e.reason, e.prev_price
  from (
    select h.offer_id, q.id as ord, h.prev_price,
      ${reasonOf(intList([OfferStatus.active]), intList([OfferStatus.draft]))} as reason
    from q join price_history h on h.id = q.history_id where h.offer_id is not null
  ) e
  join offers f on f.id = e.offer_id
  where e.reason is not null and f.status = ${sql.raw(String(OfferStatus.active))}
    and (e.reason <> 'priceCut' or (f.price > 0 and f.price <= e.prev_price * ${keepShare}))
  order by f.id, e.ord desc`;

/**
 * The complexes events concern, with what their conditions read besides their own columns: region and districts,
 * builders, and the text the free-text search looks at.
 */
const complexFacts = (ids: SQL) => sql`select o.*, os.region_id as f_region, os.id as f_district,
    os.parent_id as f_district_parent, os.name as f_district_name, osp.name as f_district_parent_name,
    coalesce((select array_agg(ob.builder_id) from object_builders ob where ob.object_id = o.id), '{}') as f_builders,
    coalesce((select array_agg(b.name) from object_builders ob join builders b on b.id = ob.builder_id
      where ob.object_id = o.id), '{}') as f_builder_names,
    to_tsvector('russian', o.title || ' ' || coalesce(o.address, '')) as f_text
  from objects o
  left join subregions os on os.id = o.subregion_id
  left join subregions osp on osp.id = os.parent_id
  where o.id in (${ids})`;

/** filter-sql's placeConditions over a district's facts. */
const placeOf = (district: SQL, parent: SQL, region: SQL) => sql`
  (p.region_id is null or ${region} = p.region_id)
  and (p.subregions is null or ${district} = any(p.subregions) or ${parent} = any(p.subregions))`;

/** filter-sql's polygonCondition over the predicate's jsonb rings: inside any ring's box and the ring itself. */
const inPolygons = (lat: SQL, lng: SQL) => sql`(p.polygons is null or exists (
  select 1 from jsonb_array_elements(p.polygons) g
  where ${lat} between (g->'box'->>0)::float8 and (g->'box'->>2)::float8
    and ${lng} between (g->'box'->>1)::float8 and (g->'box'->>3)::float8
    and kv_in_ring(${lat}, ${lng}, array(select jsonb_array_elements_text(g->'ring')::float8))))`;

/** near-sql's «Рядом» over the predicate's distances (issue 28). */
const nearWithin = (column: string, kind: string) =>
  sql.raw(`(p.${column} is null or exists (select 1 from object_nearby n where n.object_id = o.id
    and n.kind = '${kind}' and n.distance_m <= p.${column}))`);
const nearMatches = sql`${nearWithin('near_school', 'school')} and ${nearWithin('near_kindergarten', 'kindergarten')}
  and ${nearWithin('near_sea', 'beach')}`;

/** filter-sql's characteristicConditions, alias o (with its facts). */
const characteristics = sql`
  (p.house_class is null or o.house_class = any(p.house_class))
  and (p.date_build_from is null or o.date_build >= p.date_build_from)
  and (p.date_build_before is null or o.date_build < p.date_build_before)
  and (p.is_finished is null or o.is_finished = p.is_finished)
  and (not p.no_deadline_shift or o.deadline_shifts = 0)
  and (not p.escrow or o.escrow_verified)
  and (p.features is null or o.features @> p.features)
  and (p.payments is null or o.payments @> p.payments)
  and (p.parking is null or o.parking && p.parking)
  and (p.territory is null or o.territory = any(p.territory))
  and (p.material is null or o.material = any(p.material))
  and (p.distance_sea_to is null or o.distance_sea <= p.distance_sea_to)
  and (p.ceiling_height_from is null or o.ceiling_height >= p.ceiling_height_from)
  and (p.builder_id is null or p.builder_id = any(o.f_builders))
  and ${nearMatches}`;

/** filter-sql's complexConditions(...).object, alias o. */
const complexObject = (now: Date) => sql`
  (p.title_like is null or o.title ilike p.title_like or o.address ilike p.title_like
    or (p.title_ts is not null and o.f_text @@ to_tsquery('russian', p.title_ts))
    or exists (select 1 from unnest(o.f_builder_names) n where n ilike p.title_like)
    or o.f_district_name ilike p.title_like or o.f_district_parent_name ilike p.title_like)
  and (p.object_id is null or o.id = p.object_id)
  and (p.house_type is null or o.house_type = any(p.house_type))
  and (p.structure is null or o.type = p.structure)
  and (not p.is_new or ${isNewComplexSql(
    { features: sql`o.features`, publishedAt: sql`o.published_at`, createdAt: sql`o.created_at` },
    now,
  )})
  and ${characteristics}
  and ${placeOf(sql`o.f_district`, sql`o.f_district_parent`, sql`o.f_region`)}
  and (p.south is null or (o.latitude between p.south and p.north and o.longitude between p.west and p.east))
  and ${inPolygons(sql`o.latitude`, sql`o.longitude`)}`;

/** unitPlain without the layout, which complex_layouts joins on. */
export const unitRanges = sql`
  ((p.price_from is null and p.price_to is null) or c.price > 0)
  and (p.price_from is null or c.price >= p.price_from)
  and (p.price_to is null or c.price <= p.price_to)
  and (p.square_price_from is null
    or coalesce(c.square_price, round(c.price / nullif(c.area, 0))) >= p.square_price_from)
  and (p.square_price_to is null
    or coalesce(c.square_price, round(c.price / nullif(c.area, 0))) <= p.square_price_to)
  and (p.area_from is null or c.area >= p.area_from)
  and (p.area_to is null or c.area <= p.area_to)
  and (p.interior is null or c.interior = any(p.interior))
  and (p.floor_from is null or c.floor >= p.floor_from)
  and (p.floor_to is null or c.floor <= p.floor_to)`;

export const LAYOUTS = Layout.options.map((o) => o.value);

/** filter-sql's unit conditions without the promotion (unitPlain), alias c. */
const unitPlain = sql`${unitRanges} and (p.cnt_apart is null or c.cnt_apart = any(p.cnt_apart))`;

/** The whole complex-wide promotion covers every unit; otherwise the unit must be on promotion. */
const unitAction = sql`(not p.is_action or c.is_action or o.is_action)`;

/** Does the filter say anything about units (then a complex needs a matching unit on sale)? */
const namesUnits = sql`(p.price_from is not null or p.price_to is not null or p.square_price_from is not null
  or p.square_price_to is not null or p.area_from is not null or p.area_to is not null or p.cnt_apart is not null
  or p.interior is not null or p.floor_from is not null or p.floor_to is not null or p.is_action)`;

/** filter-sql's offerConditions, alias f with its complex o (and its facts) left-joined. */
const offerMatch = (now: Date) => {
  const since = new Date(now.getTime() - NEW_OFFER_DAYS * 86_400_000).toISOString();
  const within = (column: string, from: string, to: string) =>
    sql.raw(`(f.${column} between p.${from} and p.${to}
      or (f.${column} is null and o.${column} between p.${from} and p.${to}))`);
  return sql`
  (p.title_like is null or f.title ilike p.title_like or f.address ilike p.title_like or o.title ilike p.title_like
    or (p.title_ts is not null and to_tsvector('russian', coalesce(f.title, '') || ' ' || coalesce(f.address, ''))
      @@ to_tsquery('russian', p.title_ts))
    or fs.name ilike p.title_like or fsp.name ilike p.title_like)
  and (p.object_id is null or f.object_id = p.object_id)
  and (p.offer_id is null or f.id = p.offer_id)
  and (p.house_type is null or ${offerHouseType} = any(p.house_type))
  and (p.structure is null or ${offerStructure} = p.structure)
  and (not p.is_new or coalesce(f.activated_at, f.created_at) >= ${since}::timestamptz)
  and ${characteristics}
  and ${placeOf(sql`fs.id`, sql`fs.parent_id`, sql`fs.region_id`)}
  and (p.south is null or (${within('latitude', 'south', 'north')} and ${within('longitude', 'west', 'east')}))
  and ${inPolygons(sql`coalesce(f.latitude, o.latitude)`, sql`coalesce(f.longitude, o.longitude)`)}
  and ((p.price_from is null and p.price_to is null) or f.price > 0)
  and (p.price_from is null or f.price >= p.price_from)
  and (p.price_to is null or f.price <= p.price_to)
  and (p.square_price_from is null or ${offerSquarePrice} >= p.square_price_from)
  and (p.square_price_to is null or ${offerSquarePrice} <= p.square_price_to)
  and (p.area_from is null or f.area >= p.area_from)
  and (p.area_to is null or f.area <= p.area_to)
  and (p.cnt_apart is null or f.cnt_apart = any(p.cnt_apart))
  and (p.interior is null or f.interior = any(p.interior))
  and (p.floor_from is null or f.floor >= p.floor_from)
  and (p.floor_to is null or f.floor <= p.floor_to)
  and (not p.is_action or f.is_action)`;
};

/**
 * The subscribed filters of one market that can take a place at all: those of its region, those of no region that
 * name its district (or the district's parent), and those of no place; disjoint, and together every filter whose
 * place conditions (placeOf) it meets. Each part is an index probe (filter_predicates' indexes), so the pairs to
 * check grow with the filters of the changed places, not with every filter in the country.
 */
const candidates = (market: number, region: SQL, district: SQL, parent: SQL, only: SQL) => {
  const m = sql.raw(String(market));
  return sql`(select p.* from filter_predicates p where p.market = ${m} and p.region_id = ${region}${only}
    union all
    select p.* from filter_predicates p where p.market = ${m} and p.region_id is null${only}
      and p.subregions && array_remove(array[${district}, ${parent}]::int[], null)
    union all
    select p.* from filter_predicates p where p.market = ${m} and p.region_id is null and p.subregions is null${only})`;
};

/** Only the filters with conditions on the complex (their own partial indexes): the rest go by shape. */
const complexLevel = sql` and not p.units_only`;

/**
 * Subscribed filters' predicates of one market for a place. The subscription is looked up by the filter's key per
 * candidate; `offset 0` keeps it inside (pulled up into a join, it had the planner scan all 200,000 saved filters
 * for every candidate it wrongly expected once).
 */
const subscribed = (
  market: number,
  region: SQL,
  district: SQL,
  parent: SQL,
  only: SQL = sql``,
) => sql`select p.*
  from ${candidates(market, region, district, parent, only)} p
  where exists (select 1 from filters fl where fl.id = p.filter_id and fl.notify <> 'off')
  offset 0`;

export const prio = (reason: SQL) =>
  sql`(case ${reason} when 'priceCut' then 0 when 'new' then 1 else 2 end)::smallint`;

/** An item as the notification and the letter show it (shared/filter-alerts.ts TFilterMatchItem). */
const itemJson = (kind: 'unit' | 'complex' | 'offer', fields: Record<string, SQL>) =>
  sql`jsonb_build_object('kind', ${sql.raw(`'${kind}'`)}, ${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * Every (filter, event) match of the queued rows `q` (a CTE the caller defines) as `matches` (filter_id, key,
 * prio, reason), and each event once as `event_items` (key, kind, id, item): the pairs stay narrow, and the items'
 * JSON is built once per event, not once per filter. A key is the item's id times 4 plus its kind (0 unit,
 * 1 complex, 2 offer); prio orders a filter's items (price cuts first).
 */
export function matchesSql(
  now: Date,
  /** unitsByShape: units meet only the filters that are not units_only; match-shapes.ts matches those. */
  options: { unitsByShape?: boolean } = {},
): SQL {
  const only = options.unitsByShape ? complexLevel : sql``;
  return sql`unit_events as materialized (${unitEvents}),
  -- A complex newly published, or one whose published building's handover moved (a publication wins).
  complex_events as materialized (
    select distinct on (o.id) o.id, case q.source when 'complex' then 'new' else 'deadlineMoved' end as reason
    from q join objects o on o.id = q.object_id
    left join pavilions pv on pv.id = q.pavilion_id
    where (q.source = 'complex' or (q.source = 'deadline' and (q.pavilion_id is null or pv.published)))
      and ${visibleComplex(null)}
    order by o.id, (q.source = 'complex') desc),
  offer_events as materialized (${offerEvents}),
  -- The units with what their conditions read, once.
  unit_rows as materialized (
    select c.*, o.is_action as o_is_action, o.title as o_title, e.reason, e.prev_price
    from unit_events e join cells c on c.id = e.cell_id join objects o on o.id = e.object_id),
  facts as materialized (${complexFacts(sql`select object_id from unit_events union select id from complex_events`)}),
  -- The complex's own conditions once per (filter, complex), before its units are looked at; only the filters of
  -- its place are read.
  -- Only the columns read below: a national batch holds a million (filter, complex) pairs, and whole predicate rows
  -- made them gigabytes.
  unit_complex_match as materialized (
    select p.filter_id, p.cnt_apart, p.price_from, p.price_to, p.square_price_from, p.square_price_to, p.area_from,
      p.area_to, p.interior, p.floor_from, p.floor_to, p.is_action, o.id as matched_object_id from facts o
    cross join lateral (${subscribed(1, sql`o.f_region`, sql`o.f_district`, sql`o.f_district_parent`, only)}) p
    where o.id in (select object_id from unit_events) and ${complexObject(now)}),
  -- Complexes published or moved meet every filter of their place (few: publications and handovers).
  complex_match as materialized (
    select p.filter_id, p.cnt_apart, p.price_from, p.price_to, p.square_price_from, p.square_price_to, p.area_from,
      p.area_to, p.interior, p.floor_from, p.floor_to, p.is_action, o.id as matched_object_id from facts o
    cross join lateral (${subscribed(1, sql`o.f_region`, sql`o.f_district`, sql`o.f_district_parent`)}) p
    where o.id in (select id from complex_events) and ${complexObject(now)}),
  -- The unit conditions of those filters, once per layout they take: a unit meets only the filters of its own
  -- layout (a hash join), so the conditions below are evaluated on far fewer pairs.
  complex_layouts as materialized (
    select p.filter_id, p.matched_object_id, l.layout, p.price_from, p.price_to, p.square_price_from,
      p.square_price_to, p.area_from, p.area_to, p.interior, p.floor_from, p.floor_to, p.is_action
    from unit_complex_match p
    cross join lateral unnest(coalesce(p.cnt_apart, ${smallints(LAYOUTS)})) as l(layout)),
  offer_rows as materialized (
    select f.*, e.reason, e.prev_price from offer_events e join offers f on f.id = e.offer_id),
  -- Once per offer's complex: inlined, its facts were rebuilt for each of 550,000 (filter, offer) pairs.
  offer_facts as materialized (${complexFacts(sql`select object_id from offer_rows`)}),
  event_items as materialized (
    select c.id * 4 as key, 'unit' as kind, c.id, ${itemJson('unit', {
      id: sql`c.id`,
      cardId: sql`c.object_id`,
      title: sql`c.o_title`,
      layout: sql`c.cnt_apart`,
      area: sql`c.area::float8`,
      price: sql`c.price`,
      prevPrice: sql`c.prev_price`,
      reason: sql`c.reason`,
    })} as item from unit_rows c
    union all
    select o.id * 4 + 1, 'complex', o.id, ${itemJson('complex', {
      id: sql`o.id`,
      cardId: sql`o.id`,
      title: sql`o.title`,
      layout: sql`null::int`,
      area: sql`null::float8`,
      price: sql`o.price_from`,
      prevPrice: sql`null::bigint`,
      reason: sql`e.reason`,
    })} from complex_events e join objects o on o.id = e.id
    union all
    select f.id * 4 + 2, 'offer', f.id, ${itemJson('offer', {
      id: sql`f.id`,
      cardId: sql`f.id`,
      title: sql`coalesce(f.title, f.address, '')`,
      layout: sql`f.cnt_apart`,
      area: sql`f.area::float8`,
      price: sql`f.price`,
      prevPrice: sql`f.prev_price`,
      reason: sql`f.reason`,
    })} from offer_rows f),
  matches as (
    select p.filter_id, c.id * 4 as key, ${prio(sql`c.reason`)} as prio, c.reason
    from unit_rows c
    join complex_layouts p on p.matched_object_id = c.object_id and p.layout = c.cnt_apart
    where ${unitRanges} and (not p.is_action or c.is_action or c.o_is_action)
    union all
    select p.filter_id, o.id * 4 + 1, ${prio(sql`e.reason`)}, e.reason
    from complex_events e
    join complex_match p on p.matched_object_id = e.id
    join objects o on o.id = e.id
    where not ${namesUnits} or exists (select 1 from cells c where c.object_id = o.id and ${unitBase}
      and ${unitPlain} and ${unitAction})
    union all
    select p.filter_id, f.id * 4 + 2, ${prio(sql`f.reason`)}, f.reason
    from offer_rows f
    left join offer_facts o on o.id = f.object_id
    left join subregions fs on fs.id = f.subregion_id
    left join subregions fsp on fsp.id = fs.parent_id
    cross join lateral (${subscribed(2, sql`fs.region_id`, sql`fs.id`, sql`fs.parent_id`)}) p
    where ${offerMatch(now)})`;
}

/**
 * Every saved filter of new builds (whatever its subscription) against the units on sale of the complexes, as
 * distinct (filter_id, user_id, cnt_apart, band) where `band` groups units by price: the builder's demand signals
 * (server/modules/analytics/demand.ts), by the alerts' own conditions. As in matchesSql, a complex's own conditions
 * are checked once per filter and a filter meets only its layouts' groups; within a group one matching unit is
 * enough (an index probe that stops at the first).
 */
export function filterGroupMatchesSql(
  objectIds: SQL,
  now: Date,
  band: (price: SQL) => SQL,
  /** perComplex: one row per complex too (object_id), as analytics' daily rollup stores them; filters: a condition
   * on the predicate `p` (only the filters saved since a run). */
  options: { perComplex?: boolean; filters?: SQL } = {},
): SQL {
  return sql`with facts as materialized (${complexFacts(objectIds)}),
    complex_match as materialized (
      select p.filter_id, fl.user_id, o.id as matched_object_id, p.cnt_apart, p.price_from, p.price_to,
        p.square_price_from, p.square_price_to, p.area_from, p.area_to, p.interior, p.floor_from, p.floor_to,
        p.is_action
      from facts o
      join filter_predicates p on p.market = 1 and ${options.filters ?? sql`true`} and ${complexObject(now)}
      join filters fl on fl.id = p.filter_id),
    complex_layouts as (
      select p.filter_id, p.user_id, p.matched_object_id, l.layout, p.price_from, p.price_to, p.square_price_from,
        p.square_price_to, p.area_from, p.area_to, p.interior, p.floor_from, p.floor_to, p.is_action
      from complex_match p
      cross join lateral unnest(coalesce(p.cnt_apart, ${smallints(LAYOUTS)})) as l(layout)),
    unit_groups as materialized (
      select c.object_id, c.cnt_apart, ${band(sql`c.price`)} as band, min(c.price) as lo, max(c.price) as hi
      from cells c where c.object_id in (${objectIds}) and ${unitBase} and c.price > 0
      group by 1, 2, 3)
    select distinct p.filter_id, p.user_id, ${options.perComplex ? sql`g.object_id,` : sql``} g.cnt_apart, g.band
    from complex_layouts p
    join unit_groups g on g.object_id = p.matched_object_id and g.cnt_apart = p.layout
    where (p.price_from is null or g.hi >= p.price_from) and (p.price_to is null or g.lo <= p.price_to)
      -- The complexes' list repeated: else the planner hashes every unit on sale of the market for this probe.
      and exists (select 1 from cells c join objects o on o.id = c.object_id
        where c.object_id = g.object_id and c.object_id in (${objectIds}) and c.cnt_apart = g.cnt_apart
          and c.price between g.lo and g.hi
          and ${unitBase} and ${unitRanges} and (not p.is_action or c.is_action or o.is_action))`;
}
