// Complexes matching a filter (market 1): one page of ids in order, the total, and per complex the figures of its
// matching units (relevantCount, price and area ranges) for the cards.
import { sql, type SQL } from 'drizzle-orm';
import type { TSearchFilter, TSearchSort } from '#shared/schemas/filter.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Relevance } from '../cards/cards.ts';
import {
  complexConditions,
  unitBase,
  unitOnSale,
  type ComplexConditions,
  type FilterContext,
} from './filter-sql.ts';
import { allOf, queryRows, toNumber } from '../../core/sql.ts';
import { textQuery, textRank } from './text-match.ts';
import { withAreas } from './area-ids.ts';

export interface ComplexPage {
  ids: number[];
  total: number;
  relevance: Map<number, Relevance>;
}

/** The lowest price and price per m² over units with a price: the figures price orders sort complexes by. */
const priceFrom = sql`min(c.price) filter (where c.price > 0)`;
const squarePriceFrom = sql`min(coalesce(c.square_price, round(c.price / nullif(c.area, 0)))) filter (where c.price > 0)`;
/** Per complex over its matching units: how many, and the ranges of those with a price or an area. */
const relevanceColumns = sql`
  count(*)::int as cnt,
  ${priceFrom} as price_from,
  max(c.price) filter (where c.price > 0) as price_to,
  min(c.area) filter (where c.area > 0) as area_from,
  max(c.area) filter (where c.area > 0) as area_to,
  ${squarePriceFrom} as square_price_from`;

interface RelevanceRow {
  id: number;
  cnt: number;
  price_from: unknown;
  price_to: unknown;
  area_from: unknown;
  area_to: unknown;
  square_price_from: unknown;
}

function toRelevance(row: RelevanceRow): Relevance {
  return {
    count: Number(row.cnt),
    priceFrom: toNumber(row.price_from),
    priceTo: toNumber(row.price_to),
    areaFrom: toNumber(row.area_from),
    areaTo: toNumber(row.area_to),
    squarePriceFrom: toNumber(row.square_price_from),
  };
}

const PRICE_SORTS: readonly TSearchSort[] = ['priceUp', 'priceDown', 'squarePriceUp', 'squarePriceDown'];

/** ORDER BY for complexes, the price sorts by the figures given. */
function complexOrder(f: TSearchFilter, figures: { price: SQL; squarePrice: SQL }): SQL {
  const newest = sql`coalesce(o.published_at, o.created_at) desc, o.id desc`;
  switch (f.sort) {
    case 'priceUp':
      return sql`${figures.price} asc nulls last, o.id desc`;
    case 'priceDown':
      return sql`${figures.price} desc nulls last, o.id desc`;
    case 'squarePriceUp':
      return sql`${figures.squarePrice} asc nulls last, o.id desc`;
    case 'squarePriceDown':
      return sql`${figures.squarePrice} desc nulls last, o.id desc`;
    case 'deadline':
      return sql`o.date_build asc nulls last, o.id desc`;
    case 'newest':
      return newest;
    default:
      return f.title
        ? sql`${textRank(sql`o.search_text`, sql`o.title`, textQuery(f.title))}, ${newest}`
        : newest;
  }
}

/** A unit of complex o on sale that matches the conditions. */
const unitExists = (conditions: SQL[]) =>
  sql`exists (select 1 from cells c where c.object_id = o.id and ${unitBase} and ${allOf(conditions)})`;

/**
 * The condition of matching complexes (alias o): a semi-join on units when the filter names units. A promotion is
 * split in two, so each half is served by its own index: a complex-wide promotion with any matching unit, or a
 * matching unit on promotion (few of them: cells_on_sale_action_idx).
 */
export function matchingComplexes(c: ComplexConditions): SQL {
  if (c.unit.length === 0) return sql`${c.visible} and ${allOf(c.object)}`;
  if (c.stats) {
    return sql`${c.visibleWithUnit} and ${allOf(c.object)}
      and exists (select 1 from object_layout_stats s where s.object_id = o.id and ${c.stats.row})`;
  }
  // With no other unit condition, "a unit on sale" is what the stored layouts already say.
  const anyUnit = c.unitPlain.length === 0 ? sql`true` : unitExists(c.unitPlain);
  const units = c.action
    ? sql`((o.is_action and ${anyUnit}) or ${unitExists([...c.unitPlain, sql`c.is_action`])})`
    : anyUnit;
  return sql`${c.visibleWithUnit} and ${allOf(c.object)} and ${allOf(c.prefilter)} and ${units}`;
}

/**
 * The figures of complex `id`'s units on sale matching `unit` (zero and nulls when none); `hidden` lists the hidden
 * sections of the page's complexes (a unit's section is of its own complex), as unitBase's whole-country list would.
 */
const relevanceOf = (id: SQL, unit: SQL[], hidden: SQL) => sql`select ${relevanceColumns}
  from cells c join objects o on o.id = c.object_id
  where c.object_id = ${id} and ${unitOnSale} and c.section_id not in ${hidden} and ${allOf(unit)}`;

/**
 * A page of (id, total, ord) with each complex's figures, read by a lateral look-up per complex of the page. The
 * hidden sections are those of the page's complexes alone: the country's list costs a pass over every hidden
 * building's sections, growing with the country (bench/README.md, «National scale»).
 */
const withFigures = (page: SQL, unit: SQL[]) => sql`with pg as (${page}),
  hidden as (select s.id from sections s join pavilions p on p.id = s.pavilion_id
    where s.object_id in (select id from pg) and not (s.published and p.published))
  select pg.id, pg.total, r.* from pg
  cross join lateral (${relevanceOf(sql`pg.id`, unit, sql`(select id from hidden)`)}) r
  order by pg.ord`;

/**
 * SQL of one page: rows of (id, total, relevance), in order. The page's figures are read in the same statement
 * (a lateral look-up per complex of the page), so a search page costs one round trip before its cards.
 * Exported for the benchmark's raw-SQL timing.
 */
export function complexPageSql(f: TSearchFilter, ctx: FilterContext, page: number, perPage: number): SQL {
  const c = complexConditions(f, ctx);
  const offset = (page - 1) * perPage;
  const aggregate = c.unit.length > 0 && !!f.sort && PRICE_SORTS.includes(f.sort);
  if (aggregate) {
    // Price order needs each matching complex's lowest price before the page can be cut: that one figure is
    // aggregated over every matching unit, the page's other figures afterwards for its complexes alone. The
    // stored-figures prefilter is left out: the units themselves are read here, and it would cost a pass over
    // every complex's arrays. The total is counted before the cut and the page is kept by a top-N sort, not a
    // sort of every matching complex.
    const bySquare = f.sort === 'squarePriceUp' || f.sort === 'squarePriceDown';
    const ascending = f.sort === 'priceUp' || f.sort === 'squarePriceUp';
    const order = sql`m.sort_key ${ascending ? sql`asc` : sql`desc`} nulls last, m.id desc`;
    const stored = c.stats?.lowest(bySquare);
    const keys = stored
      ? matchingRowsByComplex(c, sql`min(${stored}) as sort_key`)
      : matchingUnitsByComplex(c, sql`${bySquare ? squarePriceFrom : priceFrom} as sort_key`);
    return withFigures(
      sql`select m.id, m.total, row_number() over (order by ${order}) as ord
        from (select m.id, m.sort_key, count(*) over ()::int as total from (${keys}) m
          order by ${order}
          limit ${perPage} offset ${offset}) m`,
      c.unit,
    );
  }
  const order = complexOrder(f, { price: sql`o.price_from`, squarePrice: sql`o.square_price_from` });
  // The total is its own once-run count, not a window: a window sorted every matching complex of the country
  // before the page was cut (bench/README.md, «National scale»).
  return withFigures(
    sql`select o.id, (select count(*)::int from objects o where ${matchingComplexes(c)}) as total,
        row_number() over (order by ${order}) as ord from objects o
      where ${matchingComplexes(c)}
      order by ${order}
      limit ${perPage} offset ${offset}`,
    c.unit,
  );
}

/**
 * Rows (id, ...figures) of the visible complexes with a matching unit, grouped from the units. With no condition
 * on complexes, in the unit conditions or beside them, the units are grouped alone and the few hidden complexes
 * excluded by id: joining every complex costs more than the grouping itself. With one, the join comes first (a
 * district or the map's bounds keep few units to group).
 */
function matchingUnitsByComplex(c: ComplexConditions, figures: SQL): SQL {
  if (c.unitAlone) {
    return sql`select c.object_id as id, ${figures} from cells c
      where ${unitBase} and ${allOf(c.unit)} and c.object_id not in ${c.hidden}
      group by c.object_id`;
  }
  return sql`select c.object_id as id, ${figures}
    from cells c join objects o on o.id = c.object_id
    where ${unitBase} and ${allOf(c.unit)} and ${c.visibleWithUnit} and ${allOf(c.object)}
    group by c.object_id`;
}

/**
 * The same from the stored per-layout rows (c.stats set): a few rows per complex instead of its units. With no
 * condition on the complex, the rows alone, the hidden complexes excluded by id.
 */
export function matchingRowsByComplex(c: ComplexConditions, figures: SQL): SQL {
  const row = c.stats!.row;
  if (c.unitAlone) {
    return sql`select s.object_id as id, ${figures} from object_layout_stats s
      where ${row} and s.object_id not in ${c.hidden}
      group by s.object_id`;
  }
  return sql`select s.object_id as id, ${figures}
    from object_layout_stats s join objects o on o.id = s.object_id
    where ${row} and ${c.visibleWithUnit} and ${allOf(c.object)}
    group by s.object_id`;
}

export function complexCountSql(f: TSearchFilter, ctx: FilterContext): SQL {
  const c = complexConditions(f, ctx);
  if (c.stats && c.unitAlone) {
    return sql`select count(*)::int as total from (${matchingRowsByComplex(c, sql`1 as one`)}) m`;
  }
  if (c.unit.length > 0 && c.unitAlone) {
    return sql`select count(*)::int as total from (${matchingUnitsByComplex(c, sql`1 as one`)}) m`;
  }
  return sql`select count(*)::int as total from objects o where ${matchingComplexes(c)}`;
}

export async function countComplexes(db: DbOrTx, f: TSearchFilter, ctx: FilterContext): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    complexCountSql(f, await withAreas(db, f, ctx, false)),
  );
  return Number(row?.total ?? 0);
}

export async function searchComplexes(
  db: DbOrTx,
  f: TSearchFilter,
  ctx: FilterContext,
  page: number,
  perPage: number,
): Promise<ComplexPage> {
  ctx = await withAreas(db, f, ctx, false);
  const rows = await queryRows<RelevanceRow & { total: number }>(db, complexPageSql(f, ctx, page, perPage));
  const ids = rows.map((r) => Number(r.id));
  // Past the last page there is no row to carry the total.
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countComplexes(db, f, ctx) : 0;
  const relevance = new Map(rows.map((r) => [Number(r.id), toRelevance(r)]));
  return { ids, total, relevance };
}
