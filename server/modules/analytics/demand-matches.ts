// Which saved filters match which layout and band of the complexes, as distinct (filter_id, user_id, cnt_apart, band):
// the stored matches (demand-rollup.ts) of the complexes whose units have not moved since the job's run, the
// complexes that moved matched live against every filter, and the filters saved since matched live against the rest.
// Before the first run everything is live. So «Спрос» is as fresh as the data and costs the live part only.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { complexMatchesSql, demandCursor } from './demand-rollup.ts';

const ints = (values: readonly number[]) => sql.raw(`'{${values.map(Number).join(',')}}'::int[]`);
const live = (objectIds: readonly number[], now: Date, filters?: SQL) =>
  sql`(select m.filter_id, m.user_id, m.cnt_apart, m.band
    from (${complexMatchesSql(sql`select id from objects where id in ${intList(objectIds)}`, now, filters)}) m)`;

export async function demandMatchesSql(db: DbOrTx, objectIds: readonly number[], now: Date): Promise<SQL> {
  const cursor = await demandCursor(db);
  if (!cursor) return sql`select distinct * from ${live(objectIds, now)} l`;
  const moved = await queryRows<{ object_id: number }>(
    db,
    sql`select distinct object_id from price_history
      where id > ${cursor.historyId} and object_id in ${intList(objectIds)}`,
  );
  const movedIds = new Set(moved.map((r) => Number(r.object_id)));
  const still = objectIds.filter((id) => !movedIds.has(id));
  const parts: SQL[] = [];
  if (still.length) {
    parts.push(sql`(select d.filter_id, d.user_id, d.cnt_apart, d.band from analytics_demand_matches d
      where d.company_id in (select company_id from objects where id in ${intList(still)})
        and d.object_ids && ${ints(still)})`);
    parts.push(live(still, now, sql`p.filter_id > ${cursor.filterId}`));
  }
  if (movedIds.size) parts.push(live([...movedIds], now));
  return sql`select distinct * from (${sql.join(parts, sql` union all `)}) l`;
}
