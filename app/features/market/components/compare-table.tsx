// «Сравнение комплексов»: the area's complexes to tick, and the ticked ones side by side with the area's own row.
import { Link } from 'react-router';
import { MARKET_COMPARE_MAX } from '#shared/market.ts';
import type { TMarketSummary } from '#shared/schemas/market.ts';
import { formatNumber, formatPriceShort, formatQuarter } from '#shared/format.ts';
import { marketTexts } from '#shared/texts/market.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useMarketComplexes } from '#app/resources/market.ts';
import { perMeter } from '../lib/format-market.ts';
import figures from '#app/styles/figures.module.css';
import styles from './market.module.css';

const t = marketTexts.compare;

export function CompareTable({
  summary,
  picked,
  rooms,
  onPick,
}: {
  summary: TMarketSummary;
  picked: number[];
  /** The screen's rooms filter: the complexes are counted by it as the area is. */
  rooms: number[];
  onPick: (ids: number[]) => void;
}) {
  const query = useMarketComplexes(picked, rooms);
  const rows = query.data ?? [];
  const toggle = (id: number, on: boolean) =>
    onPick(on ? [...picked, id].slice(0, MARKET_COMPARE_MAX) : picked.filter((p) => p !== id));
  return (
    <section className={styles.card} aria-labelledby="market-compare-title">
      <h2 id="market-compare-title" className={styles.cardTitle}>
        {t.title}
      </h2>
      <p className={styles.hint}>{t.hint}</p>
      <div className={styles.pickList}>
        {summary.complexes.map((c) => (
          <div key={c.id} className={styles.pickRow}>
            <Checkbox
              checked={picked.includes(c.id)}
              disabled={!picked.includes(c.id) && picked.length >= MARKET_COMPARE_MAX}
              onChange={(on) => toggle(c.id, on)}
            >
              {c.title}
            </Checkbox>
            <span className={styles.pickMeta}>
              {formatNumber(c.stock)} · {perMeter(c.median)}
            </span>
          </div>
        ))}
      </div>
      {picked.length === 0 ? (
        <p className={styles.state}>{t.empty}</p>
      ) : query.isPending ? (
        <Spinner />
      ) : (
        <div className={figures.scroll}>
          <table className={styles.table} data-testid="market-compare">
            <thead>
              <tr>
                <th scope="col">{t.complex}</th>
                <th scope="col">{t.priceFrom}</th>
                <th scope="col">{t.median}</th>
                <th scope="col">{t.stock}</th>
                <th scope="col">{t.pace}</th>
                <th scope="col">{t.stockMonths}</th>
                <th scope="col">{t.deadline}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link className={styles.link} to={paths.realty(c.id)}>
                      {c.title}
                    </Link>
                  </td>
                  <td>{formatPriceShort(c.priceFrom) || '—'}</td>
                  <td>{perMeter(c.median)}</td>
                  <td>{formatNumber(c.stock)}</td>
                  <td>{formatNumber(c.pace)}</td>
                  <td>{c.stockMonths == null ? '—' : formatNumber(c.stockMonths)}</td>
                  <td>{c.isFinished ? t.finished : c.dateBuild ? formatQuarter(c.dateBuild) : '—'}</td>
                </tr>
              ))}
              <tr className={styles.market}>
                <td>{t.withMarket}</td>
                <td>—</td>
                <td>{perMeter(summary.now.median)}</td>
                <td>{formatNumber(summary.now.stock)}</td>
                <td>—</td>
                <td>—</td>
                <td>—</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
