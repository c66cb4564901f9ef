// «Рынок»'s choices live in the address (a link shows the same market): region or district, classes, rooms, the
// period in months, the complexes compared.
import type { TMarketSummaryQueryInput } from '#shared/schemas/market.ts';

export const MARKET_PERIODS = [6, 12, 24, 36, 60] as const;
export const DEFAULT_PERIOD = 12;

export interface MarketChoice {
  regionId: number | null;
  districtId: number | null;
  classes: number[];
  rooms: number[];
  months: number;
  compare: number[];
}

const ints = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readChoice(params: URLSearchParams): MarketChoice {
  const months = Number(params.get('months'));
  return {
    regionId: id(params.get('regionId')),
    districtId: id(params.get('districtId')),
    classes: ints(params.get('class')),
    rooms: ints(params.get('rooms')),
    months: (MARKET_PERIODS as readonly number[]).includes(months) ? months : DEFAULT_PERIOD,
    compare: ints(params.get('compare')).slice(0, 10),
  };
}

export function writeChoice(choice: MarketChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.regionId) params.set('regionId', String(choice.regionId));
  if (choice.districtId) params.set('districtId', String(choice.districtId));
  if (choice.classes.length) params.set('class', choice.classes.join(','));
  if (choice.rooms.length) params.set('rooms', choice.rooms.join(','));
  if (choice.months !== DEFAULT_PERIOD) params.set('months', String(choice.months));
  if (choice.compare.length) params.set('compare', choice.compare.join(','));
  return params;
}

/** The first day of the month `months - 1` months before today's (Moscow), as YYYY-MM-DD. */
export function periodStart(months: number, now: Date): string {
  const msk = new Date(now.getTime() + 3 * 3_600_000);
  const start = new Date(Date.UTC(msk.getUTCFullYear(), msk.getUTCMonth() - (months - 1), 1));
  return start.toISOString().slice(0, 10);
}

/** The summary's query: a district wins over its region. */
export function summaryQuery(choice: MarketChoice, now: Date): TMarketSummaryQueryInput {
  return {
    ...(choice.districtId
      ? { districtId: choice.districtId }
      : choice.regionId
        ? { regionId: choice.regionId }
        : {}),
    ...(choice.classes.length ? { class: choice.classes.join(',') } : {}),
    ...(choice.rooms.length ? { rooms: choice.rooms.join(',') } : {}),
    from: periodStart(choice.months, now),
  };
}
