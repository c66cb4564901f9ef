// «Цены»: the median and range of ₽/м² of units on sale by layout at each week's or month's end (months past half a
// year), from the units' stretches in price_history; and each price change (a complex's units repriced on one Moscow
// day) with the units sold in the 4 weeks before and after it.
import { sql } from 'drizzle-orm';
import { ANALYTICS_LIMITS } from '#shared/analytics.ts';
import { CELL_STATUSES_ON_SALE, CellStatus } from '#shared/enums.ts';
import type { TAnalyticsPrices } from '#shared/schemas/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import type { Period } from './period.ts';
import { moscowDaySql } from './sales.ts';
import { unitStatesSql } from './unit-states.ts';

const n = Number;
/** Price changes listed, newest first. */
const CHANGES = 100;

export async function loadPrices(
  db: DbOrTx,
  objectIds: readonly number[],
  period: Period,
  now: Date,
): Promise<TAnalyticsPrices> {
  const step = period.days > 183 ? 'month' : 'week';
  const unit = sql.raw(`'${step}'`);
  const interval = sql.raw(`'1 ${step}'`);
  const onSale = intList(CELL_STATUSES_ON_SALE);
  const points = await queryRows<Record<string, string | number>>(
    db,
    // The instants computed once (inline, the planner evaluated them per stretch × end), and the complexes' units
    // read once for a hash join instead of a probe per stretch.
    sql`with st as (${unitStatesSql(objectIds)}),
      ends as materialized (
        select g.start::date as start,
          least(((least(g.start + ${interval}::interval, ${period.to}::date + 1)::timestamp - interval '3 hours')
            at time zone 'UTC'), ${now.toISOString()}::timestamptz) as t
        from generate_series(date_trunc(${unit}, ${period.from}::date), ${period.to}::date, ${interval}::interval) g(start)
      ),
      c as materialized (select id, cnt_apart, area from cells
        where object_id in ${intList(objectIds)} and area > 0 and not disabled),
      at_ends as materialized (
        select e.start, coalesce(c.cnt_apart, 0)::int as cnt, st.price / c.area as sqm from st
        join c on c.id = st.cell_id
        join ends e on st.since <= e.t and (st.until is null or st.until > e.t)
        where st.status in ${onSale} and st.price > 0)
      select a.start::text as start, a.cnt,
        round(percentile_cont(0.5) within group (order by a.sqm))::bigint as median,
        round(min(a.sqm))::bigint as min, round(max(a.sqm))::bigint as max, count(*)::int as units
      from at_ends a
      group by 1, 2 order by 1, 2`,
  );
  const sold = sql.raw(String(CellStatus.sold));
  const weeks = sql.raw(`'${ANALYTICS_LIMITS.effectWeeks * 7} days'`);
  const changes = await queryRows<Record<string, string | number>>(
    db,
    sql`with ch as (
        select h.object_id, ${moscowDaySql(sql`h.at`)} as day, count(distinct h.cell_id)::int as units,
          avg((h.price - h.prev_price)::float8 / h.prev_price * 100) as change
        from price_history h
        where h.object_id in ${intList(objectIds)} and h.cell_id is not null
          and h.at >= ${period.start.toISOString()}::timestamptz and h.at < ${period.end.toISOString()}::timestamptz
          and h.status = h.prev_status and h.prev_price > 0 and h.price > 0 and h.price <> h.prev_price
          and h.cause <> 'booking'
        group by 1, 2
        order by 2 desc, 1 limit ${CHANGES}
      )
      select ch.object_id, ch.day::text as day, o.title, ch.units, round(ch.change::numeric, 1)::float8 as change,
        (select count(*) from price_history x where x.object_id = ch.object_id and x.status = ${sold}
          and x.prev_status is distinct from ${sold}
          and x.at >= ((ch.day - ${weeks}::interval) - interval '3 hours') at time zone 'UTC'
          and x.at < (ch.day - interval '3 hours') at time zone 'UTC')::int as sold_before,
        (select count(*) from price_history x where x.object_id = ch.object_id and x.status = ${sold}
          and x.prev_status is distinct from ${sold}
          and x.at >= (ch.day - interval '3 hours') at time zone 'UTC'
          and x.at < ((ch.day + ${weeks}::interval) - interval '3 hours') at time zone 'UTC')::int as sold_after
      from ch join objects o on o.id = ch.object_id
      order by ch.day desc, ch.object_id`,
  );
  return {
    from: period.from,
    to: period.to,
    step,
    points: points.map((p) => ({
      start: String(p.start),
      cntApart: n(p.cnt),
      median: n(p.median),
      min: n(p.min),
      max: n(p.max),
      units: n(p.units),
    })),
    changes: changes.map((c) => ({
      day: String(c.day),
      objectId: n(c.object_id),
      objectTitle: String(c.title),
      units: n(c.units),
      change: n(c.change),
      soldBefore: n(c.sold_before),
      soldAfter: n(c.sold_after),
    })),
  };
}
