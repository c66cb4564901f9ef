// A unit's status and price over time, read from price_history (decision 023: every change is a row): each row holds
// from its time to the next row's; before the first row the unit was as that row's «prev» says, from its creation;
// a unit with no row has been as it is since it was created. Pieces of SQL the reports share.
import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_FLOOR_BANDS, ANALYTICS_PRICE_BANDS } from '#shared/analytics.ts';
import { intList } from '../../core/sql.ts';

/** `case` giving the index of the band the value falls in (bounds ascending; below the second: 0). */
function caseOf(value: SQL, bounds: readonly number[]): SQL {
  const parts: SQL[] = [];
  for (let i = bounds.length - 1; i >= 1; i--)
    parts.push(sql` when ${value} >= ${sql.raw(String(bounds[i]))} then ${sql.raw(String(i))}`);
  return sql`(case${sql.join(parts, sql``)} else 0 end)::smallint`;
}

export const priceBandSql = (price: SQL) => caseOf(sql`coalesce(${price}, 0)`, ANALYTICS_PRICE_BANDS);
export const floorBandSql = (floor: SQL) =>
  sql`(case when ${floor} is null then -1 else ${caseOf(floor, ANALYTICS_FLOOR_BANDS)} end)::smallint`;

/**
 * Every stretch of each unit of the complexes: (cell_id, since, until, status, price); until null = still so.
 * The caller leaves out units switched off in the editor (cells.disabled).
 */
export function unitStatesSql(objectIds: readonly number[]): SQL {
  const ids = intList(objectIds);
  return sql`select * from (
    with h as (
      select h.cell_id, h.at, h.status, h.price, h.prev_status, h.prev_price,
        lead(h.at) over (partition by h.cell_id order by h.at, h.id) as until,
        row_number() over (partition by h.cell_id order by h.at, h.id) as n
      from price_history h where h.object_id in ${ids} and h.cell_id is not null
    )
    select h.cell_id, h.at as since, h.until, h.status, h.price from h
    union all
    select h.cell_id, least(c.created_at, h.at), h.at, h.prev_status, h.prev_price
      from h join cells c on c.id = h.cell_id where h.n = 1 and h.prev_status is not null
    union all
    select c.id, c.created_at, null, c.status, c.price from cells c
      where c.object_id in ${ids} and not exists (select 1 from price_history x where x.cell_id = c.id)
  ) s`;
}

/** Units as they stood at an instant: (cell_id, status, price) joined to cells as c by the caller. */
export function unitsAtSql(objectIds: readonly number[], at: Date): SQL {
  const t = at.toISOString();
  return sql`select st.cell_id, st.status, st.price from (${unitStatesSql(objectIds)}) st
    where st.since <= ${t}::timestamptz and (st.until is null or st.until > ${t}::timestamptz)`;
}
