// «Спрос»: what no CRM sees. Per layout and price band of the builder's units on sale: the saved filters that match
// them (the alerts' own conditions, saved-filters/match-sql.ts) and the buyers behind those filters; the units put in
// agents' collections and sent to clients; the clients' «Нравится» / «Не подходит». And «Спрос без предложения»:
// saved filters placed in the builder's districts that none of its units matches, by rooms × budget. Counts only:
// never a filter, a buyer or a client by name. The matches come stored by the analytics job with what changed since
// added live (demand-matches.ts).
import { sql } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, Kind } from '#shared/enums.ts';
import type { TAnalyticsDemand } from '#shared/schemas/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { priceBandSql } from './unit-states.ts';
import { demandSource } from './demand-matches.ts';
import { unmetRowsSql } from './demand-counts.ts';

const n = Number;

export async function loadDemand(
  db: DbOrTx,
  objectIds: readonly number[],
  now: Date,
): Promise<TAnalyticsDemand> {
  const ids = intList(objectIds);
  const source = await demandSource(db, objectIds, now);
  const counts =
    'counts' in source
      ? source.counts
      : {
          // Distinct filters and buyers per layout and budget (a filter matching several complexes counts once).
          matched: sql`select m.cnt_apart::int as cnt, m.band::int as band, count(distinct m.filter_id)::int as filters,
              count(distinct m.user_id)::int as buyers
            from m group by 1, 2`,
          // «Спрос без предложения»: filters placed in the complexes' districts (or region) matching none of the units.
          unmet: sql`select u.cnt, u.band, count(distinct u.filter_id)::int as filters,
              count(distinct u.user_id)::int as buyers
            from (${unmetRowsSql(
              sql`select 0 as scope, id as object_id from objects where id in ${ids}`,
              sql`select 0 as scope, filter_id from m`,
            )}) u group by 1, 2`,
        };
  // The live matches, once for both counts.
  const m = 'matches' in source ? sql`m as materialized (${source.matches}),` : sql``;
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`with ${m} u as materialized (
        select c.id, coalesce(c.cnt_apart, 0)::int as cnt, ${priceBandSql(sql`c.price`)}::int as band,
          c.status in ${intList(CELL_STATUSES_ON_SALE)} and not c.disabled as on_sale
        -- A unit without a price stands in no budget.
        from cells c where c.object_id in ${ids} and c.price > 0
      ),
      collected as (select ci.item_id as id, count(*)::int as n from collection_items ci
        where ci.kind = ${Kind.unit} and ci.item_id in (select id from u) group by 1),
      sent as (select (e->>'id')::int as id, count(*)::int as n from snapshots s, jsonb_array_elements(s.items) e
        where (e->>'kind')::int = ${Kind.unit} and (e->>'id')::int in (select id from u) group by 1),
      marks as (select r.item_id as id, count(*) filter (where r.mark = 'like')::int as likes,
          count(*) filter (where r.mark = 'dislike')::int as dislikes
        from snapshot_reactions r where r.kind = ${Kind.unit} and r.sets_mark and r.item_id in (select id from u)
        group by 1),
      matched as materialized (${counts.matched}),
      figures as (select u.cnt, u.band, (count(*) filter (where u.on_sale))::int as on_sale,
          coalesce(sum(collected.n), 0)::int as collected, coalesce(sum(sent.n), 0)::int as sent,
          coalesce(sum(marks.likes), 0)::int as likes, coalesce(sum(marks.dislikes), 0)::int as dislikes
        from u left join collected on collected.id = u.id left join sent on sent.id = u.id
          left join marks on marks.id = u.id
        group by u.cnt, u.band),
      unmet as materialized (${counts.unmet})
      select 'band' as kind, f.cnt, f.band, f.on_sale, coalesce(matched.filters, 0) as filters,
        coalesce(matched.buyers, 0) as buyers, f.collected, f.sent, f.likes, f.dislikes
      from figures f left join matched on matched.cnt = f.cnt and matched.band = f.band
      -- A group nothing is on sale in and nobody looked at says nothing.
      where f.on_sale > 0 or f.collected > 0 or f.sent > 0 or f.likes > 0 or f.dislikes > 0
      union all
      select 'unmet', cnt, band, 0, filters, buyers, 0, 0, 0, 0 from unmet`,
  );
  const bands = rows
    .filter((r) => r.kind === 'band')
    .sort((a, b) => n(a.cnt) - n(b.cnt) || n(a.band) - n(b.band));
  const unmet = rows
    .filter((r) => r.kind === 'unmet')
    .sort((a, b) => n(b.filters) - n(a.filters) || n(a.cnt) - n(b.cnt) || n(a.band) - n(b.band));
  return {
    bands: bands.map((b) => ({
      cntApart: n(b.cnt),
      band: n(b.band),
      onSale: n(b.on_sale),
      filters: n(b.filters),
      buyers: n(b.buyers),
      collected: n(b.collected),
      sent: n(b.sent),
      likes: n(b.likes),
      dislikes: n(b.dislikes),
    })),
    unmet: unmet.map((u) => ({
      cntApart: n(u.cnt),
      band: n(u.band),
      filters: n(u.filters),
      buyers: n(u.buyers),
    })),
  };
}
