// One report's block: its title, the chart or its table (a switch; the table is the same figures for a screen
// reader and for copying), and the export buttons of the report.
import { useState, type ReactNode } from 'react';
import { formatNumber } from '#shared/format.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import figures from '#app/styles/figures.module.css';
import { ChipSwitch } from './chip-switch.tsx';
import styles from './analytics.module.css';

const t = analyticsTexts.screen;
const VIEWS = ['chart', 'table'] as const;

export function ReportCard({
  title,
  chart,
  table,
  actions,
  testId,
}: {
  title: string;
  chart?: ReactNode;
  table: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  const [view, setView] = useState<(typeof VIEWS)[number]>(chart ? 'chart' : 'table');
  return (
    <section className={styles.card} data-testid={testId}>
      <header className={figures.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {chart && (
          <ChipSwitch
            label={title}
            options={VIEWS}
            title={(v) => t[v]}
            value={view}
            onChange={setView}
            compact
          />
        )}
        {actions}
      </header>
      {view === 'chart' && chart ? chart : <div className={figures.scroll}>{table}</div>}
    </section>
  );
}

/** A simple table: the first column names the row, the rest are figures; past `limit` rows a button shows the rest. */
export function DataTable({
  caption,
  columns,
  rows,
  limit,
}: {
  caption?: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  limit?: number;
}) {
  const [all, setAll] = useState(false);
  const shown = limit && !all ? rows.slice(0, limit) : rows;
  return (
    <>
      <table className={styles.table}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {limit !== undefined && rows.length > limit && (
        <button type="button" className={styles.more} onClick={() => setAll(!all)}>
          {all ? t.showFewer : `${t.showAll} (${rows.length})`}
        </button>
      )}
    </>
  );
}

/** A figure with its change against the previous period. */
export function Figure({
  label,
  value,
  now,
  before,
}: {
  label: string;
  value: string;
  now: number;
  before?: number;
}) {
  const delta = before === undefined || before === 0 ? null : Math.round(((now - before) / before) * 100);
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <strong className={styles.figureValue}>{value}</strong>
      {before !== undefined && (
        <span className={styles.delta} data-trend={delta === null ? 'none' : delta >= 0 ? 'up' : 'down'}>
          {delta === null ? '—' : `${delta > 0 ? '+' : ''}${formatNumber(delta)} %`} {t.vsPrevious}
        </span>
      )}
    </div>
  );
}
