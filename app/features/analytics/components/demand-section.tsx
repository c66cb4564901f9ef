// «Спрос»: for each layout × budget of the stock, how many saved filters match it (the cell's shade), the buyers
// behind them, units collected and sent, the clients' marks; and «Спрос без предложения»: saved filters in the
// builder's districts that none of its units meets, by rooms × budget. Counts only, never a person.
import { ANALYTICS_PRICE_BANDS } from '#shared/analytics.ts';
import { bandTitle, layoutTitle } from '#shared/analytics-labels.ts';
import { formatNumber } from '#shared/format.ts';
import type { TAnalyticsDemand } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { useAnalyticsDemand } from '#app/resources/analytics.ts';
import { DataTable, ReportCard } from './report-card.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { ReportState } from './report-state.tsx';
import figures from '#app/styles/figures.module.css';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
const BANDS = ANALYTICS_PRICE_BANDS.map((_, i) => i);

function Heat({ bands }: { bands: TAnalyticsDemand['bands'] }) {
  const layouts = [...new Set(bands.map((b) => b.cntApart))].sort((a, b) => a - b);
  const top = Math.max(...bands.map((b) => b.filters), 1);
  return (
    <table className={styles.heat}>
      <thead>
        <tr>
          <th scope="col">{t.layout}</th>
          {BANDS.map((b) => (
            <th key={b} scope="col">
              {bandTitle(b)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {layouts.map((cnt) => (
          <tr key={cnt}>
            <th scope="row">{layoutTitle(cnt)}</th>
            {BANDS.map((band) => {
              const b = bands.find((x) => x.cntApart === cnt && x.band === band);
              return (
                <td
                  key={band}
                  style={{ '--heat': b ? b.filters / top : 0 } as React.CSSProperties}
                  title={
                    b
                      ? `${t.filters}: ${b.filters}; ${t.buyers}: ${b.buyers}; ${t.onSale}: ${b.onSale}`
                      : undefined
                  }
                >
                  {b ? (
                    <>
                      <strong>{formatNumber(b.filters)}</strong>
                      <span>
                        {formatNumber(b.onSale)} {t.onSale.toLowerCase()}
                      </span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DemandSection({ objectId }: { objectId?: number }) {
  const query = useAnalyticsDemand({ objectId });
  const demand = query.data;
  return (
    <div className={styles.section}>
      <ReportState query={query}>
        {demand && (
          <>
            <ReportCard
              title={t.filters}
              testId="demand-report"
              actions={<ExportButtons query={{ report: 'demand', objectId }} />}
              chart={
                <div className={figures.scroll}>
                  <Heat bands={demand.bands} />
                </div>
              }
              table={
                <DataTable
                  columns={[
                    t.layout,
                    t.band,
                    t.onSale,
                    t.filters,
                    t.buyers,
                    t.collected,
                    t.sent,
                    t.likes,
                    t.dislikes,
                  ]}
                  rows={demand.bands.map((b) => ({
                    key: `${b.cntApart}-${b.band}`,
                    cells: [
                      layoutTitle(b.cntApart),
                      bandTitle(b.band),
                      ...[b.onSale, b.filters, b.buyers, b.collected, b.sent, b.likes, b.dislikes].map(
                        formatNumber,
                      ),
                    ],
                  }))}
                />
              }
            />
            <ReportCard
              title={t.unmet}
              testId="unmet-report"
              table={
                <>
                  <p className={styles.hint}>{t.unmetHint}</p>
                  {demand.unmet.length ? (
                    <DataTable
                      limit={12}
                      columns={[t.rooms, t.band, t.filters, t.buyers]}
                      rows={demand.unmet.map((u) => ({
                        key: `${u.cntApart}-${u.band}`,
                        cells: [
                          u.cntApart === 0 ? analyticsTexts.anyRooms : layoutTitle(u.cntApart),
                          bandTitle(u.band),
                          formatNumber(u.filters),
                          formatNumber(u.buyers),
                        ],
                      }))}
                    />
                  ) : (
                    <p className={styles.hint}>{t.empty}</p>
                  )}
                </>
              }
            />
          </>
        )}
      </ReportState>
    </div>
  );
}
