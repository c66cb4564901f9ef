// «Воронка»: views of the complexes and their units → units or complexes put in agents' collections → sent links →
// requests → bookings → deals → sold, by source (app, widget, collections, portal feeds), by the builder's manager or
// by the agent's agency; the previous period's totals; median days from a booking to its deal and to the sale.
// Views and collections belong to no manager: those steps are null in the manager's rows.
import { sql, type SQL } from 'drizzle-orm';
import type { TFunnelBy } from '#shared/analytics.ts';
import { CellStatus, Kind } from '#shared/enums.ts';
import type { TAnalyticsFunnel, TAnalyticsFunnelSteps } from '#shared/schemas/analytics.ts';
import { analyticsTexts as t } from '#shared/texts/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { previousOf, type Period } from './period.ts';

const STEPS = ['views', 'unitViews', 'collected', 'sent', 'requests', 'bookings', 'deals', 'sold'] as const;
type Step = (typeof STEPS)[number];
const SOLD = sql.raw(String(CellStatus.sold));
/** A booking's source as a view's: a sent collection is «collection». */
const bookingSource = (b: string) =>
  sql.raw(`(case ${b}.source when 'snapshot' then 'collection' else ${b}.source end)`);

function eventsSql(ids: SQL, p: Period, by: TFunnelBy): SQL {
  const start = sql`${p.start.toISOString()}::timestamptz`;
  const end = sql`${p.end.toISOString()}::timestamptz`;
  const inPeriod = (column: SQL) => sql`${column} >= ${start} and ${column} < ${end}`;
  const agencyOf = (userColumn: SQL) =>
    sql`(select m.company_id from company_members m where m.user_id = ${userColumn} and m.kind = 'agency' limit 1)`;
  const key = {
    source: {
      view: sql`v.source`,
      collection: sql`'collection'`,
      booking: bookingSource('b'),
      snapshot: sql`'collection'`,
    },
    manager: { view: null, collection: null, booking: sql`b.assignee_id::text`, snapshot: null },
    agency: {
      view: null,
      collection: agencyOf(sql`cl.user_id`),
      booking: sql`b.agency_id::text`,
      snapshot: sql`s.agency_id::text`,
    },
  }[by];
  const cellsOf = sql`(select id from cells where object_id in ${ids})`;
  const parts: SQL[] = [];
  if (key.view) {
    parts.push(sql`select ${key.view}::text as key,
        (case when v.cell_id = 0 then 'views' else 'unitViews' end) as step, sum(v.views)::int as n
      from analytics_views v where v.object_id in ${ids} and v.day between ${p.from}::date and ${p.to}::date
      group by 1, 2`);
  }
  if (key.collection) {
    parts.push(sql`select ${key.collection}::text, 'collected', count(*)::int
      from collection_items ci join collections cl on cl.id = ci.collection_id
      where ${inPeriod(sql`ci.created_at`)} and ((ci.kind = ${Kind.realty} and ci.item_id in ${ids})
        or (ci.kind = ${Kind.unit} and ci.item_id in ${cellsOf}))
      group by 1`);
  }
  if (key.snapshot) {
    parts.push(sql`select ${key.snapshot}::text, 'sent', count(*)::int from snapshots s
      where ${inPeriod(sql`s.created_at`)} and exists (select 1 from jsonb_array_elements(s.items) e
        where ((e->>'kind')::int = ${Kind.realty} and (e->>'id')::int in ${ids})
          or ((e->>'kind')::int = ${Kind.unit} and (e->>'id')::int in ${cellsOf}))
      group by 1`);
  }
  parts.push(sql`select ${key.booking}::text, (case b.kind when 'request' then 'requests' else 'bookings' end), count(*)::int
    from bookings b where b.object_id in ${ids} and ${inPeriod(sql`b.created_at`)} group by 1, 2`);
  const dealKey =
    by === 'source'
      ? bookingSource('b')
      : by === 'manager'
        ? sql`d.assignee_id::text`
        : sql`d.agency_id::text`;
  parts.push(sql`select ${dealKey}::text, 'deals', count(*)::int
    from deals d left join bookings b on b.id = d.booking_id
    where d.object_id in ${ids} and ${inPeriod(sql`d.created_at`)} group by 1`);
  parts.push(sql`select ${dealKey}::text, 'sold', count(*)::int
    from deals d left join bookings b on b.id = d.booking_id
    where d.object_id in ${ids} and d.stage <> 'cancelled' and exists (select 1 from price_history h
      where h.cell_id = d.cell_id and h.status = ${SOLD} and h.prev_status is distinct from ${SOLD}
        and h.at >= d.created_at and ${inPeriod(sql`h.at`)})
    group by 1`);
  return sql.join(parts, sql` union all `);
}

const empty = (nullViews: boolean): TAnalyticsFunnelSteps => ({
  views: nullViews ? null : 0,
  unitViews: nullViews ? null : 0,
  collected: nullViews ? null : 0,
  sent: nullViews ? null : 0,
  requests: 0,
  bookings: 0,
  deals: 0,
  sold: 0,
});

async function stepsBy(db: DbOrTx, ids: SQL, p: Period, by: TFunnelBy) {
  const rows = await queryRows<{ key: string | null; step: Step; n: number }>(db, eventsSql(ids, p, by));
  const byKey = new Map<string, TAnalyticsFunnelSteps>();
  for (const r of rows) {
    const key = r.key ?? '';
    let steps = byKey.get(key);
    if (!steps) {
      steps = empty(by === 'manager');
      if (by === 'agency') steps.views = steps.unitViews = null;
      byKey.set(key, steps);
    }
    steps[r.step] = (steps[r.step] ?? 0) + Number(r.n);
  }
  return byKey;
}

async function totalsOf(db: DbOrTx, ids: SQL, p: Period): Promise<TAnalyticsFunnelSteps> {
  const total = empty(false);
  for (const steps of (await stepsBy(db, ids, p, 'source')).values())
    for (const step of STEPS) total[step] = (total[step] ?? 0) + (steps[step] ?? 0);
  return total;
}

export async function loadFunnel(
  db: DbOrTx,
  objectIds: readonly number[],
  period: Period,
  by: TFunnelBy,
): Promise<TAnalyticsFunnel> {
  const ids = intList(objectIds);
  const byKey = await stepsBy(db, ids, period, by);
  const titles = await titlesOf(db, by, [...byKey.keys()]);
  const [times] = await queryRows<{ to_deal: number | null; to_sold: number | null }>(
    db,
    sql`select
      (select percentile_cont(0.5) within group (order by extract(epoch from d.created_at - b.created_at) / 86400)
        from deals d join bookings b on b.id = d.booking_id
        where d.object_id in ${ids} and d.created_at >= ${period.start.toISOString()}::timestamptz
          and d.created_at < ${period.end.toISOString()}::timestamptz) as to_deal,
      (select percentile_cont(0.5) within group (order by extract(epoch from h.at - d.created_at) / 86400)
        from deals d join lateral (select min(x.at) as at from price_history x where x.cell_id = d.cell_id
          and x.status = ${SOLD} and x.prev_status is distinct from ${SOLD} and x.at >= d.created_at) h on h.at is not null
        where d.object_id in ${ids} and h.at >= ${period.start.toISOString()}::timestamptz
          and h.at < ${period.end.toISOString()}::timestamptz) as to_sold`,
  );
  const round1 = (v: number | null | undefined) => (v == null ? null : Math.round(Number(v) * 10) / 10);
  return {
    from: period.from,
    to: period.to,
    by,
    rows: [...byKey.entries()]
      .map(([key, steps]) => ({ key, title: titles.get(key) ?? '', ...steps }))
      .sort((a, b) => (b.views ?? 0) - (a.views ?? 0) || b.requests + b.bookings - a.requests - a.bookings),
    total: await totalsOf(db, ids, period),
    previous: await totalsOf(db, ids, previousOf(period)),
    toDealDays: round1(times?.to_deal),
    toSoldDays: round1(times?.to_sold),
  };
}

async function titlesOf(db: DbOrTx, by: TFunnelBy, keys: string[]): Promise<Map<string, string>> {
  if (by === 'source') return new Map(keys.map((k) => [k, t.source[k as keyof typeof t.source] ?? k]));
  const ids = keys.filter((k) => /^\d+$/.test(k)).map(Number);
  const table = by === 'manager' ? sql`users` : sql`companies`;
  const rows = ids.length
    ? await queryRows<{ id: number; name: string | null }>(
        db,
        sql`select id, name from ${table} where id in ${intList(ids)}`,
      )
    : [];
  const titles = new Map(rows.map((r) => [String(r.id), r.name ?? '']));
  titles.set('', by === 'manager' ? t.noManager : t.noAgency);
  return titles;
}
