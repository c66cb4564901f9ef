// One SQL builder for the search filter (docs/filter.md): the conditions on complexes (alias o), on their units
// (alias c) and on resale offers (alias f, with their complex as o). Search, count and the map cluster all use it.
import { sql, type SQL } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, HouseType, OfferStatus, RoomType, Structure } from '#shared/enums.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { isNewComplexSql } from '../cards/new-complex.ts';
import { acceptedBy, monthlyPaymentFits, resalePrograms } from '../mortgage/payment-sql.ts';
import { polygonCondition, polygonsBox } from './polygon-sql.ts';
import { inAreaIds, type AreaIds } from './area-ids.ts';
import { textMatches, textQuery } from './text-match.ts';
import { nearConditions } from '../nearby/near-sql.ts';
import { layoutStatsPlan, type LayoutStatsPlan } from './layout-stats-sql.ts';
import { atLeast, atMost, containsPattern, intList, num, prefixTsQuery, smallints } from '../../core/sql.ts';

/** A resale offer counts as new this many days after activation. */
export const NEW_OFFER_DAYS = 14;

export interface FilterContext {
  viewer: UserRow | null;
  now: Date;
  /** Complexes only among these (the overlay of a viewer's own complexes on a shared page, own-complexes.ts). */
  within?: readonly number[];
  /**
   * Read the units even where the stored per-layout figures would answer (layout-stats-sql.ts): the reference the
   * tests hold those figures' answers to.
   */
  unitsOnly?: boolean;
  /** The drawn areas' ids (area-ids.ts withAreas); without them the rings are tested in SQL (polygon-sql.ts). */
  areas?: AreaIds;
}

/** '2027-2' → '2027-04-01'; `after` gives the first day of the next quarter. */
export function quarterStart(quarter: string, after = false): string {
  const [year, q] = quarter.split('-').map(Number) as [number, number];
  const index = year * 4 + (q - 1) + (after ? 1 : 0);
  const month = (index % 4) * 3 + 1;
  return `${Math.floor(index / 4)}-${String(month).padStart(2, '0')}-01`;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Sections whose units the public does not see: unpublished, or in an unpublished building. They are few, so
 * `not in` builds one small hash per query instead of looking up a section and a building for every unit. The
 * hidden buildings' sections are looked up by building (an index probe each): a join let the planner hash every
 * section of the country for a few hundred hidden buildings (bench/README.md, «National scale»).
 */
export const hiddenSections = sql`(select s.id from sections s where not s.published
  union all select s.id from sections s
    where s.pavilion_id = any(array(select p.id from pavilions p where not p.published)))`;

/**
 * Who sees a complex: everyone when it is published with at least one published building and section; its owner
 * always (the card says it is not published).
 */
export function visibleComplex(viewer: UserRow | null): SQL {
  const published = sql`(o.published and o.id in (select s.object_id from sections s
    join pavilions p on p.id = s.pavilion_id where s.published and p.published))`;
  return viewer ? sql`(${published} or o.owner_id = ${viewer.id})` : published;
}

/** Dwellings (they have a layout) on sale, not disabled: unitBase without the sections' visibility. */
export const unitOnSale = sql`not c.disabled and c.status in ${intList(CELL_STATUSES_ON_SALE)}
  and c.cnt_apart is not null`;

/** Units a search counts: dwellings (they have a layout) on sale, not disabled, in a visible section. */
export const unitBase = sql`${unitOnSale} and c.section_id not in ${hiddenSections}`;

const squarePriceOf = (price: SQL, area: SQL, stored?: SQL) =>
  stored
    ? sql`coalesce(${stored}, round(${price} / nullif(${area}, 0)))`
    : sql`round(${price} / nullif(${area}, 0))`;

/** Conditions on a complex's own fields (characteristics, place, checkout…), alias o. */
function characteristicConditions(f: TSearchFilter): SQL[] {
  const out: SQL[] = [];
  if (f.class?.length) out.push(sql`o.house_class in ${intList(f.class)}`);
  if (f.dateBuildFrom) out.push(sql`o.date_build >= ${quarterStart(f.dateBuildFrom)}::date`);
  if (f.dateBuildTo) out.push(sql`o.date_build < ${quarterStart(f.dateBuildTo, true)}::date`);
  if (f.isFinished !== undefined) out.push(sql`o.is_finished = ${f.isFinished}`);
  if (f.noDeadlineShift) out.push(sql`o.deadline_shifts = 0`);
  if (f.escrow) out.push(sql`o.escrow_verified`);
  if (f.features?.length) out.push(sql`o.features @> ${smallints(f.features)}`);
  if (f.payments?.length) out.push(sql`o.payments @> ${smallints(f.payments)}`);
  if (f.parking?.length) out.push(sql`o.parking && ${smallints(f.parking)}`);
  if (f.territory?.length) out.push(sql`o.territory in ${intList(f.territory)}`);
  if (f.material?.length) out.push(sql`o.material in ${intList(f.material)}`);
  if (f.distanceSeaTo != null) out.push(sql`o.distance_sea <= ${atMost(f.distanceSeaTo)}`);
  if (f.ceilingHeightFrom != null) out.push(sql`o.ceiling_height >= ${num(f.ceilingHeightFrom)}`);
  out.push(...nearConditions(f.near));
  if (f.builderId != null) {
    out.push(sql`exists (select 1 from object_builders ob where ob.object_id = o.id
      and ob.builder_id = ${f.builderId})`);
  }
  return out;
}

/** A place: the subregion column given, matched against region and districts (a district takes its children). */
function placeConditions(f: TSearchFilter, subregionColumn: SQL): SQL[] {
  const out: SQL[] = [];
  if (f.regionId != null) {
    out.push(sql`${subregionColumn} in (select id from subregions where region_id = ${f.regionId})`);
  }
  if (f.subregions?.length) {
    const ids = intList(f.subregions);
    out.push(
      sql`${subregionColumn} in (select id from subregions where id in ${ids} or parent_id in ${ids})`,
    );
  }
  return out;
}

function boundsCondition(f: TSearchFilter, lat: SQL, lng: SQL): SQL[] {
  if (!f.bounds) return [];
  const [[south, west], [north, east]] = f.bounds;
  return [
    sql`${lat} between ${num(south)} and ${num(north)}`,
    sql`${lng} between ${num(west)} and ${num(east)}`,
  ];
}

/**
 * Free text on a complex: its title and address (stemmed words or a typo: text-match.ts), its builders and its
 * district (with the district's parent). A substring of the title or the address still matches as it always did.
 */
function complexText(text: string): SQL {
  const like = containsPattern(text);
  const q = textQuery(text);
  return sql`(${textMatches(sql`o.search_text`, sql`o.title`, q)} or ${q.text} <<% o.address
    or o.title ilike ${like} or o.address ilike ${like}
    or exists (select 1 from object_builders ob join builders b on b.id = ob.builder_id
      where ob.object_id = o.id and (${textMatches(sql`b.search_text`, sql`b.name`, q)} or b.name ilike ${like}))
    or o.subregion_id in (select s.id from subregions s left join subregions sp on sp.id = s.parent_id
      where ${textMatches(sql`s.search_text`, sql`s.name`, q)} or s.name ilike ${like}
        or ${textMatches(sql`sp.search_text`, sql`sp.name`, q)} or sp.name ilike ${like}))`;
}

export interface ComplexConditions {
  /** Who may see the complex (alias o). */
  visible: SQL;
  /**
   * The same when the complex is known to have a unit in a visible section (a matching unit was found): the
   * building and section checks are then already met.
   */
  visibleWithUnit: SQL;
  /** On the complex's own fields (alias o). */
  object: SQL[];
  /** On its units (alias c, with the complex as o): empty when the filter says nothing about units. */
  unit: SQL[];
  /** The same without the promotion condition, which `action` says is asked for. */
  unitPlain: SQL[];
  action: boolean;
  /**
   * Neither the unit conditions nor any other condition name a column of the complex (o): the matching units can
   * be read without joining it (the hidden complexes aside).
   */
  unitAlone: boolean;
  /**
   * Ids of the complexes visibleWithUnit refuses (unpublished and not the viewer's): few, so excluding them from
   * units is cheaper than joining every complex to check it.
   */
  hidden: SQL;
  /**
   * What a complex must show in its stored figures (refreshObjectStats) to have a matching unit: a cheap necessary
   * condition checked before the units are (layouts among units on sale, the price range of dwellings on sale).
   */
  prefilter: SQL[];
  /** The unit conditions as read from the stored per-layout figures, when those decide them exactly. */
  stats: LayoutStatsPlan | null;
}

export function complexConditions(f: TSearchFilter, ctx: FilterContext): ComplexConditions {
  const object: SQL[] = [];
  if (f.title) object.push(complexText(f.title));
  if (f.objectId != null) object.push(sql`o.id = ${f.objectId}`);
  if (ctx.within) object.push(ctx.within.length ? sql`o.id in ${intList(ctx.within)}` : sql`false`);
  if (f.type?.length) object.push(sql`o.house_type in ${intList(f.type)}`);
  if (f.structure != null) object.push(sql`o.type = ${f.structure}`);
  if (f.isNew) {
    object.push(
      isNewComplexSql(
        { features: sql`o.features`, publishedAt: sql`o.published_at`, createdAt: sql`o.created_at` },
        ctx.now,
      ),
    );
  }
  object.push(...characteristicConditions(f));
  object.push(...placeConditions(f, sql`o.subregion_id`));
  object.push(...boundsCondition(f, sql`o.latitude`, sql`o.longitude`));
  if (f.polygons?.length && ctx.areas) object.push(inAreaIds(sql`o.id`, ctx.areas));
  else object.push(...polygonCondition(f.polygons, 'o.latitude', 'o.longitude'));

  const unit: SQL[] = [];
  const prefilter: SQL[] = [];
  // Cleared by a unit condition that reads the complex's columns.
  let unitAlone = true;
  // A unit without a price (on request) matches no price condition.
  if (f.priceFrom != null || f.priceTo != null) unit.push(sql`c.price > 0`);
  if (f.priceFrom != null) {
    unit.push(sql`c.price >= ${atLeast(f.priceFrom)}`);
    prefilter.push(sql`o.price_to >= ${atLeast(f.priceFrom)}`);
  }
  if (f.priceTo != null) {
    unit.push(sql`c.price <= ${atMost(f.priceTo)}`);
    prefilter.push(sql`o.price_from <= ${atMost(f.priceTo)}`);
  }
  const square = squarePriceOf(sql`c.price`, sql`c.area`, sql`c.square_price`);
  if (f.squarePriceFrom != null) unit.push(sql`${square} >= ${num(f.squarePriceFrom)}`);
  if (f.squarePriceTo != null) unit.push(sql`${square} <= ${num(f.squarePriceTo)}`);
  if (f.areaFrom != null) unit.push(sql`c.area >= ${num(f.areaFrom)}`);
  if (f.areaTo != null) unit.push(sql`c.area <= ${num(f.areaTo)}`);
  if (f.cntApart?.length) {
    unit.push(sql`c.cnt_apart in ${intList(f.cntApart)}`);
    prefilter.push(sql`o.cnt_apart && ${smallints(f.cntApart)}`);
  }
  if (f.interior?.length) unit.push(sql`c.interior in ${intList(f.interior)}`);
  if (f.floorFrom != null) unit.push(sql`c.floor >= ${f.floorFrom}`);
  if (f.floorTo != null) unit.push(sql`c.floor <= ${f.floorTo}`);
  if (f.monthlyPayment != null) {
    // Payments grow with the price, so the cheapest unit on sale tells which complexes may have a fitting one.
    const programs = acceptedBy(sql`o.payments`);
    unitAlone = false;
    unit.push(monthlyPaymentFits(sql`c.price`, programs, f.monthlyPayment));
    prefilter.push(monthlyPaymentFits(sql`o.price_from`, programs, f.monthlyPayment));
  }
  const unitPlain = [...unit];
  if (unit.length || f.isAction) prefilter.push(sql`cardinality(o.cnt_apart) > 0`);
  // A promotion of the whole complex covers all of its units; otherwise only units marked as on promotion.
  if (f.isAction) {
    unit.push(sql`(c.is_action or o.is_action)`);
    unitAlone = false;
  }
  return {
    stats: unit.length && !ctx.unitsOnly ? layoutStatsPlan(f, unitBase) : null,
    unitPlain,
    action: !!f.isAction,
    unitAlone: unitAlone && object.length === 0,
    hidden: ctx.viewer
      ? sql`(select o.id from objects o where not o.published and o.owner_id is distinct from ${ctx.viewer.id})`
      : sql`(select o.id from objects o where not o.published)`,
    prefilter,
    visible: visibleComplex(ctx.viewer),
    visibleWithUnit: ctx.viewer ? sql`(o.published or o.owner_id = ${ctx.viewer.id})` : sql`o.published`,
    object,
    unit,
  };
}

/** What a resale offer's kind of house is when it belongs to no complex: a house is a cottage. */
const lit = (n: number) => sql.raw(String(n));
export const offerHouseType = sql`coalesce(o.house_type, case when f.room_type = ${lit(RoomType.zhiloeHouse)}
  then ${lit(HouseType.cottage)} else ${lit(HouseType.apartment)} end)`;
export const offerStructure = sql`coalesce(o.type, case when f.room_type = ${lit(RoomType.zhiloeHouse)}
  then ${lit(Structure.cottage)} else ${lit(Structure.apart)} end)`;

/** The offer's own coordinates, or its complex's. */
const OFFER_LATITUDE = 'coalesce(f.latitude, o.latitude)';
const OFFER_LONGITUDE = 'coalesce(f.longitude, o.longitude)';
export const offerLatitude = sql.raw(OFFER_LATITUDE);
export const offerLongitude = sql.raw(OFFER_LONGITUDE);
export const offerSquarePrice = squarePriceOf(sql`f.price`, sql`f.area`);

/**
 * Conditions on active resale offers (alias f, left-joined to their complex as o). The complex's characteristics
 * apply through it: an offer outside any complex does not match a filter on them.
 */
export function offerConditions(f: TSearchFilter, ctx: FilterContext): SQL[] {
  const out: SQL[] = [sql`f.status = ${lit(OfferStatus.active)}`];
  if (f.title) {
    const like = containsPattern(f.title);
    const ts = prefixTsQuery(f.title);
    out.push(sql`(f.title ilike ${like} or f.address ilike ${like} or o.title ilike ${like}
      ${ts ? sql`or to_tsvector('russian', coalesce(f.title, '') || ' ' || coalesce(f.address, '')) @@ ${ts}` : sql``}
      or f.subregion_id in (select s.id from subregions s left join subregions sp on sp.id = s.parent_id
        where s.name ilike ${like} or sp.name ilike ${like}))`);
  }
  if (f.objectId != null) out.push(sql`f.object_id = ${f.objectId}`);
  if (f.offerId != null) out.push(sql`f.id = ${f.offerId}`);
  if (f.type?.length) out.push(sql`${offerHouseType} in ${intList(f.type)}`);
  if (f.structure != null) out.push(sql`${offerStructure} = ${f.structure}`);
  if (f.isNew) {
    out.push(
      sql`coalesce(f.activated_at, f.created_at) >= ${daysBefore(ctx.now, NEW_OFFER_DAYS)}::timestamptz`,
    );
  }
  out.push(...characteristicConditions(f));
  out.push(...placeConditions(f, sql`f.subregion_id`));
  if (f.bounds) {
    // The offer's own place, or its complex's when it has none; written per column (not on the coalesce) so the
    // planner estimates how many match from the columns' statistics and groups a whole city's offers by hashing.
    const [[south, west], [north, east]] = f.bounds;
    const within = (column: string, from: number, to: number) =>
      sql`(f.${sql.raw(column)} between ${num(from)} and ${num(to)}
        or (f.${sql.raw(column)} is null and o.${sql.raw(column)} between ${num(from)} and ${num(to)}))`;
    out.push(within('latitude', south, north), within('longitude', west, east));
  }
  if (f.polygons?.length && ctx.areas) out.push(inAreaIds(sql`f.id`, ctx.areas));
  else if (f.polygons?.length) {
    // The rings' box per column first (as the bounds above), so the index narrows the offers before the rings.
    const box = polygonsBox(f.polygons);
    const within = (column: string, from: number, to: number) =>
      sql`(f.${sql.raw(column)} between ${num(from)} and ${num(to)}
        or (f.${sql.raw(column)} is null and o.${sql.raw(column)} between ${num(from)} and ${num(to)}))`;
    out.push(within('latitude', box.south, box.north), within('longitude', box.west, box.east));
    out.push(...polygonCondition(f.polygons, OFFER_LATITUDE, OFFER_LONGITUDE));
  }
  if (f.priceFrom != null || f.priceTo != null) out.push(sql`f.price > 0`);
  if (f.priceFrom != null) out.push(sql`f.price >= ${atLeast(f.priceFrom)}`);
  if (f.priceTo != null) out.push(sql`f.price <= ${atMost(f.priceTo)}`);
  if (f.squarePriceFrom != null) out.push(sql`${offerSquarePrice} >= ${num(f.squarePriceFrom)}`);
  if (f.squarePriceTo != null) out.push(sql`${offerSquarePrice} <= ${num(f.squarePriceTo)}`);
  if (f.areaFrom != null) out.push(sql`f.area >= ${num(f.areaFrom)}`);
  if (f.areaTo != null) out.push(sql`f.area <= ${num(f.areaTo)}`);
  if (f.cntApart?.length) out.push(sql`f.cnt_apart in ${intList(f.cntApart)}`);
  if (f.interior?.length) out.push(sql`f.interior in ${intList(f.interior)}`);
  if (f.floorFrom != null) out.push(sql`f.floor >= ${f.floorFrom}`);
  if (f.floorTo != null) out.push(sql`f.floor <= ${f.floorTo}`);
  if (f.monthlyPayment != null) out.push(monthlyPaymentFits(sql`f.price`, resalePrograms, f.monthlyPayment));
  if (f.isAction) out.push(sql`f.is_action`);
  return out;
}
