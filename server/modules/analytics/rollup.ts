// The daily rollup: analytics_sales_days holds every Moscow day before today, rebuilt from price_history. A run
// redoes the last two days it holds (a late commit lands there) through yesterday, in one transaction under the
// job's advisory lock, so one node runs it at a time. `full` rebuilds everything (the demo seed, a repair). The same
// run refreshes the demand signals' stored matches (demand-rollup.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ANALYTICS_ROLLUP_LOCK } from '../../core/workflow-locks.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { queryRows } from '../../core/sql.ts';
import { addDays } from './period.ts';
import { liveSalesSql } from './sales.ts';
import { refreshDemandMatches, type DemandRollupResult } from './demand-rollup.ts';

export interface RollupResult {
  ran: boolean;
  fromDay: string | null;
  throughDay: string;
  demand?: DemandRollupResult;
}

export async function runAnalyticsRollup(
  deps: { db: DbOrTx; now: Date },
  options: { full?: boolean } = {},
): Promise<RollupResult> {
  const { db, now } = deps;
  const yesterday = addDays(moscowDay(now), -1);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ANALYTICS_ROLLUP_LOCK}) as locked`,
    );
    if (lock?.locked !== true) return { ran: false, fromDay: null, throughDay: yesterday };
    const [state] = await queryRows<{ through_day: string | null }>(
      tx,
      sql`select through_day::text from analytics_rollup_state where id = 1`,
    );
    const held = options.full ? null : (state?.through_day ?? null);
    const fromDay = held ? addDays(held, -1) : null;
    await tx.execute(
      fromDay
        ? sql`delete from analytics_sales_days where day >= ${fromDay}::date`
        : sql`delete from analytics_sales_days`,
    );
    await tx.execute(sql`insert into analytics_sales_days
      (object_id, day, cnt_apart, band, sold, sold_amount, sold_area, reserved)
      ${liveSalesSql(null, fromDay, addDays(yesterday, 1))}`);
    await tx.execute(sql`insert into analytics_rollup_state (id, through_day, ran_at)
      values (1, ${yesterday}::date, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set through_day = excluded.through_day, ran_at = excluded.ran_at`);
    const demand = await refreshDemandMatches(tx, now, { full: options.full });
    return { ran: true, fromDay, throughDay: yesterday, demand };
  });
}
