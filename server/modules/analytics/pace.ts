// «Темп продаж»: sold and reserved per week or month of the period and its previous one, absorption by layout and
// price band (sold in the period against what is on sale now), the pace of the last 8 weeks and the weeks of stock it
// leaves, and the monthly plan beside the fact. Sums in SQL, roubles as integers.
import { sql } from 'drizzle-orm';
import { ANALYTICS_LIMITS, type TPaceBy } from '#shared/analytics.ts';
import { CELL_STATUSES_ON_SALE } from '#shared/enums.ts';
import type { TAnalyticsPace } from '#shared/schemas/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { addDays, previousOf, type Period } from './period.ts';
import { salesSql } from './sales.ts';
import { priceBandSql } from './unit-states.ts';

const n = Number;

export async function loadPace(
  db: DbOrTx,
  objectIds: readonly number[],
  period: Period,
  by: TPaceBy,
  now: Date,
): Promise<TAnalyticsPace> {
  const ids = intList(objectIds);
  const unit = sql.raw(by === 'week' ? `'week'` : `'month'`);
  const step = sql.raw(by === 'week' ? `'1 week'` : `'1 month'`);
  const periods = await queryRows<Record<string, string | number>>(
    db,
    sql`with s as (${salesSql(objectIds, period.from, period.to)})
      select g.start::date::text as start, coalesce(sum(s.sold), 0)::int as sold,
        coalesce(sum(s.sold_amount), 0)::bigint as sold_amount, coalesce(sum(s.sold_area), 0)::float8 as sold_area,
        coalesce(sum(s.reserved), 0)::int as reserved
      from generate_series(date_trunc(${unit}, ${period.from}::date), ${period.to}::date, ${step}::interval) g(start)
      left join s on date_trunc(${unit}, s.day) = g.start
      group by g.start order by g.start`,
  );
  const prev = previousOf(period);
  const totalsOf = async (p: Period) => {
    const [row] = await queryRows<Record<string, string | number>>(
      db,
      sql`select coalesce(sum(sold), 0)::int as sold, coalesce(sum(sold_amount), 0)::bigint as sold_amount,
        coalesce(sum(reserved), 0)::int as reserved from (${salesSql(objectIds, p.from, p.to)}) s`,
    );
    return { sold: n(row?.sold ?? 0), soldAmount: n(row?.sold_amount ?? 0), reserved: n(row?.reserved ?? 0) };
  };
  const absorption = await queryRows<Record<string, number | string>>(
    db,
    sql`with sold as (
        select cnt_apart::int as cnt, band::int as band, sum(sold)::int as sold
        from (${salesSql(objectIds, period.from, period.to)}) s group by 1, 2
      ), stock as (
        select coalesce(c.cnt_apart, 0)::int as cnt,
          ${priceBandSql(sql`c.price`)}::int as band, count(*)::int as on_sale
        from cells c where c.object_id in ${ids} and not c.disabled and c.status in ${intList(CELL_STATUSES_ON_SALE)}
        group by 1, 2
      )
      select coalesce(sold.cnt, stock.cnt) as cnt, coalesce(sold.band, stock.band) as band,
        coalesce(sold.sold, 0) as sold, coalesce(stock.on_sale, 0) as on_sale
      from sold full join stock on stock.cnt = sold.cnt and stock.band = sold.band
      order by 1, 2`,
  );
  const today = moscowDay(now);
  const paceFrom = addDays(today, -7 * ANALYTICS_LIMITS.paceWeeks + 1);
  const [recent] = await queryRows<{ sold: number }>(
    db,
    sql`select coalesce(sum(sold), 0)::int as sold from (${salesSql(objectIds, paceFrom, today)}) s`,
  );
  const [stock] = await queryRows<{ on_sale: number }>(
    db,
    sql`select count(*)::int as on_sale from cells c
      where c.object_id in ${ids} and not c.disabled and c.status in ${intList(CELL_STATUSES_ON_SALE)}`,
  );
  const plan = await queryRows<Record<string, number | string>>(
    db,
    sql`with s as (${salesSql(objectIds, addDays(period.from, -31), period.to)})
      select p.object_id, to_char(p.month, 'YYYY-MM') as month, p.units, p.amount, p.version,
        coalesce((select sum(s.sold) from s where s.object_id = p.object_id
          and date_trunc('month', s.day) = p.month), 0)::int as sold_units,
        coalesce((select sum(s.sold_amount) from s where s.object_id = p.object_id
          and date_trunc('month', s.day) = p.month), 0)::bigint as sold_amount
      from analytics_plans p
      where p.object_id in ${ids} and p.month >= date_trunc('month', ${period.from}::date)
        and p.month <= ${period.to}::date
      order by p.month, p.object_id`,
  );
  const onSale = stock?.on_sale ?? 0;
  const weeklyPace = Math.round(((recent?.sold ?? 0) / ANALYTICS_LIMITS.paceWeeks) * 10) / 10;
  return {
    from: period.from,
    to: period.to,
    by,
    periods: periods.map((p) => ({
      start: String(p.start),
      sold: n(p.sold),
      soldAmount: n(p.sold_amount),
      soldArea: Math.round(n(p.sold_area) * 100) / 100,
      reserved: n(p.reserved),
    })),
    totals: await totalsOf(period),
    previous: await totalsOf(prev),
    absorption: absorption.map((a) => {
      const sold = n(a.sold);
      const stockLeft = n(a.on_sale);
      return {
        cntApart: n(a.cnt),
        band: n(a.band),
        sold,
        onSale: stockLeft,
        share: sold + stockLeft > 0 ? Math.round((sold / (sold + stockLeft)) * 1000) / 10 : 0,
      };
    }),
    onSale,
    weeklyPace,
    weeksLeft: weeklyPace > 0 ? Math.round((onSale / weeklyPace) * 10) / 10 : null,
    plan: plan.map((p) => ({
      objectId: n(p.object_id),
      month: String(p.month),
      units: n(p.units),
      amount: n(p.amount),
      version: n(p.version),
      soldUnits: n(p.sold_units),
      soldAmount: n(p.sold_amount),
    })),
  };
}
