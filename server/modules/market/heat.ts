// GET /api/market/heat: the median ₽/м² of the flats on sale today in each hexagon of the map's bounds, from the
// units of every published complex there (what the chessboards show), with the breaks of the legend's colours. The
// units come from the on-sale covering index by complex; the country's few hidden sections are one small hash.
import { sql } from 'drizzle-orm';
import type { TMarketHeat } from '#shared/schemas/market.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';
import { hexCorners, hexOfSql } from './hex-grid.ts';
import { boundsScope } from './scope.ts';
import { unitsOnSale } from './month-rows.ts';
import { hiddenSections } from '../search/filter-sql.ts';

const COLOUR_CLASSES = 5;

export async function marketHeat(
  db: DbOrTx,
  q: { bounds: [[number, number], [number, number]]; zoom: number },
): Promise<TMarketHeat> {
  const hex = hexOfSql(sql`o.latitude`, sql`o.longitude`, q.zoom);
  const rows = await queryRows<{ q: number; r: number; median: number; units: number; complexes: number }>(
    db,
    sql`
      with places as materialized (
        select o.id, ${hex.q} as q, ${hex.r} as r from objects o
        where o.published and o.latitude is not null and o.longitude is not null and ${boundsScope(q.bounds)}
      )
      select pl.q, pl.r, count(*)::int as units, count(distinct c.object_id)::int as complexes,
        round(percentile_cont(0.5) within group (order by c.square_price))::int as median
      from places pl join cells c on c.object_id = pl.id
      -- By complex through the index (a join alone let the planner walk the whole index of the country's units).
      where c.object_id = any(array(select id from places)) and c.square_price > 0
        and ${unitsOnSale(hiddenSections)}
      group by pl.q, pl.r
    `,
  );
  const hexes = rows.map((row) => ({
    id: `${row.q}:${row.r}`,
    polygon: hexCorners(Number(row.q), Number(row.r), q.zoom),
    median: Number(row.median),
    units: Number(row.units),
    complexes: Number(row.complexes),
  }));
  return { zoom: q.zoom, hexes, breaks: breaksOf(hexes.map((h) => h.median)) };
}

/** Quantile breaks between the colour classes, rounded to the thousand, ascending and distinct. */
export function breaksOf(values: readonly number[]): number[] {
  if (values.length < 2) return [];
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = 1; i < COLOUR_CLASSES; i++) {
    const v = Math.round(sorted[Math.floor((i * sorted.length) / COLOUR_CLASSES)]! / 1000) * 1000;
    if (v > sorted[0]! && v <= sorted[sorted.length - 1]! && !out.includes(v)) out.push(v);
  }
  return out;
}
