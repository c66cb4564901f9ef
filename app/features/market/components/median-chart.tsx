// The median ₽/м² by month: uPlot (its chunk loads with this screen only) or, at a tap, the same numbers as a table.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { TMarketSummary } from '#shared/schemas/market.ts';
import { marketTexts } from '#shared/texts/market.ts';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { monthSeconds, monthTitle, perMeter } from '../lib/format-market.ts';
import figuresStyles from '#app/styles/figures.module.css';
import styles from './market.module.css';

const PriceChart = lazy(() => import('#app/components/price-history/price-chart.tsx'));
const t = marketTexts.chart;

export function MedianChart({ summary }: { summary: TMarketSummary }) {
  const [asTable, setAsTable] = useState(false);
  const xs = useMemo(() => summary.months.map(monthSeconds), [summary.months]);
  const empty = summary.median.every((v) => v == null);
  return (
    <section className={styles.card} aria-labelledby="market-median-title">
      <div className={styles.cardHead}>
        <h2 id="market-median-title" className={styles.cardTitle}>
          {t.title}
        </h2>
        {!empty && (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? t.showChart : t.showTable}
          </button>
        )}
      </div>
      {empty ? (
        <p className={styles.state}>{t.empty}</p>
      ) : asTable ? (
        <div className={figuresStyles.scroll}>
          <table className={styles.table} data-testid="market-median-table">
            <thead>
              <tr>
                <th scope="col">{t.month}</th>
                <th scope="col">{marketTexts.figures.median}</th>
              </tr>
            </thead>
            <tbody>
              {summary.months.map((m, i) => (
                <tr key={m}>
                  <td>{monthTitle(m)}</td>
                  <td>{perMeter(summary.median[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className={styles.chartBox} data-testid="market-chart">
          <Suspense fallback={<Spinner label={t.loading} />}>
            <PriceChart
              xs={xs}
              ys={summary.median}
              label={t.title}
              formatValue={perMeter}
              formatDate={(s) => monthTitle(new Date(s * 1000).toISOString().slice(0, 7))}
              height={240}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
