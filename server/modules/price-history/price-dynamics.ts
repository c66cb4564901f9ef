// GET /api/realty/{id}/price-dynamics, «Динамика цен» on the object page: for each of the last twelve months, the
// median ₽/м² of the complex's units that were on sale at the month's end (the current month: now), by layout and
// over all layouts. Each unit's state at a month end is its last price_history record by then, so the figures
// follow what buyers saw then rather than today's prices. Public rules as the object page: buyers count the units of
// published buildings and sections only, the owner and admins all of them.
import { sql } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE } from '#shared/enums.ts';
import type { TPriceDynamics } from '#shared/schemas/price-history.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ObjectRow } from '../../db/schema/index.ts';
import { queryRows, smallints } from '../../core/sql.ts';
import { managesObject, type Access } from '../../policies/visibility.ts';

export const DYNAMICS_MONTHS = 12;
/** Sochi keeps Moscow time, UTC+3 all year round: months begin at 21:00 UTC of the day before. */
const MSK_OFFSET_MS = 3 * 3_600_000;

/** The last `count` months, oldest first: their YYYY-MM and the moment that closes each (now for the current one). */
export function monthEnds(now: Date, count = DYNAMICS_MONTHS): { month: string; end: Date }[] {
  const local = new Date(now.getTime() + MSK_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    const next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) - MSK_OFFSET_MS;
    const key = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month: key, end: new Date(Math.min(next, now.getTime())) };
  });
}

interface TDynamicsRow {
  month: string;
  layout: number | null;
  median: number;
  units: number;
}

export async function priceDynamics(
  db: DbOrTx,
  object: Pick<ObjectRow, 'id' | 'companyId'>,
  access: Access,
  now: Date,
): Promise<TPriceDynamics> {
  const months = monthEnds(now);
  const published = managesObject(access, object) ? sql`` : sql`and p.published and s.published`;
  const rows = await queryRows<TDynamicsRow>(
    db,
    sql`
      with m as (
        select * from unnest(
          ${`{${months.map((m) => m.month).join(',')}}`}::text[],
          ${`{${months.map((m) => `"${m.end.toISOString()}"`).join(',')}}`}::timestamptz[]
        ) as m(month, ends)
      ), u as (
        select c.id, c.cnt_apart from cells c
        join sections s on s.id = c.section_id
        join pavilions p on p.id = c.pavilion_id
        where c.object_id = ${object.id} and not c.disabled and c.cnt_apart is not null ${published}
      ), state as (
        select m.month, u.cnt_apart, h.square_price
        from m cross join u
        cross join lateral (
          select ph.status, ph.square_price from price_history ph
          where ph.cell_id = u.id and ph.at <= m.ends
          order by ph.at desc, ph.id desc
          limit 1
        ) h
        where h.status = any(${smallints(CELL_STATUSES_ON_SALE)}) and h.square_price > 0
      )
      select month, cnt_apart as layout,
        round(percentile_cont(0.5) within group (order by square_price))::int as median,
        count(*)::int as units
      from state
      group by grouping sets ((month, cnt_apart), (month))
    `,
  );
  const index = new Map(months.map((m, i) => [m.month, i]));
  const series = new Map<number | null, TPriceDynamics['series'][number]>();
  for (const row of rows) {
    const layout = row.layout == null ? null : Number(row.layout);
    let line = series.get(layout);
    if (!line) {
      line = { layout, values: months.map(() => null), units: months.map(() => 0) };
      series.set(layout, line);
    }
    const i = index.get(row.month)!;
    line.values[i] = Number(row.median);
    line.units[i] = Number(row.units);
  }
  // All layouts first, then the layouts in their order (студия, 1, 2, …).
  const ordered = [...series.values()].sort((a, b) => (a.layout ?? -1) - (b.layout ?? -1));
  return { months: months.map((m) => m.month), series: ordered };
}
