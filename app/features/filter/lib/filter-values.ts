// Pure helpers over the filter the client holds (TSearchFilterInput): compare, clean, count what is set.
import { Market } from '#shared/enums.ts';
import { sameValue } from '#app/lib/same-value.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';

export type TFilterValues = TSearchFilterInput;

export { sameValue };

const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0);

/** Without empty fields (undefined, '', [], false), so equal filters look equal and requests stay short. */
export function cleanFilter(filter: TFilterValues): TFilterValues {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'isFinished') {
      if (value === true || value === false) out[key] = value;
      continue;
    }
    if (key === 'labels') {
      const labels = value as Record<string, string> | undefined;
      const kept = Object.fromEntries(
        Object.entries(labels ?? {}).filter(([k]) => !isEmpty((filter as Record<string, unknown>)[k])),
      );
      if (Object.keys(kept).length) out[key] = kept;
      continue;
    }
    if (!isEmpty(value)) out[key] = value;
  }
  return out as TFilterValues;
}

/** Fields that do not count as "a filter the user set": the market, the order, chip labels and map bounds. */
const NOT_COUNTED = new Set(['market', 'sort', 'labels', 'bounds']);

/** How many fields of the panel are set (the badge on the «Фильтры» button). */
export function countSetFields(filter: TFilterValues): number {
  const clean = cleanFilter(filter) as Record<string, unknown>;
  const pairs = [
    ['priceFrom', 'priceTo'],
    ['squarePriceFrom', 'squarePriceTo'],
    ['areaFrom', 'areaTo'],
    ['floorFrom', 'floorTo'],
    ['dateBuildFrom', 'dateBuildTo'],
  ];
  let n = 0;
  const seen = new Set<string>();
  for (const [from, to] of pairs) {
    if (from! in clean || to! in clean) n += 1;
    seen.add(from!).add(to!);
  }
  for (const key of Object.keys(clean)) if (!seen.has(key) && !NOT_COUNTED.has(key)) n += 1;
  return n;
}

export const isSecondaryMarket = (filter: TFilterValues) => Number(filter.market) === Market.secondary;

/** Quarters for the deadline fields: from last year to six years ahead, as `{ value: '2027-2', year, quarter }`. */
export function quarterOptions(now: Date = new Date()): { value: string; year: number; quarter: number }[] {
  const first = now.getFullYear() - 1;
  const out: { value: string; year: number; quarter: number }[] = [];
  for (let year = first; year <= first + 7; year++) {
    for (let quarter = 1; quarter <= 4; quarter++) out.push({ value: `${year}-${quarter}`, year, quarter });
  }
  return out;
}

/** A number typed in a text field → the filter's value (undefined when empty). */
export function numberFromText(text: string): number | undefined {
  if (text.trim() === '' || text === '.') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

export const textFromNumber = (value: unknown): string =>
  value === undefined || value === null || value === '' ? '' : String(value);

/** The values of a list field as numbers (the client may hold a comma list). */
export function listOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number).filter(Number.isFinite);
  if (typeof value === 'string' && value) return value.split(',').map(Number).filter(Number.isFinite);
  if (typeof value === 'number') return [value];
  return [];
}
