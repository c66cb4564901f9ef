// Builder analytics (issue 27): where a view came from, the price and floor bands the reports group by, the limits
// of a period. Zod-free: the screens read it; the Russian titles are in shared/texts/analytics.ts.
import { stringEnum, type ValueOf } from './string-enum.ts';

export const ViewSource = stringEnum('app', 'widget', 'collection', 'feed');
export type TViewSource = ValueOf<typeof ViewSource>;
export const VIEW_SOURCES = Object.values(ViewSource);

/** A price band's lower bound in roubles; a band runs to the next one's bound. */
export const ANALYTICS_PRICE_BANDS = [0, 5_000_000, 8_000_000, 12_000_000, 20_000_000] as const;
/** A floor band's lowest floor; a band runs to the next one's. */
export const ANALYTICS_FLOOR_BANDS = [1, 4, 10, 17, 26] as const;

export const AnalyticsReport = stringEnum('stock', 'pace', 'prices', 'funnel', 'demand');
export type TAnalyticsReport = ValueOf<typeof AnalyticsReport>;
export const ANALYTICS_REPORTS = Object.values(AnalyticsReport);

export const FUNNEL_BY = ['source', 'manager', 'agency'] as const;
export type TFunnelBy = (typeof FUNNEL_BY)[number];
export const PACE_BY = ['week', 'month'] as const;
export type TPaceBy = (typeof PACE_BY)[number];

export const ANALYTICS_LIMITS = {
  /** The longest period a report reads. */
  maxPeriodDays: 5 * 366,
  /** A plan's most units and roubles in a month. */
  maxPlanUnits: 100_000,
  maxPlanAmount: 1_000_000_000_000,
  /** Weeks a price change's effect is counted before and after it. */
  effectWeeks: 4,
  /** Weeks the current pace is averaged over for «weeks of stock left». */
  paceWeeks: 8,
} as const;

/** The band a price falls in (index into ANALYTICS_PRICE_BANDS). */
export function priceBand(price: number): number {
  let band = 0;
  ANALYTICS_PRICE_BANDS.forEach((from, i) => {
    if (price >= from) band = i;
  });
  return band;
}
