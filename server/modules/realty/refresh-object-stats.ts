// Keeps a complex's figures (prices, areas, counts, layouts) in step with its units, in one statement.
import { sql } from 'drizzle-orm';
import { CellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { LAYOUT_STATS_COLUMNS, layoutStatsSelect } from './layout-stats.ts';

/**
 * What the public sees: only units of published sections in published buildings count, so a card never
 * promises units its chessboard hides (the complex's own published flag does not matter, drafts get figures too).
 * - flatsCount: units that are not disabled;
 * - saleCount and cntApart: units on sale, i.e. status sale or assignment;
 * - price, area and price per м² ranges: dwellings on sale with a price — units with a layout, so parking
 *   places and storerooms do not turn «от 1,5 млн ₽» into a promise about flats.
 * The per-layout rows the search reads (object_layout_stats) follow in the same statement: upserted, and the
 * layouts no longer on sale deleted.
 */
export async function refreshObjectStats(db: DbOrTx, objectId: number): Promise<void> {
  const onSale = sql`c.status in (${CellStatus.sale}, ${CellStatus.assignment})`;
  const dwelling = sql`${onSale} and c.cnt_apart is not null and c.price > 0`;
  // The complex's row first: its lock orders concurrent refreshes of one complex (and any writer that locked it
  // before) ahead of the per-layout rows, which are read from its update and upserted in layout order.
  await db.execute(sql`
    with updated as (
      update objects o set
        flats_count = s.flats_count,
        sale_count = s.sale_count,
        price_from = s.price_from,
        price_to = s.price_to,
        area_from = s.area_from,
        area_to = s.area_to,
        square_price_from = s.square_price_from,
        cnt_apart = s.cnt_apart
      from (
        select
          count(*)::int as flats_count,
          (count(*) filter (where ${onSale}))::int as sale_count,
          min(c.price) filter (where ${dwelling}) as price_from,
          max(c.price) filter (where ${dwelling}) as price_to,
          min(c.area) filter (where ${dwelling} and c.area > 0) as area_from,
          max(c.area) filter (where ${dwelling} and c.area > 0) as area_to,
          (min(coalesce(c.square_price, round(c.price / nullif(c.area, 0)))) filter (where ${dwelling}))::int
            as square_price_from,
          coalesce(
            array_agg(distinct c.cnt_apart order by c.cnt_apart) filter (where ${onSale} and c.cnt_apart is not null),
            '{}'
          )::smallint[] as cnt_apart
        from cells c
        join sections s on s.id = c.section_id and s.published
        join pavilions p on p.id = c.pavilion_id and p.published
        where c.object_id = ${objectId} and not c.disabled
      ) s
      where o.id = ${objectId}
      returning o.id),
    layouts as (${layoutStatsSelect(sql`c.object_id = ${objectId} and exists (select 1 from updated)`)}),
    kept as (
      insert into object_layout_stats (${LAYOUT_STATS_COLUMNS}) select * from layouts order by cnt_apart
      on conflict (object_id, cnt_apart) do update set units = excluded.units,
        price_from = excluded.price_from, price_to = excluded.price_to,
        square_price_from = excluded.square_price_from, action_units = excluded.action_units,
        action_price_from = excluded.action_price_from, action_price_to = excluded.action_price_to,
        action_square_price_from = excluded.action_square_price_from
      returning 1),
    gone as (
      delete from object_layout_stats l where l.object_id = ${objectId} and exists (select 1 from updated)
        and l.cnt_apart not in (select cnt_apart from layouts)
      returning 1)
    select (select count(*) from kept) as kept, (select count(*) from gone) as gone
  `);
}
