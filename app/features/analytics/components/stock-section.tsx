// «Остатки»: units by status for a grouping (complexes, buildings, sections, layouts, floor bands), today or at the
// end of a past day; a stacked bar per row (share of units by status) or the table with count, м² and ₽.
import { useState } from 'react';
import { CellStatus } from '#shared/enums.ts';
import { formatArea, formatNumber, formatPrice } from '#shared/format.ts';
import type { TAnalyticsStock, TAnalyticsStockRow } from '#shared/schemas/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { DateInput, toNative } from '#app/components/ui/date-input.tsx';
import { useAnalyticsStock } from '#app/resources/analytics.ts';
import { DataTable, Figure, ReportCard } from './report-card.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { ReportState } from './report-state.tsx';
import { ChipSwitch } from './chip-switch.tsx';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
type Group = keyof TAnalyticsStock['groups'];
const GROUPS: Group[] = ['complex', 'building', 'section', 'rooms', 'floors'];
const STATUSES = [
  CellStatus.sale,
  CellStatus.assignment,
  CellStatus.reserve,
  CellStatus.fund,
  CellStatus.sold,
];

const figures = (row: TAnalyticsStockRow, status: number) =>
  row.statuses.find((s) => s.status === status) ?? { count: 0, area: 0, amount: 0 };

function Bars({ rows }: { rows: TAnalyticsStockRow[] }) {
  return (
    <ul className={styles.bars}>
      {rows.map((row) => (
        <li key={row.key}>
          <span className={styles.barLabel}>
            {row.title} <span className={styles.muted}>{formatNumber(row.total.count)}</span>
          </span>
          <span className={styles.stack}>
            {STATUSES.map((status) => {
              const n = figures(row, status).count;
              return n > 0 ? (
                <span
                  key={status}
                  data-status={CellStatus.keyOf(status)}
                  style={{ flexGrow: n }}
                  title={`${CellStatus.title(status)}: ${formatNumber(n)}`}
                />
              ) : null;
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StockSection({ objectId }: { objectId?: number }) {
  const [group, setGroup] = useState<Group>(objectId ? 'building' : 'complex');
  const [at, setAt] = useState('');
  const day = at ? toNative('date', at) || undefined : undefined;
  const query = useAnalyticsStock({ objectId, at: day });
  const data = query.data;
  const rows = data ? [...data.groups[group], data.total] : [];
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <DateInput
          label={t.at}
          value={at}
          onChange={setAt}
          placeholder={t.today}
          className={styles.dateField}
        />
        <ChipSwitch
          label={t.key}
          options={GROUPS}
          title={(g) => analyticsTexts.group[g]}
          value={group}
          onChange={setGroup}
        />
      </div>
      <ReportState query={query}>
        {data && (
          <>
            <div className={styles.figures}>
              <Figure
                label={t.onSale}
                value={formatNumber(figures(data.total, CellStatus.sale).count)}
                now={0}
              />
              <Figure
                label={CellStatus.title(CellStatus.reserve)}
                value={formatNumber(figures(data.total, CellStatus.reserve).count)}
                now={0}
              />
              <Figure
                label={t.sold}
                value={formatNumber(figures(data.total, CellStatus.sold).count)}
                now={0}
              />
              <Figure
                label={`${t.onSale}, ${t.amount.toLowerCase()}`}
                value={formatPrice(figures(data.total, CellStatus.sale).amount)}
                now={0}
              />
            </div>
            <ReportCard
              title={analyticsTexts.group[group]}
              testId="stock-report"
              actions={<ExportButtons query={{ report: 'stock', objectId, at: day }} />}
              chart={<Bars rows={data.groups[group]} />}
              table={
                <DataTable
                  columns={[t.key, ...STATUSES.map((s) => CellStatus.title(s)), t.count, t.area, t.amount]}
                  rows={rows.map((r) => ({
                    key: r.key,
                    cells: [
                      r.title,
                      ...STATUSES.map((s) => formatNumber(figures(r, s).count)),
                      formatNumber(r.total.count),
                      formatArea(r.total.area),
                      formatPrice(r.total.amount),
                    ],
                  }))}
                />
              }
            />
          </>
        )}
      </ReportState>
    </div>
  );
}
