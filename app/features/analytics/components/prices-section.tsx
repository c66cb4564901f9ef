// «Цены»: the median ₽/м² of units on sale by layout at each week's or month's end (a line per layout; the table
// adds the range), and each price change with the units sold 4 weeks before and after it.
import { useMemo } from 'react';
import { layoutTitle } from '#shared/analytics-labels.ts';
import { formatDate, formatNumber, formatPrice, formatPriceShort } from '#shared/format.ts';
import type { TAnalyticsPrices } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { useAnalyticsPrices, type AnalyticsFilter } from '#app/resources/analytics.ts';
import { DataTable, ReportCard } from './report-card.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { ReportState } from './report-state.tsx';
import { TimeChart, type ChartSeries } from './time-chart.tsx';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
const COLORS = ['#2563eb', '#0f766e', '#c2410c', '#7c3aed', '#be185d', '#4b5565', '#a16207'];
const perM2 = (v: number) => `${formatPrice(v)}/м²`;

function Chart({ prices }: { prices: TAnalyticsPrices }) {
  const { days, series } = useMemo(() => {
    const days = [...new Set(prices.points.map((p) => p.start))].sort();
    const layouts = [...new Set(prices.points.map((p) => p.cntApart))].sort((a, b) => a - b);
    const series: ChartSeries[] = layouts.map((cnt, i) => ({
      label: layoutTitle(cnt),
      color: COLORS[i % COLORS.length]!,
      values: days.map((d) => prices.points.find((p) => p.start === d && p.cntApart === cnt)?.median ?? null),
    }));
    return { days, series };
  }, [prices]);
  return (
    <TimeChart
      days={days}
      series={series}
      formatValue={perM2}
      formatTick={formatPriceShort}
      month={prices.step === 'month'}
      label={t.median}
    />
  );
}

export function PricesSection({ filter }: { filter: AnalyticsFilter }) {
  const query = useAnalyticsPrices(filter);
  const prices = query.data;
  return (
    <div className={styles.section}>
      <ReportState query={query}>
        {prices && (
          <>
            <ReportCard
              title={t.median}
              testId="prices-report"
              actions={<ExportButtons query={{ report: 'prices', ...filter }} />}
              chart={prices.points.length ? <Chart prices={prices} /> : undefined}
              table={
                <DataTable
                  columns={[t.from, t.layout, t.median, t.min, t.max, t.units]}
                  rows={prices.points.map((p) => ({
                    key: `${p.start}-${p.cntApart}`,
                    cells: [
                      formatDate(`${p.start}T12:00:00Z`),
                      layoutTitle(p.cntApart),
                      perM2(p.median),
                      perM2(p.min),
                      perM2(p.max),
                      formatNumber(p.units),
                    ],
                  }))}
                />
              }
            />
            <ReportCard
              title={t.priceChanges}
              table={
                prices.changes.length ? (
                  <DataTable
                    limit={15}
                    columns={[t.changeDay, t.complex, t.changed, t.change, t.soldBefore, t.soldAfter]}
                    rows={prices.changes.map((c) => ({
                      key: `${c.day}-${c.objectId}`,
                      cells: [
                        formatDate(`${c.day}T12:00:00Z`),
                        c.objectTitle,
                        formatNumber(c.units),
                        <span key="c" data-trend={c.change >= 0 ? 'up' : 'down'} className={styles.change}>
                          {`${c.change > 0 ? '+' : ''}${String(c.change).replace('.', ',')} %`}
                        </span>,
                        formatNumber(c.soldBefore),
                        <strong key="a">{formatNumber(c.soldAfter)}</strong>,
                      ],
                    }))}
                  />
                ) : (
                  <p className={styles.hint}>{t.empty}</p>
                )
              }
            />
          </>
        )}
      </ReportState>
    </div>
  );
}
