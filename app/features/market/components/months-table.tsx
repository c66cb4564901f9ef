// Month by month: the median, the stock at the month's end, launches (units and complexes) and sales.
import type { TMarketSummary } from '#shared/schemas/market.ts';
import { formatNumber } from '#shared/format.ts';
import { marketTexts } from '#shared/texts/market.ts';
import { monthTitle, perMeter } from '../lib/format-market.ts';
import figuresStyles from '#app/styles/figures.module.css';
import styles from './market.module.css';

const f = marketTexts.figures;

export function MonthsTable({ summary }: { summary: TMarketSummary }) {
  // Newest first: the month a person asks about is at the top.
  const order = summary.months.map((_, i) => i).reverse();
  return (
    <section className={styles.card} aria-labelledby="market-months-title">
      <h2 id="market-months-title" className={styles.cardTitle}>
        {marketTexts.months.title}
      </h2>
      <div className={figuresStyles.scroll}>
        <table className={styles.table} data-testid="market-months">
          <thead>
            <tr>
              <th scope="col">{marketTexts.chart.month}</th>
              <th scope="col">{f.median}</th>
              <th scope="col">{f.stock}</th>
              <th scope="col">{f.launchedUnits}</th>
              <th scope="col">{f.launchedComplexes}</th>
              <th scope="col">{f.sold}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((i) => (
              <tr key={summary.months[i]}>
                <td>{monthTitle(summary.months[i]!)}</td>
                <td>{perMeter(summary.median[i])}</td>
                <td>{formatNumber(summary.stock[i])}</td>
                <td>{formatNumber(summary.launchedUnits[i])}</td>
                <td>{formatNumber(summary.launchedComplexes[i])}</td>
                <td>{formatNumber(summary.sold[i])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
