// Which units of a section match the buyer's current filter (the chessboard highlights them, dims the rest).
// Only what describes a unit or its building narrows here; what describes the whole complex (class, features,
// payments, district…) decided whether the complex was listed, not which of its units fit.
import { CellStatus, type TCellStatus, type TInterior, type TLayout } from '#shared/enums.ts';
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
  /** The complex or the building runs a promotion. */
  isAction: boolean;
  /** The section's deadline (first day of the month), or its building's. */
  dateBuild: string | null;
  isFinished: boolean;
}

const onSale = (status: TCellStatus) => status === CellStatus.sale || status === CellStatus.assignment;

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

/** Builds the test once per section; units not on sale never match (they cannot be bought). */
export function relevanceTest(
  filter: TSearchFilter,
  context: RelevanceContext,
): (unit: RelevanceUnit) => boolean {
  const quarter = context.dateBuild ? quarterOf(context.dateBuild) : null;
  const sectionFits =
    (!filter.isFinished || context.isFinished) &&
    (!filter.dateBuildFrom || (quarter !== null && quarter >= filter.dateBuildFrom)) &&
    (!filter.dateBuildTo || (quarter !== null && quarter <= filter.dateBuildTo));
  const layouts = filter.cntApart?.length ? new Set<number>(filter.cntApart) : null;
  const interiors = filter.interior?.length ? new Set<number>(filter.interior) : null;
  return (unit) => {
    if (!sectionFits || unit.disabled || !onSale(unit.status)) return false;
    if (filter.isAction && !unit.isAction && !context.isAction) return false;
    if (layouts && (unit.cntApart == null || !layouts.has(unit.cntApart))) return false;
    if (interiors && (unit.interior == null || !interiors.has(unit.interior))) return false;
    const squarePrice =
      unit.squarePrice ?? (unit.price != null && unit.area ? Math.round(unit.price / unit.area) : null);
    return (
      within(unit.price, filter.priceFrom, filter.priceTo) &&
      within(squarePrice, filter.squarePriceFrom, filter.squarePriceTo) &&
      within(unit.area, filter.areaFrom, filter.areaTo) &&
      within(unit.floor, filter.floorFrom, filter.floorTo)
    );
  };
}
