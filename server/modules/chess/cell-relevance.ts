// Which units of a section match the buyer's current filter (the chessboard highlights them, dims the rest).
// The unit fields mean what docs/filter.md says for search: a unit on sale (sale or assignment) with a layout
// (parking places and storerooms have none) whose price, area, layout… fit. The deadline and «finished» are read
// from the section (or its building), which is where a chessboard's units get them. What describes the whole
// complex (class, features, payments, district…) decided whether the complex was listed, not which units fit.
import { isOnSale, type TCellStatus, type TInterior, type TLayout } from '#shared/enums.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';

export interface RelevanceUnit {
  disabled: boolean;
  status: TCellStatus;
  price: number | null;
  area: number | null;
  squarePrice: number | null;
  cntApart: TLayout | null;
  interior: TInterior | null;
  isAction: boolean;
  floor: number | null;
}

/** What the unit inherits from its section, building and complex. */
export interface RelevanceContext {
  /** The whole complex is on promotion: every unit on sale counts as one. */
  isAction: boolean;
  /** The section's deadline (first day of the month), or its building's. */
  dateBuild: string | null;
  isFinished: boolean;
  /** The unit's best monthly mortgage payment in whole ₽ (decision 025), null when no program fits. */
  monthlyPayment?: (price: number | null) => number | null;
}

function within(value: number | null, from: number | undefined, to: number | undefined): boolean {
  if (from == null && to == null) return true;
  if (value == null) return false;
  return (from == null || value >= from) && (to == null || value <= to);
}

/** '2027-05-01' → '2027-2' (the quarter form of the filter). */
export function quarterOf(date: string): string {
  const [year, month] = date.split('-');
  return `${year}-${Math.floor((Number(month) - 1) / 3) + 1}`;
}

/** Builds the test once per section; units not on sale, or without a layout, never match. */
export function relevanceTest(
  filter: TSearchFilter,
  context: RelevanceContext,
): (unit: RelevanceUnit) => boolean {
  const quarter = context.dateBuild ? quarterOf(context.dateBuild) : null;
  const sectionFits =
    (filter.isFinished === undefined || filter.isFinished === context.isFinished) &&
    (!filter.dateBuildFrom || (quarter !== null && quarter >= filter.dateBuildFrom)) &&
    (!filter.dateBuildTo || (quarter !== null && quarter <= filter.dateBuildTo));
  const layouts = filter.cntApart?.length ? new Set<number>(filter.cntApart) : null;
  const interiors = filter.interior?.length ? new Set<number>(filter.interior) : null;
  return (unit) => {
    if (!sectionFits || unit.disabled || !isOnSale(unit.status) || unit.cntApart == null) return false;
    if (filter.isAction && !unit.isAction && !context.isAction) return false;
    if (layouts && (unit.cntApart == null || !layouts.has(unit.cntApart))) return false;
    if (interiors && (unit.interior == null || !interiors.has(unit.interior))) return false;
    const squarePrice =
      unit.squarePrice ?? (unit.price != null && unit.area ? Math.round(unit.price / unit.area) : null);
    if (filter.monthlyPayment != null) {
      const payment = context.monthlyPayment?.(unit.price) ?? null;
      if (payment == null || payment > filter.monthlyPayment) return false;
    }
    return (
      within(unit.price, filter.priceFrom, filter.priceTo) &&
      within(squarePrice, filter.squarePriceFrom, filter.squarePriceTo) &&
      within(unit.area, filter.areaFrom, filter.areaTo) &&
      within(unit.floor, filter.floorFrom, filter.floorTo)
    );
  };
}
