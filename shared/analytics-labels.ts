// The names the analytics' rows carry on the screens and in the exports: a layout, a price band, a floor band.
import { ANALYTICS_FLOOR_BANDS, ANALYTICS_PRICE_BANDS } from './analytics.ts';
import { Layout } from './enums.ts';
import { formatPriceShort } from './format.ts';
import { analyticsTexts as t } from './texts/analytics.ts';

export const layoutTitle = (cnt: number) => (cnt > 0 ? Layout.title(cnt) : t.noLayout);

export const bandTitle = (band: number) =>
  band < 0
    ? t.noBudget
    : t.priceBand(ANALYTICS_PRICE_BANDS[band]!, ANALYTICS_PRICE_BANDS[band + 1] ?? null, formatPriceShort);

export const floorBandTitle = (band: number) =>
  band < 0
    ? '—'
    : t.floors(
        ANALYTICS_FLOOR_BANDS[band]!,
        band + 1 < ANALYTICS_FLOOR_BANDS.length ? ANALYTICS_FLOOR_BANDS[band + 1]! - 1 : null,
      );
