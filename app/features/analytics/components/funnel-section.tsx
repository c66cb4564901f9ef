// «Воронка»: the steps from views to the sale as bars narrowing down, with the conversion from the step before and
// the previous period; the table by source, manager or agency; the median days from a booking to its deal and on
// to the sale.
import { useState } from 'react';
import { FUNNEL_BY, type TFunnelBy } from '#shared/analytics.ts';
import { formatNumber } from '#shared/format.ts';
import type { TAnalyticsFunnelSteps } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { useAnalyticsFunnel, type AnalyticsFilter } from '#app/resources/analytics.ts';
import { DataTable, Figure, ReportCard } from './report-card.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { ReportState } from './report-state.tsx';
import { ChipSwitch } from './chip-switch.tsx';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
const STEPS = ['views', 'unitViews', 'collected', 'sent', 'requests', 'bookings', 'deals', 'sold'] as const;
const cell = (v: number | null) => (v === null ? '—' : formatNumber(v));
/** A share: two decimals under 1 %, one above. */
const percent = (part: number, whole: number) => {
  if (whole <= 0) return '—';
  const p = (part / whole) * 100;
  return `${(p < 1 ? p.toFixed(2) : p.toFixed(1)).replace('.', ',').replace(/,0+$/, '')} %`;
};
/** The step a step's conversion is counted from: requests and bookings are two ways in, deals come from both. */
const FROM: Partial<Record<(typeof STEPS)[number], (s: TAnalyticsFunnelSteps) => number>> = {
  collected: (s) => s.unitViews ?? 0,
  sent: (s) => s.collected ?? 0,
  deals: (s) => s.requests + s.bookings,
  sold: (s) => s.deals,
};

function Steps({ total, previous }: { total: TAnalyticsFunnelSteps; previous?: TAnalyticsFunnelSteps }) {
  const top = Math.max(...STEPS.map((s) => total[s] ?? 0), 1);
  return (
    <ol className={styles.funnel}>
      {STEPS.map((step) => {
        const value = total[step] ?? 0;
        const from = FROM[step];
        const before = from ? from(total) : null;
        return (
          <li key={step}>
            <span className={styles.barLabel}>{t[step]}</span>
            <span className={styles.funnelBar}>
              <span
                style={{ width: `${Math.max((Math.log10(value + 1) / Math.log10(top + 1)) * 100, 1)}%` }}
              />
            </span>
            <span className={styles.funnelValue}>
              <strong>{formatNumber(value)}</strong>
              {before !== null && <span className={styles.muted}> {percent(value, before)}</span>}
              {previous && (
                <span className={styles.muted}>
                  {' '}
                  · {t.previous.toLowerCase()}: {cell(previous[step])}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function FunnelSection({ filter, previous }: { filter: AnalyticsFilter; previous: boolean }) {
  const [by, setBy] = useState<TFunnelBy>('source');
  const query = useAnalyticsFunnel({ ...filter, by });
  const funnel = query.data;
  const days = (v: number | null) => (v === null ? '—' : String(v).replace('.', ','));
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <ChipSwitch
          label={analyticsTexts.report.funnel}
          options={FUNNEL_BY}
          title={(b) => analyticsTexts.funnelBy[b]}
          value={by}
          onChange={setBy}
        />
      </div>
      <ReportState query={query}>
        {funnel && (
          <>
            <div className={styles.figures}>
              <Figure
                label={t.conversion}
                value={percent(funnel.total.sold, funnel.total.views ?? 0)}
                now={0}
              />
              <Figure label={t.toDeal} value={days(funnel.toDealDays)} now={0} />
              <Figure label={t.toSold} value={days(funnel.toSoldDays)} now={0} />
            </div>
            <ReportCard
              title={analyticsTexts.report.funnel}
              testId="funnel-report"
              actions={<ExportButtons query={{ report: 'funnel', ...filter, by }} />}
              chart={<Steps total={funnel.total} previous={previous ? funnel.previous : undefined} />}
              table={
                <DataTable
                  columns={[analyticsTexts.funnelBy[by], ...STEPS.map((s) => t[s])]}
                  rows={[
                    ...funnel.rows.map((r) => ({
                      key: r.key,
                      cells: [r.title, ...STEPS.map((s) => cell(r[s]))],
                    })),
                    { key: 'total', cells: [t.total, ...STEPS.map((s) => cell(funnel.total[s]))] },
                    { key: 'previous', cells: [t.previous, ...STEPS.map((s) => cell(funnel.previous[s]))] },
                  ]}
                />
              }
            />
          </>
        )}
      </ReportState>
    </div>
  );
}
