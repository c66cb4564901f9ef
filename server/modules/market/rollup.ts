// The daily market rollup (decision 045): the closed months of the last five years, per section and layout, from
// price_history in one transaction, one run across nodes (pg_try_advisory_xact_lock). Reads take these rows for
// closed months and count the rest live, so a run that has not happened yet makes reads slower, never wrong.
import { sql } from 'drizzle-orm';
import { MARKET_MAX_YEARS } from '#shared/market.ts';
import type { DbOrTx } from '../../db/client.ts';
import { MARKET_ROLLUP_LOCK } from '../../core/workflow-locks.ts';
import { queryRows } from '../../core/sql.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { addMonths, monthOf, monthStart } from './months.ts';
import { monthRowsSql, mskMonth } from './month-rows.ts';

export interface MarketRollupResult {
  ran: boolean;
  /** Rows written (0 when skipped). */
  rows: number;
  openMonth: string | null;
}

/** The rollup's state: the first month it left open, and when it ran. */
export async function rollupState(
  db: DbOrTx,
): Promise<{ openMonth: string | null; rolledAt: Date | null; historyId: number }> {
  const [row] = await queryRows<{
    open_month: string | null;
    rolled_at: string | Date | null;
    history_id: number;
  }>(
    db,
    sql`select open_month::text as open_month, rolled_at, history_id from market_rollup_state where id = 1`,
  );
  return {
    historyId: Number(row?.history_id ?? 0),
    openMonth: row?.open_month ?? null,
    rolledAt: row?.rolled_at ? new Date(row.rolled_at) : null,
  };
}

/**
 * Once a Moscow day (or with `force`): stores the closed months that changed since the last run. A month changes when
 * it closes or when history is written into it later (imports, the demo write past times): the first month of the
 * records past the run's cursor (price_history ids) and the month left open last time start the rewrite. The first
 * run, or `full`, rewrites the last five years.
 */
export async function runMarketRollup(
  deps: { db: DbOrTx; now: Date },
  options: { force?: boolean; full?: boolean } = {},
): Promise<MarketRollupResult> {
  const { db, now } = deps;
  const openMonth = monthOf(now);
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${MARKET_ROLLUP_LOCK}) as locked`,
    );
    if (locked[0]?.locked !== true) return { ran: false, rows: 0, openMonth: null };
    const state = await rollupState(tx);
    if (!options.force && !options.full && state.rolledAt && moscowDay(state.rolledAt) === moscowDay(now))
      return { ran: false, rows: 0, openMonth: state.openMonth };

    const [cursor] = await queryRows<{ top: number | null; changed: string | null }>(
      tx,
      sql`select (select max(id) from price_history) as top,
            (select min(${mskMonth(sql`at`)})::text from price_history
              where id > ${state.historyId} and cell_id is not null) as changed`,
    );
    const oldest = addMonths(openMonth, -12 * MARKET_MAX_YEARS);
    const last = addMonths(openMonth, -1);
    const starts = [state.openMonth, cursor?.changed ?? null].filter((m): m is string => m !== null);
    const first =
      options.full || !state.openMonth ? oldest : starts.reduce((a, b) => (a < b ? a : b), openMonth);
    const from = first < oldest ? oldest : first;
    let rows = 0;
    if (from <= last) {
      // The months' expansion is hashed in memory rather than spilled in batches (this transaction only).
      await tx.execute(sql`set local work_mem = '128MB'`);
      await tx.execute(
        sql`delete from market_months where month >= ${from}::date or month < ${oldest}::date`,
      );
      const inserted = await queryRows<{ n: number }>(
        tx,
        sql`with rows as (
              insert into market_months (month, section_id, object_id, layout, on_sale, area_on_sale, square_prices, sold, launched)
              select month::date, section_id, object_id, layout, on_sale, area_on_sale, square_prices, sold, launched
              from (${monthRowsSql({ first: from, last, until: new Date(monthStart(openMonth).getTime() - 1) })}) r
              -- A complex's months side by side on disk: a district's read touches a few pages per complex, not one
              -- page per row (reads go by the (object_id, month) index).
              order by object_id, month
              returning 1
            ) select count(*)::int as n from rows`,
      );
      rows = Number(inserted[0]?.n ?? 0);
      // Fresh statistics: reads join these rows with the catalogue, and a plan made for an empty table loops.
      await tx.execute(sql`analyze market_months`);
    }
    await tx.execute(sql`
      insert into market_rollup_state (id, history_id, open_month, rolled_at)
      values (1, ${Number(cursor?.top ?? 0)}, ${openMonth}::date, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set history_id = excluded.history_id, open_month = excluded.open_month,
        rolled_at = excluded.rolled_at`);
    return { ran: true, rows, openMonth };
  });
}
