// The daily market rollup (decision 045): the closed months of the last five years, per section and layout, rebuilt
// from price_history in one transaction, one run across nodes (pg_try_advisory_xact_lock). Reads take these rows for
// closed months and count the rest live, so a run that has not happened yet makes reads slower, never wrong.
import { sql } from 'drizzle-orm';
import { MARKET_MAX_YEARS } from '#shared/market.ts';
import type { DbOrTx } from '../../db/client.ts';
import { MARKET_ROLLUP_LOCK } from '../../core/workflow-locks.ts';
import { queryRows } from '../../core/sql.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { addMonths, monthOf } from './months.ts';
import { monthRowsSql } from './month-rows.ts';

export interface MarketRollupResult {
  ran: boolean;
  /** Rows written (0 when skipped). */
  rows: number;
  openMonth: string | null;
}

/** The rollup's state: the first month it left open, and when it ran. */
export async function rollupState(db: DbOrTx): Promise<{ openMonth: string | null; rolledAt: Date | null }> {
  const [row] = await queryRows<{ open_month: string | null; rolled_at: string | Date | null }>(
    db,
    sql`select open_month::text as open_month, rolled_at from market_rollup_state where id = 1`,
  );
  return {
    openMonth: row?.open_month ?? null,
    rolledAt: row?.rolled_at ? new Date(row.rolled_at) : null,
  };
}

/**
 * Rebuilds the closed months when the Moscow day changed since the last run (or `force`). The months before the
 * current one are rewritten as a whole: history may be written with past times (imports, the demo), and five years
 * of a large market take seconds (bench/market.ts).
 */
export async function runMarketRollup(
  deps: { db: DbOrTx; now: Date },
  options: { force?: boolean } = {},
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
    if (!options.force && state.rolledAt && moscowDay(state.rolledAt) === moscowDay(now))
      return { ran: false, rows: 0, openMonth: state.openMonth };

    const first = addMonths(openMonth, -12 * MARKET_MAX_YEARS);
    const last = addMonths(openMonth, -1);
    await tx.execute(sql`delete from market_months`);
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`with rows as (
            insert into market_months (month, section_id, object_id, layout, on_sale, area_on_sale, square_prices, sold, launched)
            select month::date, section_id, object_id, layout, on_sale, area_on_sale, square_prices, sold, launched
            from (${monthRowsSql({ first, last, until: new Date(Date.parse(`${openMonth}T00:00:00Z`) - 3 * 3_600_000 - 1) })}) r
            returning 1
          ) select count(*)::int as n from rows`,
    );
    await tx.execute(sql`
      insert into market_rollup_state (id, history_id, open_month, rolled_at)
      values (1, coalesce((select max(id) from price_history), 0), ${openMonth}::date, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set history_id = excluded.history_id, open_month = excluded.open_month,
        rolled_at = excluded.rolled_at`);
    return { ran: true, rows: Number(inserted[0]?.n ?? 0), openMonth };
  });
}
