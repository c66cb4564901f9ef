// A report as tables for the exports: the same figures the screens show, as sheets of rows with Russian headers.
import type { TAnalyticsReport } from '#shared/analytics.ts';
import { bandTitle, layoutTitle } from '#shared/analytics-labels.ts';
import { CellStatus } from '#shared/enums.ts';
import type {
  TAnalyticsDemand,
  TAnalyticsFunnel,
  TAnalyticsPace,
  TAnalyticsPrices,
  TAnalyticsStock,
} from '#shared/schemas/analytics.ts';
import { analyticsTexts as t } from '#shared/texts/analytics.ts';

export type Cell = string | number | null;
export interface Table {
  title: string;
  columns: string[];
  rows: Cell[][];
}

const s = t.screen;
export function stockTables(stock: TAnalyticsStock): Table[] {
  const statuses = CellStatus.options;
  const columns = [
    s.key,
    s.count,
    s.area,
    s.amount,
    ...statuses.flatMap((o) => [`${o.title}, ${s.count.toLowerCase()}`, `${o.title}, ₽`]),
  ];
  const row = (r: TAnalyticsStock['total']): Cell[] => [
    r.title,
    r.total.count,
    r.total.area,
    r.total.amount,
    ...statuses.flatMap((o) => {
      const f = r.statuses.find((x) => x.status === o.value);
      return [f?.count ?? 0, f?.amount ?? 0];
    }),
  ];
  return (Object.keys(stock.groups) as (keyof TAnalyticsStock['groups'])[]).map((g) => ({
    title: t.group[g],
    columns,
    rows: [...stock.groups[g].map(row), row(stock.total)],
  }));
}

export function paceTables(pace: TAnalyticsPace): Table[] {
  return [
    {
      title: t.report.pace,
      columns: [s.from, s.sold, s.soldAmount, s.area, s.reserved],
      rows: pace.periods.map((p) => [p.start, p.sold, p.soldAmount, p.soldArea, p.reserved]),
    },
    {
      title: s.absorption.slice(0, 31),
      columns: [s.layout, s.band, s.sold, s.onSale, `${s.share}, %`],
      rows: pace.absorption.map((a) => [
        layoutTitle(a.cntApart),
        bandTitle(a.band),
        a.sold,
        a.onSale,
        a.share,
      ]),
    },
    {
      title: s.planTitle,
      columns: [s.complex, s.planMonth, s.planUnits, s.planAmount, s.sold, s.soldAmount],
      rows: pace.plan.map((p) => [p.objectId, p.month, p.units, p.amount, p.soldUnits, p.soldAmount]),
    },
  ];
}

export function pricesTables(prices: TAnalyticsPrices): Table[] {
  return [
    {
      title: t.report.prices,
      columns: [s.from, s.layout, s.median, s.min, s.max, s.units],
      rows: prices.points.map((p) => [p.start, layoutTitle(p.cntApart), p.median, p.min, p.max, p.units]),
    },
    {
      title: s.priceChanges.slice(0, 31),
      columns: [s.changeDay, s.complex, s.changed, `${s.change}, %`, s.soldBefore, s.soldAfter],
      rows: prices.changes.map((c) => [c.day, c.objectTitle, c.units, c.change, c.soldBefore, c.soldAfter]),
    },
  ];
}

export function funnelTables(funnel: TAnalyticsFunnel): Table[] {
  const steps = ['views', 'unitViews', 'collected', 'sent', 'requests', 'bookings', 'deals', 'sold'] as const;
  return [
    {
      title: t.report.funnel,
      columns: [t.funnelBy[funnel.by], ...steps.map((k) => s[k])],
      rows: [
        ...funnel.rows.map((r) => [r.title, ...steps.map((k) => r[k])]),
        [s.total, ...steps.map((k) => funnel.total[k])],
        [s.previous, ...steps.map((k) => funnel.previous[k])],
      ],
    },
  ];
}

export function demandTables(demand: TAnalyticsDemand): Table[] {
  return [
    {
      title: t.report.demand,
      columns: [s.layout, s.band, s.onSale, s.filters, s.buyers, s.collected, s.sent, s.likes, s.dislikes],
      rows: demand.bands.map((b) => [
        layoutTitle(b.cntApart),
        bandTitle(b.band),
        b.onSale,
        b.filters,
        b.buyers,
        b.collected,
        b.sent,
        b.likes,
        b.dislikes,
      ]),
    },
    {
      title: s.unmet,
      columns: [s.rooms, s.band, s.filters, s.buyers],
      rows: demand.unmet.map((u) => [
        u.cntApart === 0 ? t.anyRooms : layoutTitle(u.cntApart),
        bandTitle(u.band),
        u.filters,
        u.buyers,
      ]),
    },
  ];
}

export type ReportTables = Record<TAnalyticsReport, Table[]>;
