// The demand signals' matches, materialised (analytics_demand_matches): every saved filter against each builder
// company's units on sale, by the alerts' own conditions (filterGroupMatchesSql), grouped per company, filter, layout
// and price band with the complexes where it matched. Matching all filters against a company's complexes is the
// expensive part of «Спрос» (≈ 1.5 s for 20 complexes and 10,000 filters), so the analytics job does it per company:
// a company whose units moved since its cursor, or whose matches are from an earlier Moscow day, is matched again,
// the oldest first, until the run's time budget is spent (the rest wait for the next run, and reads match them live
// meanwhile). Reads add what came after a company's cursors live (demand-matches.ts). From the matches the run also
// stores the report's figures per scope (demand-counts.ts), so a read of an unmoved company counts nothing.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { filterGroupMatchesSql } from '../saved-filters/match-sql.ts';
import { priceBandSql } from './unit-states.ts';
import { storeDemandCounts } from './demand-counts.ts';

/** Seconds of matching one job run may spend (a run every 15 minutes); a full run takes every company. */
export const DEMAND_RUN_BUDGET_MS = 20_000;
const MSK_OFFSET_MS = 3 * 3_600_000;

/** Matches of the complexes (a statement over objects' ids), optionally only of some filters, per complex. */
export const complexMatchesSql = (objectIds: SQL, now: Date, filters?: SQL) =>
  filterGroupMatchesSql(objectIds, now, priceBandSql, { perComplex: true, filters });

/** Inserts the matches of one company's complexes. */
function insertMatches(companyId: number, now: Date): SQL {
  const complexes = sql`select id from objects where company_id = ${companyId}`;
  return sql`insert into analytics_demand_matches (company_id, filter_id, user_id, cnt_apart, band, object_ids)
    select ${companyId}, m.filter_id, m.user_id, m.cnt_apart, m.band, array_agg(m.object_id order by m.object_id)
    from (${complexMatchesSql(complexes, now)}) m
    group by 2, 3, 4, 5`;
}

export interface DemandRollupResult {
  /** Companies matched again by this run. */
  companies: number;
  /** Companies still stale when the budget ran out (the next run takes them). */
  left: number;
}

/** Refreshes the stored matches inside the caller's transaction (the analytics job holds its lock). */
export async function refreshDemandMatches(
  tx: DbOrTx,
  now: Date,
  options: { full?: boolean; budgetMs?: number } = {},
): Promise<DemandRollupResult> {
  const started = performance.now();
  const budget = options.budgetMs ?? DEMAND_RUN_BUDGET_MS;
  const dayStart = new Date(Date.parse(`${moscowDay(now)}T00:00:00Z`) - MSK_OFFSET_MS).toISOString();
  const [top] = await queryRows<{ history: number | null; filter: number | null }>(
    tx,
    sql`select (select max(id) from price_history) as history, (select max(id) from filters) as filter`,
  );
  // The companies with complexes whose matches are missing, from an earlier day, older than their units' moves, or
  // missing a deleted filter's.
  const stale = await queryRows<{ id: number }>(
    tx,
    sql`with owners as (select distinct company_id as id from objects where company_id is not null),
      moved as (
        select o.company_id as id, max(h.id) as top from price_history h join objects o on o.id = h.object_id
        where h.id > (select coalesce(min(history_id), 0) from analytics_demand_state) and o.company_id is not null
        group by 1)
      select w.id from owners w
      left join analytics_demand_state st on st.company_id = w.id
      left join moved on moved.id = w.id
      where ${options.full === true} or st.company_id is null or st.matched_at < ${dayStart}::timestamptz
        or moved.top > st.history_id
        -- A matched filter deleted since (its rows left with it): the stored counts no longer hold.
        or st.matches <> (select count(*) from analytics_demand_matches d where d.company_id = w.id)
      order by st.matched_at nulls first, w.id`,
  );
  let done = 0;
  for (const { id } of stale) {
    if (options.full !== true && done > 0 && performance.now() - started > budget) break;
    const companyId = Number(id);
    await tx.execute(sql`delete from analytics_demand_matches where company_id = ${companyId}`);
    await tx.execute(insertMatches(companyId, now));
    await storeDemandCounts(tx, companyId);
    await tx.execute(sql`insert into analytics_demand_state (company_id, history_id, filter_id, matched_at, object_ids,
        matches)
      values (${companyId}, ${Number(top?.history ?? 0)}, ${Number(top?.filter ?? 0)}, ${now.toISOString()}::timestamptz,
        array(select id from objects where company_id = ${companyId} order by id),
        (select count(*) from analytics_demand_matches where company_id = ${companyId}))
      on conflict (company_id) do update set history_id = excluded.history_id, filter_id = excluded.filter_id,
        matched_at = excluded.matched_at, object_ids = excluded.object_ids, matches = excluded.matches`);
    done++;
  }
  return { companies: done, left: stale.length - done };
}
