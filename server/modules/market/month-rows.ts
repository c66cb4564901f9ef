// The market's figures per month, section and layout, from price_history: what the rollup stores for closed months
// and what a read counts live for the months the rollup has not closed yet (the current one up to now). A unit's
// state at a month's end is its last record before the end; a record holds from its month until the month of the
// unit's next record. Sold: a record moving the unit into «Продано» (a deal or a booking that sells writes one too,
// so the market sees the sale only as the chessboard shows it, never a deal's own figures). Launched: the month of
// the unit's first record on sale.
import { sql, type SQL } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, CellStatus } from '#shared/enums.ts';
import { intList, smallints } from '../../core/sql.ts';

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
  // One pass over the history with the unit's fields carried along (no join back after the expansion to months);
  // the first listing marked by a running count in the same window (no second pass); each measure grouped on its
  // own, so the months' expansion (units on sale × months, millions of rows for the market) is hashed once.
  return sql`
    with u as (
      select c.id, c.section_id, c.object_id, c.cnt_apart as layout, coalesce(c.area, 0) as area from cells c ${joins}
    ), h as materialized (
      select u.section_id, u.object_id, u.layout, u.area, ph.status, ph.prev_status, ph.square_price,
        ${mskMonth(sql`ph.at`)} as m,
        lead(${mskMonth(sql`ph.at`)}) over w as next_m,
        ph.status = any(${onSale}) and count(*) filter (where ph.status = any(${onSale})) over w = 1 as first_listed
      from price_history ph join u on u.id = ph.cell_id
      where ph.at <= ${untilTs}::timestamptz
      window w as (partition by ph.cell_id order by ph.at, ph.id)
    ), state as (
      select gs::date as month, h.section_id, h.object_id, h.layout, count(*)::int as on_sale,
        sum(h.area) as area_on_sale,
        coalesce(array_agg(h.square_price) filter (where h.square_price > 0), '{}'::int[]) as square_prices
      from h cross join generate_series(
        greatest(h.m, ${first}::date),
        least(coalesce(h.next_m - interval '1 month', ${last}::date), ${last}::date),
        interval '1 month'
      ) gs
      where h.status = any(${onSale})
      group by 1, 2, 3, 4
    ), sold as (
      select h.m as month, h.section_id, h.object_id, h.layout, count(*)::int as sold from h
      where h.status = ${CellStatus.sold} and h.prev_status is distinct from ${CellStatus.sold}
        and h.m between ${first}::date and ${last}::date
      group by 1, 2, 3, 4
    ), launched as (
      select h.m as month, h.section_id, h.object_id, h.layout, count(*)::int as launched from h
      where h.first_listed and h.m between ${first}::date and ${last}::date
      group by 1, 2, 3, 4
    )
    select month::text as month, section_id, object_id, layout,
      coalesce(state.on_sale, 0) as on_sale, coalesce(state.area_on_sale, 0) as area_on_sale,
      coalesce(state.square_prices, '{}'::int[]) as square_prices,
      coalesce(sold.sold, 0) as sold, coalesce(launched.launched, 0) as launched
    from state
    full join sold using (month, section_id, object_id, layout)
    full join launched using (month, section_id, object_id, layout)
  `;
}

/**
 * The current month up to now, cheaply: the units' state is their cell today (every writer records its change in
 * price_history and the cell together), read from the on-sale units' covering index (no heap, no section or building
 * lookups: the area's few hidden sections are dropped by id); sales and first listings are the month's records, read by
 * complex and time. The same columns as monthRowsSql, for the complexes `ids` and the layout condition `rooms`
 * (over `c.cnt_apart`).
 */
export function currentMonthSql(
  month: string,
  start: Date,
  now: Date,
  area: { ids: readonly number[]; hiddenSections: readonly number[] },
  rooms: SQL,
): SQL {
  const onSale = smallints(CELL_STATUSES_ON_SALE);
  const complexes = intList(area.ids);
  const hidden = intList(area.hiddenSections);
  return sql`
    with stock as (
      select c.object_id, c.cnt_apart as layout, count(*)::int as on_sale, sum(c.area) as area_on_sale,
        coalesce(array_agg(c.square_price) filter (where c.square_price > 0), '{}'::int[]) as square_prices
      from cells c
      where c.object_id in ${complexes} and ${unitsOnSale(area.hiddenSections)} and ${rooms}
      group by 1, 2
    ), ev as (
      select ph.cell_id,
        count(*) filter (where ph.status = ${CellStatus.sold} and ph.prev_status is distinct from ${CellStatus.sold})
          as sold,
        bool_or(ph.status = any(${onSale})) as listed
      from price_history ph
      where ph.object_id in ${complexes}
        and ph.at >= ${start.toISOString()}::timestamptz and ph.at <= ${now.toISOString()}::timestamptz
        and ph.cell_id is not null
      group by ph.cell_id
    ), moved as (
      select c.object_id, c.cnt_apart as layout, sum(ev.sold)::int as sold,
        count(*) filter (where ev.listed and not exists (
          select 1 from price_history b where b.cell_id = ev.cell_id and b.at < ${start.toISOString()}::timestamptz
            and b.status = any(${onSale})))::int as launched
      from ev join cells c on c.id = ev.cell_id
      where c.object_id in ${complexes} and c.cnt_apart is not null and not c.disabled
        and c.section_id not in ${hidden} and ${rooms}
      group by 1, 2
    )
    select ${month}::text as month, object_id, layout, coalesce(stock.on_sale, 0) as on_sale,
      coalesce(stock.area_on_sale, 0) as area_on_sale, coalesce(stock.square_prices, '{}'::int[]) as square_prices,
      coalesce(moved.sold, 0) as sold, coalesce(moved.launched, 0) as launched
    from stock full join moved using (object_id, layout)
  `;
}

/** SQL: the unit `c` is a flat on sale in a visible section (the partial covering index `cells_on_sale_idx`); the
 * hidden sections as ids or a subquery. */
export const unitsOnSale = (hiddenSections: readonly number[] | SQL): SQL =>
  sql`not c.disabled and c.status in ${intList(CELL_STATUSES_ON_SALE)} and c.cnt_apart is not null
    and c.section_id not in ${Array.isArray(hiddenSections) ? intList(hiddenSections) : hiddenSections}`;
