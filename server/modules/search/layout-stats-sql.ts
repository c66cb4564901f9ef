// The search's unit conditions answered from the stored per-layout figures (object_layout_stats, kept by
// refreshObjectStats) instead of the units, when those figures decide them exactly: layouts, one price range and
// promotions. A row says a complex has a unit of that layout on sale, and its lowest and highest price; a price
// range with both ends needs the units only for the rows whose lowest and highest price both fall outside it (a gap
// may hold no unit), one probe each on the unit index. Any other unit condition (area, floor, finish, ₽/м²,
// monthly payment) leaves the search on the units (search-complexes.ts), as before.
import { sql, type SQL } from 'drizzle-orm';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import { atLeast, atMost, intList } from '../../core/sql.ts';

export interface LayoutStatsPlan {
  /** A stored row (alias s) of a layout on sale holds a matching unit; reads the complex (o) when `readsComplex`. */
  row: SQL;
  /** `row` reads the complex's own columns (a whole-complex promotion). */
  readsComplex: boolean;
  /**
   * Per matching row, the lowest price (or ₽/м²) of its matching units with a price: the complex's sort key and map
   * price is the least of these over its rows. Null when the rows cannot tell it (a lower price bound: the lowest
   * unit above it is not stored).
   */
  lowest: (bySquare: boolean) => SQL | null;
}

interface Columns {
  from: SQL;
  to: SQL;
  square: SQL;
  /** The row holds any unit of this kind. */
  any: SQL;
  /** The unit probe's extra condition. */
  unit: SQL;
}

const PLAIN: Columns = {
  from: sql`s.price_from`,
  to: sql`s.price_to`,
  square: sql`s.square_price_from`,
  any: sql`true`,
  unit: sql`true`,
};
const ACTION: Columns = {
  from: sql`s.action_price_from`,
  to: sql`s.action_price_to`,
  square: sql`s.action_square_price_from`,
  any: sql`s.action_units > 0`,
  unit: sql`c.is_action`,
};

/** Only these unit conditions can be read from the stored rows. */
function storedDecides(f: TSearchFilter): boolean {
  return (
    f.squarePriceFrom == null &&
    f.squarePriceTo == null &&
    f.areaFrom == null &&
    f.areaTo == null &&
    !f.interior?.length &&
    f.floorFrom == null &&
    f.floorTo == null &&
    f.monthlyPayment == null
  );
}

/**
 * The plan, or null when the filter names no unit condition the rows answer, or one they cannot. `unitBase` is
 * filter-sql.ts's condition of a counted unit (alias c), for the probe.
 */
export function layoutStatsPlan(f: TSearchFilter, unitBase: SQL): LayoutStatsPlan | null {
  const names = f.cntApart?.length || f.priceFrom != null || f.priceTo != null || f.isAction;
  if (!names || !storedDecides(f)) return null;
  const layouts = f.cntApart?.length ? sql`s.cnt_apart in ${intList(f.cntApart)}` : sql`true`;
  const from = f.priceFrom != null ? atLeast(f.priceFrom) : null;
  const to = f.priceTo != null ? atMost(f.priceTo) : null;

  const matches = (k: Columns): SQL => {
    if (from == null && to == null) return k.any;
    if (from == null) return sql`${k.from} <= ${to}`;
    if (to == null) return sql`${k.to} >= ${from}`;
    // Lowest or highest price inside the range: a unit matches; both outside it: ask the units of this layout.
    return sql`(${k.from} <= ${to} and ${k.to} >= ${from} and (${k.from} >= ${from} or ${k.to} <= ${to}
      or exists (select 1 from cells c where c.object_id = s.object_id and c.cnt_apart = s.cnt_apart
        and ${unitBase} and c.price > 0 and c.price >= ${from} and c.price <= ${to} and ${k.unit})))`;
  };
  // A whole-complex promotion covers all its units; otherwise only the units marked as on promotion count.
  const row = f.isAction
    ? sql`${layouts} and ((o.is_action and ${matches(PLAIN)}) or ${matches(ACTION)})`
    : sql`${layouts} and ${matches(PLAIN)}`;
  const pick = (column: (k: Columns) => SQL) =>
    f.isAction ? sql`case when o.is_action then ${column(PLAIN)} else ${column(ACTION)} end` : column(PLAIN);
  return {
    row,
    readsComplex: !!f.isAction,
    lowest: (bySquare) => {
      // The lowest unit of a matching row matches when only an upper price bound is set (it is under it).
      if (from != null) return null;
      // ₽/м² of the units under a price bound is not stored: only the lowest over all of a row's units is.
      if (bySquare) return to == null ? pick((k) => k.square) : null;
      return pick((k) => k.from);
    },
  };
}
