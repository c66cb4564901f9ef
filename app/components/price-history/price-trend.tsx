// A unit's or an offer's price history in one line: a sparkline and the change since the first record
// («−4,2 % за 3 месяца»). Tapping it opens the full chart (a bottom sheet on the phone, a dialog on desktop) with the
// dates, the values and every change listed. Nothing shows until there are two prices to compare.
import { lazy, Suspense, useMemo, useState } from 'react';
import { CellStatus, OfferStatus } from '#shared/enums.ts';
import { formatDate, formatPrice } from '#shared/format.ts';
import { priceChange } from '#shared/price-history.ts';
import type { TPricePoint } from '#shared/schemas/price-history.ts';
import { fill } from '#shared/texts/ru.ts';
import { priceHistoryTexts } from '#shared/texts/price-history.ts';
import { usePriceHistory, type TPriceItemKind } from '#app/resources/price-history.ts';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { Sparkline } from './sparkline.tsx';
import layout from '#app/styles/layout.module.css';
import styles from './price-history.module.css';
import { whenQueries } from './when-queries.tsx';

const PriceChart = lazy(() => import('./price-chart.tsx'));
const t = priceHistoryTexts;

const statusTitle = (kind: TPriceItemKind, status: number) =>
  kind === 'cell' ? CellStatus.title(status) : OfferStatus.title(status);

/** The chart's data: each record, the line carried on to now, and a mark where the status changed. */
export function historySeries(kind: TPriceItemKind, points: readonly TPricePoint[], now: number) {
  const xs = points.map((p) => Math.floor(new Date(p.at).getTime() / 1000));
  const ys = points.map((p) => p.price);
  const last = points[points.length - 1];
  if (last && now / 1000 > xs[xs.length - 1]!) {
    xs.push(Math.floor(now / 1000));
    ys.push(last.price);
  }
  const marks = points.flatMap((p, i) =>
    i > 0 && p.status !== points[i - 1]!.status ? [{ x: xs[i]!, text: statusTitle(kind, p.status) }] : [],
  );
  return { xs, ys, marks };
}

function HistoryDetails({ kind, points, now }: { kind: TPriceItemKind; points: TPricePoint[]; now: number }) {
  const series = useMemo(() => historySeries(kind, points, now), [kind, points, now]);
  const first = points.find((p) => p.price != null);
  return (
    <div className={layout.stackMd}>
      {first && <p className={styles.muted}>{fill(t.since, formatDate(first.at))}</p>}
      <Suspense fallback={<Spinner label={t.loading} />}>
        <PriceChart {...series} stepped label={t.title} />
      </Suspense>
      <h3 className={styles.tableTitle}>{t.table}</h3>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t.date}</th>
              <th>{t.price}</th>
              <th>{t.squarePrice}</th>
              <th>{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p, i) => (
              <tr key={`${p.at}-${i}`}>
                <td>{formatDate(p.at)}</td>
                <td>{formatPrice(p.price)}</td>
                <td>{formatPrice(p.squarePrice)}</td>
                <td>{statusTitle(kind, p.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PriceTrendLoaded({ kind, id }: { kind: TPriceItemKind; id: number }) {
  const query = usePriceHistory(kind, id);
  const [open, setOpen] = useState(false);
  const now = useMemo(() => Date.now(), []);
  const points = query.data;
  const change = points ? priceChange(points, new Date(now)) : null;
  if (!points || !change) return null;
  return (
    <>
      <button
        type="button"
        className={styles.trend}
        data-trend={change.trend}
        aria-label={`${t.open}: ${change.label}`}
        onClick={() => setOpen(true)}
        data-testid="price-trend"
      >
        <Sparkline points={points} now={now} className={styles.spark} />
        <span className={styles.label}>{change.label}</span>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t.title}>
        {open && <HistoryDetails kind={kind} points={points} now={now} />}
      </BottomSheet>
    </>
  );
}

export const PriceTrend = whenQueries(PriceTrendLoaded);
