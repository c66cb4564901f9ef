// «Спрос» figures stored at the report's grain. Counting distinct filters and buyers over a company's stored matches
// (75,805 rows for 20 Moscow complexes nationally) and finding the filters of its districts that match nothing (a
// pass over every saved filter) took ≈ 1 s a read. The job now stores, per company and scope (0 = all its complexes,
// else one complex): the counts per layout and band, and the unmatched filters' rows. Distinct counts do not add up
// across complexes, hence one row set per scope, and a read whose complexes are not exactly a stored scope, or
// whose units moved since, falls back to the matches (demand-matches.ts). The filters saved after the cursor are
// added live: they are new filters (their count adds), and a buyer of theirs adds only if none of the stored matches
// of the group is theirs.
import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_PRICE_BANDS } from '#shared/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList } from '../../core/sql.ts';

const LAST_BAND = sql.raw(String(ANALYTICS_PRICE_BANDS.length - 1));
/** A filter's budget band (-1 = no budget), by its upper price. */
const budgetBandSql = sql`(case when p.price_to is null then -1${sql.join(
  ANALYTICS_PRICE_BANDS.slice(1).map(
    (b, i) => sql` when p.price_to <= ${sql.raw(String(b))} then ${sql.raw(String(i))}`,
  ),
  sql``,
)} else ${LAST_BAND} end)::int`;

/**
 * Rows (scope, filter_id, user_id, cnt, band) of the saved filters placed in a scope's districts (or its region)
 * that match none of its units. `scopes` gives (scope, object_id), `matched` (scope, filter_id).
 */
export function unmetRowsSql(scopes: SQL, matched: SQL, filters: SQL = sql`true`): SQL {
  return sql`with sc as materialized (${scopes}),
      places as materialized (select distinct sc.scope, s.id, s.parent_id, s.region_id
        from sc join objects o on o.id = sc.object_id join subregions s on s.id = o.subregion_id),
      around as materialized (select array_agg(distinct x) as ids, array_agg(distinct pl.region_id) as regions
        from places pl, unnest(array[pl.id, pl.parent_id]) x),
      -- Only the filters that can lie in one of the places (one pass), then each scope's own.
      near as materialized (select p.filter_id, p.subregions, p.region_id, p.cnt_apart, ${budgetBandSql} as band
        from filter_predicates p, around a
        where p.market = 1 and ${filters}
          and ((p.subregions is not null and p.subregions && a.ids) or (p.subregions is null and p.region_id = any(a.regions))))
    select distinct pl.scope, n.filter_id, fl.user_id, r.cnt::int as cnt, n.band
    from near n
    join places pl on (n.subregions is not null and (pl.id = any(n.subregions) or pl.parent_id = any(n.subregions)))
      or (n.subregions is null and n.region_id = pl.region_id)
    join filters fl on fl.id = n.filter_id
    cross join lateral unnest(coalesce(n.cnt_apart, '{0}'::smallint[])) as r(cnt)
    -- not in: a hashed subplan (not exists looped over the matches, estimated at one row, for each filter).
    where (pl.scope, n.filter_id) not in (select mm.scope, mm.filter_id from (${matched}) mm)`;
}

/** Stores one company's counts and unmet rows from its freshly stored matches (inside the job's transaction). */
export async function storeDemandCounts(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`delete from analytics_demand_counts where company_id = ${companyId}`);
  await tx.execute(sql`delete from analytics_demand_unmet where company_id = ${companyId}`);
  const own = sql`(select d.filter_id, d.user_id, d.cnt_apart, d.band, o.id as object_id
    from analytics_demand_matches d cross join lateral unnest(d.object_ids) o(id) where d.company_id = ${companyId})`;
  await tx.execute(sql`insert into analytics_demand_counts (company_id, scope, cnt_apart, band, filters, buyers)
    select ${companyId}, coalesce(m.object_id, 0), m.cnt_apart, m.band, count(distinct m.filter_id),
      count(distinct m.user_id)
    from ${own} m group by grouping sets ((m.cnt_apart, m.band), (m.object_id, m.cnt_apart, m.band))`);
  const scopes = sql`select 0 as scope, id as object_id from objects where company_id = ${companyId}
    union all select id, id from objects where company_id = ${companyId}`;
  const matched = sql`select 0 as scope, filter_id from analytics_demand_matches where company_id = ${companyId}
    union all select m.object_id, m.filter_id from ${own} m`;
  await tx.execute(sql`insert into analytics_demand_unmet (company_id, scope, filter_id, user_id, cnt_apart, band)
    select ${companyId}, u.scope, u.filter_id, u.user_id, u.cnt, u.band from (${unmetRowsSql(scopes, matched)}) u`);
}

/**
 * The per-layout-and-band counts (cnt, band, filters, buyers) and the unmet ones of a stored scope, with the filters
 * saved after the cursor added: `fresh` gives their matches (filter_id, user_id, cnt_apart, band) live.
 */
export function storedCountsSql(
  companyId: number,
  scope: number,
  objectIds: readonly number[],
  filterCursor: number,
  fresh: SQL,
): { matched: SQL; unmet: SQL } {
  const ids = sql.raw(`'{${objectIds.map(Number).join(',')}}'::int[]`);
  const matched = sql`select cnt, band, sum(filters)::int as filters, sum(buyers)::int as buyers from (
      select c.cnt_apart::int as cnt, c.band::int as band, c.filters, c.buyers from analytics_demand_counts c
      where c.company_id = ${companyId} and c.scope = ${scope}
      union all
      select f.cnt_apart::int, f.band::int, count(distinct f.filter_id),
        count(distinct f.user_id) filter (where not exists (select 1 from analytics_demand_matches d
          where d.company_id = ${companyId} and d.user_id = f.user_id and d.cnt_apart = f.cnt_apart
            and d.band = f.band and d.object_ids && ${ids}))
      from (${fresh}) f group by 1, 2) x
    group by 1, 2`;
  const scopes = sql`select 0 as scope, id as object_id from objects where id in ${intList(objectIds)}`;
  const unmet = sql`select u.cnt, u.band, count(distinct u.filter_id)::int as filters,
      count(distinct u.user_id)::int as buyers
    from (
      select cnt_apart::int as cnt, band::int as band, filter_id, user_id from analytics_demand_unmet
      where company_id = ${companyId} and scope = ${scope}
      union all
      select cnt, band, filter_id, user_id from (${unmetRowsSql(
        scopes,
        sql`select 0 as scope, filter_id from (${fresh}) f`,
        sql`p.filter_id > ${filterCursor}`,
      )}) n) u
    group by 1, 2`;
  return { matched, unmet };
}
