// Today's market of the area: units on sale and their м², the median ₽/м², sales a month over the period.
import type { TMarketSummary } from '#shared/schemas/market.ts';
import { formatArea, formatNumber } from '#shared/format.ts';
import { marketTexts } from '#shared/texts/market.ts';
import { perMeter } from '../lib/format-market.ts';
import styles from './market.module.css';

const f = marketTexts.figures;

export function MarketFigures({ summary }: { summary: TMarketSummary }) {
  const soldTotal = summary.sold.reduce((a, b) => a + b, 0);
  const perMonth = summary.months.length ? Math.round((soldTotal / summary.months.length) * 10) / 10 : 0;
  const items = [
    { label: f.median, value: perMeter(summary.now.median) },
    { label: `${f.stock} · ${formatArea(summary.now.stockArea)}`, value: formatNumber(summary.now.stock) },
    { label: f.complexes, value: formatNumber(summary.now.complexes) },
    { label: f.soldPerMonth, value: formatNumber(perMonth) },
  ];
  return (
    <div className={styles.figures} data-testid="market-figures">
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <span className={styles.figureValue}>{item.value}</span>
          <span className={styles.figureLabel}>{item.label}</span>
        </div>
      ))}
    </div>
  );
}
