// The demand signals' matches, materialised (analytics_demand_matches): every saved filter against each builder
// company's units on sale, by the alerts' own conditions (filterGroupMatchesSql), grouped per company, filter, layout
// and price band with the complexes where it matched. Matching all filters against a company's complexes is the
// expensive part of «Спрос» (≈ 1.5 s for 20 complexes and 10,000 filters), so the analytics job does it: in full once
// a Moscow day (a complex's own fields may have changed), otherwise only for the companies whose units moved since
// (a price_history record past the cursor) and only the filters saved since for the others. Reads add what came after
// the cursors live (demand.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { filterGroupMatchesSql } from '../saved-filters/match-sql.ts';
import { priceBandSql } from './unit-states.ts';

export interface DemandCursor {
  historyId: number;
  filterId: number;
}

/** Where the stored matches stand, or null before the first run. */
export async function demandCursor(db: DbOrTx): Promise<DemandCursor | null> {
  const [row] = await queryRows<{ history_id: number; filter_id: number }>(
    db,
    sql`select history_id, filter_id from analytics_demand_state where id = 1`,
  );
  return row ? { historyId: Number(row.history_id), filterId: Number(row.filter_id) } : null;
}

/** Matches of the complexes (a statement over objects' ids), optionally only of some filters, per complex. */
export const complexMatchesSql = (objectIds: SQL, now: Date, filters?: SQL) =>
  filterGroupMatchesSql(objectIds, now, priceBandSql, { perComplex: true, filters });

/** Inserts the matches of the companies' complexes (of the filters given, or all) grouped per company. */
function insertMatches(companies: SQL, now: Date, filters?: SQL): SQL {
  const complexes = sql`select id from objects where company_id in (${companies})`;
  // Both sides materialised: the planner guesses one row for the matches and would loop over every complex.
  return sql`insert into analytics_demand_matches (company_id, filter_id, user_id, cnt_apart, band, object_ids)
    with m as materialized (${complexMatchesSql(complexes, now, filters)}),
      oc as materialized (select id, company_id from objects where id in (${complexes}))
    select oc.company_id, m.filter_id, m.user_id, m.cnt_apart, m.band, array_agg(m.object_id order by m.object_id)
    from m join oc on oc.id = m.object_id
    group by 1, 2, 3, 4, 5`;
}

export interface DemandRollupResult {
  full: boolean;
  companies: number;
  newFilters: number;
}

/** Refreshes the stored matches inside the caller's transaction (the analytics job holds its lock). */
export async function refreshDemandMatches(
  tx: DbOrTx,
  now: Date,
  options: { full?: boolean } = {},
): Promise<DemandRollupResult> {
  const [state] = await queryRows<{ history_id: number; filter_id: number; full_at: string | Date | null }>(
    tx,
    sql`select history_id, filter_id, full_at from analytics_demand_state where id = 1`,
  );
  const [top] = await queryRows<{ history: number | null; filter: number | null }>(
    tx,
    sql`select (select max(id) from price_history) as history, (select max(id) from filters) as filter`,
  );
  const historyTop = Number(top?.history ?? 0);
  const filterTop = Number(top?.filter ?? 0);
  const full =
    options.full === true ||
    !state?.full_at ||
    moscowDay(new Date(state.full_at)) !== moscowDay(now);
  const builders = sql`select distinct company_id from objects where company_id is not null`;
  let companies = 0;
  let newFilters = 0;
  if (full) {
    await tx.execute(sql`delete from analytics_demand_matches`);
    await tx.execute(insertMatches(builders, now));
    const [n] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from (${builders}) b`);
    companies = Number(n?.n ?? 0);
  } else {
    // Companies whose units moved since: all their matches again.
    const moved = await queryRows<{ id: number }>(
      tx,
      sql`select distinct o.company_id as id from price_history h join objects o on o.id = h.object_id
        where h.id > ${Number(state!.history_id)} and o.company_id is not null`,
    );
    const movedIds = moved.map((r) => Number(r.id));
    companies = movedIds.length;
    if (movedIds.length) {
      await tx.execute(sql`delete from analytics_demand_matches where company_id in ${intList(movedIds)}`);
      await tx.execute(insertMatches(sql`select unnest(${sql.raw(`'{${movedIds.join(',')}}'::int[]`)})`, now));
    }
    // Filters saved since, for the other companies.
    const since = Number(state!.filter_id);
    if (filterTop > since) {
      const others = movedIds.length
        ? sql`select distinct company_id from objects where company_id is not null
            and company_id not in ${intList(movedIds)}`
        : builders;
      await tx.execute(insertMatches(others, now, sql`p.filter_id > ${since}`));
      newFilters = filterTop - since;
    }
  }
  const fullAt = full ? now.toISOString() : new Date(state!.full_at!).toISOString();
  await tx.execute(sql`insert into analytics_demand_state (id, history_id, filter_id, full_at, ran_at)
    values (1, ${historyTop}, ${filterTop}, ${fullAt}::timestamptz,
      ${now.toISOString()}::timestamptz)
    on conflict (id) do update set history_id = excluded.history_id, filter_id = excluded.filter_id,
      full_at = excluded.full_at, ran_at = excluded.ran_at`);
  return { full, companies, newFilters };
}
