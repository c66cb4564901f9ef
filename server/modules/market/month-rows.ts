// The market's figures per month, section and layout, from price_history: what the rollup stores for closed months
// and what a read counts live for the months the rollup has not closed yet (the current one up to now). A unit's
// state at a month's end is its last record before the end; a record holds from its month until the month of the
// unit's next record. Sold: a record moving the unit into «Продано» (a deal or a booking that sells writes one too,
// so the market sees the sale only as the chessboard shows it, never a deal's own figures). Launched: the month of
// the unit's first record on sale.
import { sql, type SQL } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, CellStatus } from '#shared/enums.ts';
import { smallints } from '../../core/sql.ts';

/** SQL: the Moscow month (date, its first day) of a timestamptz. */
export const mskMonth = (at: SQL) =>
  sql`date_trunc('month', (${at} at time zone 'UTC') + interval '3 hours')::date`;

export interface MonthRowsRange {
  /** First and last month (YYYY-MM-01) to answer. */
  first: string;
  last: string;
  /** Records after this moment are not counted (now: the current month ends at now). */
  until: Date;
  /** A condition on the unit `c` (and its section `s`, building `p`, complex `o`); none for the whole market. */
  scope?: SQL;
}

/**
 * A statement answering (month, section_id, object_id, layout, on_sale, area_on_sale, square_prices, sold, launched)
 * for flats (units with a layout) of enabled cells.
 */
export function monthRowsSql({ first, last, until, scope }: MonthRowsRange): SQL {
  const onSale = smallints(CELL_STATUSES_ON_SALE);
  const joins = scope
    ? sql`join sections s on s.id = c.section_id join pavilions p on p.id = c.pavilion_id
          join objects o on o.id = c.object_id where c.cnt_apart is not null and not c.disabled and ${scope}`
    : sql`where c.cnt_apart is not null and not c.disabled`;
  const untilTs = until.toISOString();
  return sql`
    with u as (
      select c.id, c.section_id, c.object_id, c.cnt_apart as layout, coalesce(c.area, 0) as area from cells c ${joins}
    ), h as (
      select ph.cell_id, ph.status, ph.prev_status, ph.square_price, ${mskMonth(sql`ph.at`)} as m,
        lead(${mskMonth(sql`ph.at`)}) over (partition by ph.cell_id order by ph.at, ph.id) as next_m
      from price_history ph join u on u.id = ph.cell_id
      where ph.at <= ${untilTs}::timestamptz
    ), state as (
      select h.cell_id, gs::date as month, h.square_price
      from h cross join generate_series(
        greatest(h.m, ${first}::date),
        least(coalesce(h.next_m - interval '1 month', ${last}::date), ${last}::date),
        interval '1 month'
      ) gs
      where h.status = any(${onSale})
    ), sold as (
      select cell_id, m as month from h
      where h.status = ${CellStatus.sold} and h.prev_status is distinct from ${CellStatus.sold}
        and h.m between ${first}::date and ${last}::date
    ), launched as (
      select cell_id, min(m) as month from h where h.status = any(${onSale}) group by cell_id
    ), events as (
      select cell_id, month, 1 as on_sale, square_price, 0 as sold, 0 as launched from state
      union all select cell_id, month, 0, null, 1, 0 from sold
      union all select cell_id, month, 0, null, 0, 1 from launched where month between ${first}::date and ${last}::date
    )
    select e.month::text as month, u.section_id, u.object_id, u.layout,
      sum(e.on_sale)::int as on_sale,
      coalesce(sum(u.area) filter (where e.on_sale = 1), 0) as area_on_sale,
      coalesce(array_agg(e.square_price) filter (where e.on_sale = 1 and e.square_price > 0),
        '{}'::int[]) as square_prices,
      sum(e.sold)::int as sold,
      sum(e.launched)::int as launched
    from events e join u on u.id = e.cell_id
    group by e.month, u.section_id, u.object_id, u.layout
  `;
}

/**
 * The current month up to now, cheaply: the units' state is their cell today (every writer records its change in
 * price_history and the cell together), sales and first listings are the month's records, read by complex and time.
 * The same columns as monthRowsSql, for the area `scope` (over `c`, `s`, `p`, `o`).
 */
export function currentMonthSql(month: string, start: Date, now: Date, scope: SQL): SQL {
  const onSale = smallints(CELL_STATUSES_ON_SALE);
  return sql`
    with u as materialized (
      select c.id, c.object_id, c.cnt_apart as layout, c.status, c.square_price from cells c
      join sections s on s.id = c.section_id join pavilions p on p.id = c.pavilion_id
      join objects o on o.id = c.object_id
      where c.cnt_apart is not null and not c.disabled and ${scope}
    ), ev as (
      select ph.cell_id,
        count(*) filter (where ph.status = ${CellStatus.sold} and ph.prev_status is distinct from ${CellStatus.sold})
          as sold,
        bool_or(ph.status = any(${onSale})) as listed
      from price_history ph
      where ph.object_id = any(array(select distinct object_id from u))
        and ph.at >= ${start.toISOString()}::timestamptz and ph.at <= ${now.toISOString()}::timestamptz
        and ph.cell_id is not null
      group by ph.cell_id
    ), launched as (
      select ev.cell_id from ev where ev.listed and not exists (
        select 1 from price_history b where b.cell_id = ev.cell_id and b.at < ${start.toISOString()}::timestamptz
          and b.status = any(${onSale}))
    )
    select ${month}::text as month, u.object_id, u.layout,
      count(*) filter (where u.status = any(${onSale}))::int as on_sale,
      coalesce(array_agg(u.square_price) filter (where u.status = any(${onSale}) and u.square_price > 0), '{}'::int[])
        as square_prices,
      coalesce(sum(ev.sold), 0)::int as sold,
      count(launched.cell_id)::int as launched
    from u left join ev on ev.cell_id = u.id left join launched on launched.cell_id = u.id
    group by u.object_id, u.layout
  `;
}
