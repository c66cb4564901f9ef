// «Темп продаж»: sold and reserved per week or month with the previous period beside the totals, the pace and the
// weeks of stock it leaves, absorption by layout and budget, and the monthly plan against the fact (editable).
import { useMemo, useState } from 'react';
import { PACE_BY, type TPaceBy } from '#shared/analytics.ts';
import { bandTitle, layoutTitle } from '#shared/analytics-labels.ts';
import { formatMonth, formatNumber, formatPrice, formatPriceShort } from '#shared/format.ts';
import type { TAnalyticsPace } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { useAnalyticsPace, type AnalyticsFilter } from '#app/resources/analytics.ts';
import { DataTable, Figure, ReportCard } from './report-card.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { PlanForm } from './plan-form.tsx';
import { ReportState } from './report-state.tsx';
import { TimeChart, type ChartSeries } from './time-chart.tsx';
import { ChipSwitch } from './chip-switch.tsx';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
const units = (v: number) => formatNumber(Math.round(v));
const monthOf = (month: string) => formatMonth(`${month}-15T12:00:00Z`);

/** One complex's plan per month as it is; all complexes' summed per month, naming how many have a plan. */
function plansByMonth(
  plans: TAnalyticsPace['plan'],
  objectId: number | undefined,
  titleOf: (id: number) => string,
) {
  if (objectId)
    return plans.map((p) => ({ ...p, key: `${p.objectId}-${p.month}`, title: titleOf(p.objectId) }));
  const months = new Map<
    string,
    {
      key: string;
      month: string;
      title: string;
      n: number;
      units: number;
      amount: number;
      soldUnits: number;
      soldAmount: number;
    }
  >();
  for (const p of plans) {
    const m = months.get(p.month) ?? {
      key: p.month,
      month: p.month,
      title: '',
      n: 0,
      units: 0,
      amount: 0,
      soldUnits: 0,
      soldAmount: 0,
    };
    m.n += 1;
    m.units += p.units;
    m.amount += p.amount;
    m.soldUnits += p.soldUnits;
    m.soldAmount += p.soldAmount;
    m.title = formatNumber(m.n);
    months.set(p.month, m);
  }
  return [...months.values()];
}

function Chart({ pace }: { pace: TAnalyticsPace }) {
  const days = useMemo(() => pace.periods.map((p) => p.start), [pace]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: t.sold, values: pace.periods.map((p) => p.sold), color: '#2563eb', bars: true },
      { label: t.reserved, values: pace.periods.map((p) => p.reserved), color: '#c2410c' },
    ],
    [pace],
  );
  return (
    <TimeChart
      days={days}
      series={series}
      formatValue={units}
      month={pace.by === 'month'}
      label={analyticsTexts.report.pace}
    />
  );
}

export function PaceSection({
  filter,
  previous,
  titleOf,
}: {
  filter: AnalyticsFilter;
  previous: boolean;
  titleOf: (objectId: number) => string;
}) {
  const [by, setBy] = useState<TPaceBy>('week');
  const query = useAnalyticsPace({ ...filter, by });
  const pace = query.data;
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <ChipSwitch
          label={analyticsTexts.report.pace}
          options={PACE_BY}
          title={(b) => t[b]}
          value={by}
          onChange={setBy}
        />
      </div>
      <ReportState query={query}>
        {pace && (
          <>
            <div className={styles.figures}>
              <Figure
                label={t.sold}
                value={formatNumber(pace.totals.sold)}
                now={pace.totals.sold}
                before={previous ? pace.previous.sold : undefined}
              />
              <Figure
                label={t.soldAmount}
                value={formatPriceShort(pace.totals.soldAmount)}
                now={pace.totals.soldAmount}
                before={previous ? pace.previous.soldAmount : undefined}
              />
              <Figure
                label={t.reserved}
                value={formatNumber(pace.totals.reserved)}
                now={pace.totals.reserved}
                before={previous ? pace.previous.reserved : undefined}
              />
              <Figure label={t.pace} value={String(pace.weeklyPace).replace('.', ',')} now={0} />
              <Figure
                label={t.weeksLeft}
                value={pace.weeksLeft === null ? t.never : String(Math.round(pace.weeksLeft))}
                now={0}
              />
            </div>
            <ReportCard
              title={analyticsTexts.report.pace}
              testId="pace-report"
              actions={<ExportButtons query={{ report: 'pace', ...filter, by }} />}
              chart={<Chart pace={pace} />}
              table={
                <DataTable
                  columns={[t.from, t.sold, t.soldAmount, t.area, t.reserved]}
                  rows={pace.periods.map((p) => ({
                    key: p.start,
                    cells: [
                      by === 'month' ? monthOf(p.start.slice(0, 7)) : p.start.split('-').reverse().join('.'),
                      formatNumber(p.sold),
                      formatPrice(p.soldAmount),
                      formatNumber(p.soldArea),
                      formatNumber(p.reserved),
                    ],
                  }))}
                />
              }
            />
            <ReportCard
              title={t.absorption}
              table={
                <DataTable
                  limit={12}
                  columns={[t.layout, t.band, t.sold, t.onSale, t.share]}
                  rows={pace.absorption.map((a) => ({
                    key: `${a.cntApart}-${a.band}`,
                    cells: [
                      layoutTitle(a.cntApart),
                      bandTitle(a.band),
                      formatNumber(a.sold),
                      formatNumber(a.onSale),
                      <span key="share" className={styles.share}>
                        <span style={{ width: `${a.share}%` }} />
                        {String(a.share).replace('.', ',')} %
                      </span>,
                    ],
                  }))}
                />
              }
            />
            <ReportCard
              title={t.planTitle}
              testId="plan-report"
              table={
                <>
                  <DataTable
                    columns={[
                      t.planMonth,
                      filter.objectId ? t.complex : t.complexes,
                      t.planUnits,
                      t.fact,
                      t.planAmount,
                      t.soldAmount,
                    ]}
                    rows={plansByMonth(pace.plan, filter.objectId, titleOf).map((p) => ({
                      key: p.key,
                      cells: [
                        monthOf(p.month),
                        p.title,
                        formatNumber(p.units),
                        <span key="f" data-met={p.soldUnits >= p.units || undefined} className={styles.fact}>
                          {formatNumber(p.soldUnits)}
                        </span>,
                        formatPrice(p.amount),
                        formatPrice(p.soldAmount),
                      ],
                    }))}
                  />
                  <PlanForm objectId={filter.objectId} plans={pace.plan} />
                </>
              }
            />
          </>
        )}
      </ReportState>
    </div>
  );
}
