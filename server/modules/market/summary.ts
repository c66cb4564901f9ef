// GET /api/market/summary: per Moscow month of the period, the median ₽/м² of the flats on sale at the month's end,
// the stock, the units and complexes launched and the units sold; today's figures; the area's complexes. Closed
// months come from the rollup (market_months), the months it has not closed are counted live from price_history.
import { sql, type SQL } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE } from '#shared/enums.ts';
import type { TMarketSummary, TMarketSummaryQuery } from '#shared/schemas/market.ts';
import { marketTexts } from '#shared/texts/market.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ValidationFailed } from '../../errors.ts';
import { intList, queryRows, smallints } from '../../core/sql.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { addMonths, monthOf, monthRange, monthStart } from './months.ts';
import { currentMonthSql, monthRowsSql, mskMonth, unitsOnSale } from './month-rows.ts';
import { rollupState } from './rollup.ts';
import { areaComplexes, roomsScope, visibleSection } from './scope.ts';

const COMPLEXES_LISTED = 50;

/** The period's months: `to` (today by default, never in the future) and `from` (eleven months before). */
export function periodMonths(q: Pick<TMarketSummaryQuery, 'from' | 'to'>, now: Date): string[] {
  const today = moscowDay(now);
  if (q.to && q.to > today) throw new ValidationFailed({ to: [marketTexts.validation.future] });
  if (q.from && q.from > today) throw new ValidationFailed({ from: [marketTexts.validation.future] });
  const last = monthOf(q.to ?? today);
  const first = q.from ? monthOf(q.from) : addMonths(last, -11);
  return monthRange(first, last);
}

interface MonthRow {
  month: string;
  on_sale: number;
  sold: number;
  launched: number;
  median: number | null;
  complexes_launched: number;
}

export async function marketSummary(db: DbOrTx, q: TMarketSummaryQuery, now: Date): Promise<TMarketSummary> {
  const months = periodMonths(q, now);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  // The area's complexes once, by id: every read below goes by complex, and visibility of sections and buildings is
  // the area's few hidden sections by id rather than a join of every section and building of the country.
  const area = await areaComplexes(db, q);
  const inArea = intList(area.ids);
  const hidden = intList(area.hiddenSections);
  const { openMonth } = await rollupState(db);
  const liveFirst = openMonth && openMonth > first ? openMonth : first;
  const rooms = (column: SQL) => roomsScope(column, q.rooms);

  const none = sql`select null::text as month, null::int as object_id, 0 as on_sale, '{}'::int[] as square_prices, 0 as sold, 0 as launched where false`;
  const closed = openMonth
    ? sql`select mm.month::text as month, mm.object_id, mm.on_sale, mm.square_prices, mm.sold, mm.launched
          from market_months mm
          where mm.object_id in ${inArea} and mm.month between ${first}::date and least(${last}::date, ${openMonth}::date - 1)
            and mm.section_id not in ${hidden} and ${rooms(sql`mm.layout`)}`
    : none;
  // Months the rollup has not closed: those before the current one from the history (a late rollup), the current
  // one from the cells and this month's records.
  const current = monthOf(now);
  const historyLast = last < current ? last : addMonths(current, -1);
  const scope = sql`(${visibleSection()} and o.id in ${inArea})`;
  const fromHistory =
    liveFirst <= historyLast
      ? sql`select l.month, l.object_id, l.on_sale, l.square_prices, l.sold, l.launched
            from (${monthRowsSql({ first: liveFirst, last: historyLast, until: now, scope })}) l
            where ${rooms(sql`l.layout`)}`
      : none;
  const fromCells =
    last >= current
      ? sql`select l.month, l.object_id, l.on_sale, l.square_prices, l.sold, l.launched
            from (${currentMonthSql(current, monthStart(current), now, area, rooms(sql`c.cnt_apart`))}) l`
      : none;
  // A complex is launched in the month of its first flat put on sale: earlier launches from the rollup (or, before
  // its first run, from the history).
  const earlierLaunches = openMonth
    ? sql`select mm.object_id, mm.month from market_months mm
          where mm.object_id in ${inArea} and mm.launched > 0 and mm.month < ${first}::date
            and mm.section_id not in ${hidden} and ${rooms(sql`mm.layout`)}`
    : sql`select c.object_id, min(${mskMonth(sql`ph.at`)}) as month from price_history ph
          join cells c on c.id = ph.cell_id join sections s on s.id = c.section_id
          join pavilions p on p.id = c.pavilion_id join objects o on o.id = c.object_id
          where ph.at < ${monthStart(first).toISOString()}::timestamptz and ph.status = any(${smallints(CELL_STATUSES_ON_SALE)})
            and c.cnt_apart is not null and not c.disabled and ${scope} and ${rooms(sql`c.cnt_apart`)}
          group by c.object_id`;

  // Each month's median sorts that month's values alone (one sort of every month's values keyed by the month spilled
  // to disk on a large district), unnested in the select list (a function scan per row costs twice as much).
  const rows = await queryRows<MonthRow>(
    db,
    sql`
      with r as materialized ((${closed}) union all (${fromHistory}) union all (${fromCells})),
      sums as (
        select month, sum(on_sale)::int as on_sale, sum(sold)::int as sold, sum(launched)::int as launched
        from r group by month
      ), firsts as materialized (
        select object_id, min(month) as month from (
          select object_id, month::text as month from (${earlierLaunches}) e
          union all select object_id, month from r where launched > 0
        ) f group by object_id
      )
      select sums.month, sums.on_sale, sums.sold, sums.launched,
        (select round(percentile_cont(0.5) within group (order by x))::int
          from (select unnest(r.square_prices) as x from r where r.month = sums.month) v) as median,
        (select count(*)::int from firsts where firsts.month = sums.month) as complexes_launched
      from sums
    `,
  );
  const byMonth = new Map(rows.map((r) => [r.month.slice(0, 10), r]));
  const pick = <K extends keyof MonthRow>(key: K, fallback: MonthRow[K]) =>
    months.map((m) => byMonth.get(m)?.[key] ?? fallback);

  // Today's figures and the area's complexes in one pass over its flats on sale (the grand total is the () set),
  // from the on-sale units' covering index.
  const onSale = await queryRows<{
    id: number | null;
    title: string | null;
    district: string | null;
    stock: number;
    area: string | null;
    median: number | null;
    complexes: number;
  }>(
    db,
    sql`
      with t as (
        select c.object_id as id, count(*)::int as stock, sum(c.area) as area,
          count(distinct c.object_id)::int as complexes,
          round(percentile_cont(0.5) within group (order by c.square_price) filter (where c.square_price > 0))::int
            as median
        from cells c
        where c.object_id in ${inArea} and ${unitsOnSale(area.hiddenSections)} and ${rooms(sql`c.cnt_apart`)}
        group by grouping sets ((c.object_id), ())
      )
      select t.*, o.title, sr.name as district from t left join objects o on o.id = t.id
      left join subregions sr on sr.id = o.subregion_id`,
  );
  const today = onSale.find((r) => r.id == null);
  const complexes = onSale
    .filter((r) => r.id != null)
    .sort((x, y) => Number(y.stock) - Number(x.stock) || Number(x.id) - Number(y.id))
    .slice(0, COMPLEXES_LISTED);

  return {
    months: months.map((m) => m.slice(0, 7)),
    median: pick('median', null).map((v) => (v == null ? null : Number(v))),
    stock: pick('on_sale', 0).map(Number),
    sold: pick('sold', 0).map(Number),
    launchedUnits: pick('launched', 0).map(Number),
    launchedComplexes: pick('complexes_launched', 0).map(Number),
    now: {
      stock: Number(today?.stock ?? 0),
      stockArea: Math.round(Number(today?.area ?? 0)),
      median: today?.median == null ? null : Number(today.median),
      complexes: Number(today?.complexes ?? 0),
    },
    complexes: complexes.map((c) => ({
      id: Number(c.id),
      title: c.title ?? '',
      district: c.district,
      stock: Number(c.stock),
      median: c.median == null ? null : Number(c.median),
    })),
  };
}
