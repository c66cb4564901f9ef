// The per-layout figures of object_layout_stats (server/db/schema/layout-stats.ts) as one SELECT over units, shared
// by refreshObjectStats, the benchmark's backfill and the tests that hold the stored rows to the units.
import { sql, type SQL } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE } from '#shared/enums.ts';
import { intList } from '../../core/sql.ts';

const squarePrice = sql`coalesce(c.square_price, round(c.price / nullif(c.area, 0)))`;

/**
 * Rows (object_id, cnt_apart, units, price_from, …) in the table's column order, of the units `where` picks (alias
 * c): exactly the units filter-sql.ts `unitBase` counts — dwellings on sale, not disabled, in a published section
 * of a published building (the section's building, as unitBase finds it).
 */
export function layoutStatsSelect(where: SQL): SQL {
  const priced = sql`c.price > 0`;
  const action = sql`c.price > 0 and c.is_action`;
  return sql`select c.object_id, c.cnt_apart,
      count(*)::int as units,
      min(c.price) filter (where ${priced}) as price_from,
      max(c.price) filter (where ${priced}) as price_to,
      (min(${squarePrice}) filter (where ${priced}))::bigint as square_price_from,
      (count(*) filter (where c.is_action))::int as action_units,
      min(c.price) filter (where ${action}) as action_price_from,
      max(c.price) filter (where ${action}) as action_price_to,
      (min(${squarePrice}) filter (where ${action}))::bigint as action_square_price_from
    from cells c
    join sections s on s.id = c.section_id and s.published
    join pavilions p on p.id = s.pavilion_id and p.published
    where ${where} and not c.disabled and c.status in ${intList(CELL_STATUSES_ON_SALE)} and c.cnt_apart is not null
    group by c.object_id, c.cnt_apart`;
}

export const LAYOUT_STATS_COLUMNS = sql.raw(
  'object_id, cnt_apart, units, price_from, price_to, square_price_from, action_units, action_price_from, ' +
    'action_price_to, action_square_price_from',
);
