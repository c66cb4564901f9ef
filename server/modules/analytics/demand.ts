// «Спрос»: what no CRM sees. Per layout and price band of the builder's units on sale: the saved filters that match
// them (the alerts' own conditions, saved-filters/match-sql.ts) and the buyers behind those filters; the units put in
// agents' collections and sent to clients; the clients' «Нравится» / «Не подходит». And «Спрос без предложения»:
// saved filters placed in the builder's districts that none of its units matches, by rooms × budget. Counts only:
// never a filter, a buyer or a client by name. The matches come stored by the analytics job with what changed since
// added live (demand-matches.ts).
import { sql } from 'drizzle-orm';
import { ANALYTICS_PRICE_BANDS } from '#shared/analytics.ts';
import { CELL_STATUSES_ON_SALE, Kind } from '#shared/enums.ts';
import type { TAnalyticsDemand } from '#shared/schemas/analytics.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList, queryRows } from '../../core/sql.ts';
import { priceBandSql } from './unit-states.ts';
import { demandMatchesSql } from './demand-matches.ts';

const n = Number;

export async function loadDemand(
  db: DbOrTx,
  objectIds: readonly number[],
  now: Date,
): Promise<TAnalyticsDemand> {
  const ids = intList(objectIds);
  const matches = await demandMatchesSql(db, objectIds, now);
  const budgetBand = sql.join(
    ANALYTICS_PRICE_BANDS.slice(1).map(
      (b, i) => sql` when p.price_to <= ${sql.raw(String(b))} then ${sql.raw(String(i))}`,
    ),
    sql``,
  );
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`with m as materialized (${matches}),
      u as materialized (
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
      -- Distinct filters and buyers per layout and budget (a filter matching several complexes counts once).
      matched as (select m.cnt_apart::int as cnt, m.band::int as band, count(distinct m.filter_id)::int as filters,
          count(distinct m.user_id)::int as buyers
        from m group by 1, 2),
      figures as (select u.cnt, u.band, (count(*) filter (where u.on_sale))::int as on_sale,
          coalesce(sum(collected.n), 0)::int as collected, coalesce(sum(sent.n), 0)::int as sent,
          coalesce(sum(marks.likes), 0)::int as likes, coalesce(sum(marks.dislikes), 0)::int as dislikes
        from u left join collected on collected.id = u.id left join sent on sent.id = u.id
          left join marks on marks.id = u.id
        group by u.cnt, u.band),
      -- «Спрос без предложения»: filters placed in the complexes' districts (or their region) matching none of the units.
      places as (
        select distinct s.id, s.parent_id, s.region_id from objects o join subregions s on s.id = o.subregion_id
        where o.id in ${ids}
      ),
      unmet as (
        select r.cnt::int as cnt,
          (case when p.price_to is null then -1${budgetBand} else ${sql.raw(String(ANALYTICS_PRICE_BANDS.length - 1))} end)::int as band,
          count(distinct p.filter_id)::int as filters, count(distinct fl.user_id)::int as buyers
        from filter_predicates p
        join filters fl on fl.id = p.filter_id
        cross join lateral unnest(coalesce(p.cnt_apart, '{0}'::smallint[])) as r(cnt)
        where p.market = 1 and p.filter_id not in (select filter_id from m)
          and exists (select 1 from places pl where
            (p.subregions is not null and (pl.id = any(p.subregions) or pl.parent_id = any(p.subregions)))
            or (p.subregions is null and p.region_id = pl.region_id))
        group by 1, 2
      )
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
