// Which saved filters match which layout and band of the complexes, as distinct (filter_id, user_id, cnt_apart, band):
// the stored matches (demand-rollup.ts) of the complexes whose units have not moved since their company's cursor,
// the filters saved after that cursor matched live against them, and the complexes that moved (or whose company has
// no stored matches yet) matched live against every filter. So «Спрос» is as fresh as the data and costs only what
// changed since the job's run.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { complexMatchesSql } from './demand-rollup.ts';
import { storedCountsSql } from './demand-counts.ts';

const ints = (values: readonly number[]) => sql.raw(`'{${values.map(Number).join(',')}}'::int[]`);
const live = (objectIds: readonly number[], now: Date, filters?: SQL) =>
  sql`(select m.filter_id, m.user_id, m.cnt_apart, m.band
    from (${complexMatchesSql(sql`select id from objects where id in ${intList(objectIds)}`, now, filters)}) m)`;

/** Where «Спрос» reads from: the stored counts of a scope (demand-counts.ts), or the matches to count. */
export type DemandSource = { counts: { matched: SQL; unmet: SQL } } | { matches: SQL };

export async function demandSource(
  db: DbOrTx,
  objectIds: readonly number[],
  now: Date,
): Promise<DemandSource> {
  const none = sql`select null::int as filter_id, null::int as user_id, null::smallint as cnt_apart,
    null::smallint as band where false`;
  if (objectIds.length === 0) return { matches: none };
  const complexes = await queryRows<{
    id: number;
    company_id: number | null;
    history_id: number | null;
    filter_id: number | null;
    object_ids: number[] | null;
    matches: number | null;
  }>(
    db,
    sql`select o.id, st.company_id, st.history_id, st.filter_id, st.object_ids, st.matches from objects o
      left join analytics_demand_state st on st.company_id = o.company_id
      where o.id in ${intList(objectIds)}`,
  );
  const cursors = complexes.filter((c) => c.history_id != null).map((c) => Number(c.history_id));
  // Complexes with a record past their company's cursor: one range scan of the newest history.
  const recent = cursors.length
    ? await queryRows<{ object_id: number; top: number }>(
        db,
        sql`select object_id, max(id) as top from price_history
          where id > ${Math.min(...cursors)} and object_id in ${intList(objectIds)} group by object_id`,
      )
    : [];
  const topOf = new Map(recent.map((r) => [Number(r.object_id), Number(r.top)]));
  const liveAll: number[] = [];
  const byFilterCursor = new Map<number, { ids: number[]; companies: Set<number> }>();
  for (const c of complexes) {
    const id = Number(c.id);
    if (c.history_id == null || (topOf.get(id) ?? 0) > Number(c.history_id)) {
      liveAll.push(id);
      continue;
    }
    const group = byFilterCursor.get(Number(c.filter_id)) ?? { ids: [], companies: new Set() };
    group.ids.push(id);
    group.companies.add(Number(c.company_id));
    byFilterCursor.set(Number(c.filter_id), group);
  }
  const stored = await storedScope(db, objectIds, complexes, liveAll.length > 0);
  if (stored) {
    const fresh = live(objectIds, now, sql`p.filter_id > ${stored.filterCursor}`);
    return {
      counts: storedCountsSql(stored.companyId, stored.scope, objectIds, stored.filterCursor, fresh),
    };
  }
  const parts: SQL[] = [];
  for (const [filterCursor, group] of byFilterCursor) {
    parts.push(sql`(select d.filter_id, d.user_id, d.cnt_apart, d.band from analytics_demand_matches d
      where d.company_id in ${intList([...group.companies])} and d.object_ids && ${ints(group.ids)})`);
    parts.push(live(group.ids, now, sql`p.filter_id > ${filterCursor}`));
  }
  if (liveAll.length) parts.push(live(liveAll, now));
  return { matches: sql`select distinct * from (${sql.join(parts, sql` union all `)}) l` };
}

/**
 * The stored scope the complexes are, if their counts hold: one company's, none moved since its cursor, either one
 * complex or exactly the company's complexes at the job's run, and no matched filter deleted since.
 */
async function storedScope(
  db: DbOrTx,
  objectIds: readonly number[],
  complexes: readonly {
    company_id: number | null;
    history_id: number | null;
    filter_id: number | null;
    object_ids: number[] | null;
    matches: number | null;
  }[],
  moved: boolean,
): Promise<{ companyId: number; scope: number; filterCursor: number } | null> {
  const first = complexes[0];
  if (moved || !first || first.company_id == null || complexes.length !== objectIds.length) return null;
  if (complexes.some((c) => c.company_id !== first.company_id)) return null;
  const all = [...(first.object_ids ?? [])].map(Number).sort((a, b) => a - b);
  const asked = [...objectIds].map(Number).sort((a, b) => a - b);
  const scope =
    asked.length === 1 && all.includes(asked[0]!)
      ? asked[0]!
      : all.length === asked.length && all.every((id, i) => id === asked[i])
        ? 0
        : null;
  if (scope == null) return null;
  const companyId = Number(first.company_id);
  const [now] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from analytics_demand_matches where company_id = ${companyId}`,
  );
  if (Number(now?.n) !== Number(first.matches)) return null;
  return { companyId, scope, filterCursor: Number(first.filter_id) };
}
