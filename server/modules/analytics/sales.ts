// Sales per Moscow day: a unit became sold (status 5) or reserved (3), by complex, layout and price band. The daily
// rollup (rollup.ts) keeps the days before today in analytics_sales_days; the days after what it holds (today at
// least) are read live from price_history, so a sale shows at once.
import { sql, type SQL } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import { intList } from '../../core/sql.ts';
import { priceBandSql } from './unit-states.ts';

const SOLD = sql.raw(String(CellStatus.sold));
const RESERVE = sql.raw(String(CellStatus.reserve));
const soldCond = sql`h.status = ${SOLD} and h.prev_status is distinct from ${SOLD}`;
const reservedCond = sql`h.status = ${RESERVE} and h.prev_status is distinct from ${RESERVE}`;
const priceOf = sql`coalesce(h.price, h.prev_price, c.price)`;

/** A timestamptz's Moscow day. */
export const moscowDaySql = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '3 hours')::date`;

/**
 * Live sales of the days [fromDay, toDay) as (object_id, day, cnt_apart, band, sold, sold_amount, sold_area,
 * reserved); objectIds null = every complex (the rollup).
 */
export function liveSalesSql(
  objectIds: readonly number[] | null,
  fromDay: string | null,
  toDay: string,
  afterDay?: SQL,
): SQL {
  const from = fromDay ? sql`and h.at >= (${fromDay}::date - interval '3 hours')` : sql``;
  // Only the days after the rollup's: the index range starts there instead of at the period's start.
  const after = afterDay ? sql`and h.at >= ((${afterDay}) + 1 - interval '3 hours')` : sql``;
  const scope = objectIds ? sql`and h.object_id in ${intList(objectIds)}` : sql``;
  return sql`select h.object_id, ${moscowDaySql(sql`h.at`)} as day, coalesce(c.cnt_apart, 0)::smallint as cnt_apart,
      ${priceBandSql(priceOf)} as band,
      (count(*) filter (where ${soldCond}))::int as sold,
      coalesce(sum(${priceOf}) filter (where ${soldCond}), 0)::bigint as sold_amount,
      coalesce(sum(c.area) filter (where ${soldCond}), 0)::numeric(12, 2) as sold_area,
      (count(*) filter (where ${reservedCond}))::int as reserved
    from price_history h join cells c on c.id = h.cell_id
    where h.cell_id is not null and h.object_id is not null ${scope} ${from} ${after}
      and h.at < (${toDay}::date - interval '3 hours')
      and ((${soldCond}) or (${reservedCond}))
    group by 1, 2, 3, 4`;
}

/**
 * Sales of the complexes per day, cnt_apart and band in [fromDay, toDay]: the rollup's days, then live ones past
 * what it holds.
 */
export function salesSql(objectIds: readonly number[], fromDay: string, toDay: string): SQL {
  const through = sql`(select through_day from analytics_rollup_state where id = 1)`;
  return sql`select object_id, day, cnt_apart, band, sold, sold_amount, sold_area, reserved
      from analytics_sales_days
      where object_id in ${intList(objectIds)} and day between ${fromDay}::date and ${toDay}::date
        and day <= coalesce(${through}, '-infinity'::date)
    union all
    select * from (${liveSalesSql(objectIds, fromDay, addDaySql(toDay), sql`coalesce(${through}, '-infinity'::date)`)}) l
      where l.day > coalesce(${through}, '-infinity'::date)`;
}

const addDaySql = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
