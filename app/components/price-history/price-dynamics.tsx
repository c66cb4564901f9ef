// «Динамика цен» on the object page: the median ₽/м² of the complex's units on sale at each month's end over the
// last year, for all layouts or one chosen with the switch. Hidden while there is nothing to show.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Layout } from '#shared/enums.ts';
import { formatMonth, formatPrice } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { priceHistoryTexts } from '#shared/texts/price-history.ts';
import { usePriceDynamics } from '#app/resources/price-history.ts';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useNearView } from '#app/hooks/use-near-view.ts';
import page from '#app/styles/object-page.module.css';
import layoutStyles from '#app/styles/layout.module.css';
import styles from './price-history.module.css';
import { whenQueries } from './when-queries.tsx';

const PriceChart = lazy(() => import('./price-chart.tsx'));
const t = priceHistoryTexts.dynamics;

/** 2026-03 → the first of that month, in unix seconds (local time, as the axis shows it). */
const monthStart = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return Math.floor(new Date(year!, m! - 1, 1).getTime() / 1000);
};

const perMeter = (value: number) => fill(t.perMeter, formatPrice(value));
const monthLabel = (seconds: number) => formatMonth(seconds * 1000);

function PriceDynamicsLoaded({ objectId }: { objectId: number }) {
  const query = usePriceDynamics(objectId);
  const [layout, setLayout] = useState<number | null>(null);
  // The chart (uPlot, its chunk and its drawing) starts near the screen; until then its spinner holds the place.
  const [place, near] = useNearView<HTMLElement>();
  const data = query.data;
  const xs = useMemo(() => (data ? data.months.map(monthStart) : []), [data]);
  const series = data?.series.find((s) => s.layout === layout) ?? data?.series[0];
  if (!data || !series) return null;
  const latest = series.values.findLastIndex((v) => v != null);
  return (
    <section
      ref={place}
      id="realty-dynamics"
      className={styles.dynamics}
      aria-labelledby="realty-dynamics-title"
    >
      <h2 id="realty-dynamics-title" className={page.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.hint}</p>
      {data.series.length > 2 && (
        <div className={layoutStyles.chips} role="radiogroup" aria-label={t.layouts}>
          {data.series.map((s) => (
            <button
              key={s.layout ?? 'all'}
              type="button"
              role="radio"
              aria-checked={s.layout === series.layout}
              className={styles.chip}
              onClick={() => setLayout(s.layout)}
            >
              {s.layout == null ? t.all : Layout.title(s.layout)}
            </button>
          ))}
        </div>
      )}
      {latest >= 0 && (
        <p className={styles.latest}>
          <strong>{perMeter(series.values[latest]!)}</strong>{' '}
          <span className={styles.muted}>{monthLabel(xs[latest]!)}</span>
        </p>
      )}
      {near ? (
        <Suspense fallback={<Spinner label={priceHistoryTexts.loading} />}>
          <PriceChart
            xs={xs}
            ys={series.values}
            label={t.title}
            formatValue={perMeter}
            formatDate={monthLabel}
            height={240}
          />
        </Suspense>
      ) : (
        <Spinner label={priceHistoryTexts.loading} />
      )}
    </section>
  );
}

export const PriceDynamics = whenQueries(PriceDynamicsLoaded);
