// GET /api/market/complexes?ids: complexes side by side, as the catalogue shows them: the lowest price and the median
// ₽/м² of flats on sale today, the stock, the sales pace (sales recorded on the chessboard in the last 90 days) and
// the deadline. A complex nobody may open (unknown, unpublished, without a published section) is a 404 for all.
import { sql } from 'drizzle-orm';
import { CELL_STATUSES_ON_SALE, CellStatus } from '#shared/enums.ts';
import type { TMarketComplex } from '#shared/schemas/market.ts';
import { marketTexts } from '#shared/texts/market.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { intList, queryRows, smallints } from '../../core/sql.ts';
import { hasPublicStructure } from '../../policies/visibility.ts';
import { roomsScope } from './scope.ts';

const PACE_DAYS = 90;
const MONTHS_IN_PACE = PACE_DAYS / 30;

interface Row {
  id: number;
  title: string;
  district: string | null;
  house_class: number | null;
  date_build: string | null;
  is_finished: boolean;
  price_from: string | number | null;
  median: number | null;
  stock: number;
  stock_area: string | number | null;
  sold90: number;
}

export async function compareComplexes(
  db: DbOrTx,
  ids: readonly number[],
  now: Date,
  rooms: readonly number[] = [],
): Promise<TMarketComplex[]> {
  const unique = [...new Set(ids)];
  const since = new Date(now.getTime() - PACE_DAYS * 86_400_000).toISOString();
  const onSale = smallints(CELL_STATUSES_ON_SALE);
  const rows = await queryRows<Row>(
    db,
    sql`
      with u as (
        select c.* from cells c join sections s on s.id = c.section_id join pavilions p on p.id = c.pavilion_id
        where c.object_id in ${intList(unique)} and p.published and s.published and not c.disabled
          and c.cnt_apart is not null and ${roomsScope(sql`c.cnt_apart`, rooms)}
      )
      select o.id, o.title, sr.name as district, o.house_class, o.date_build::text as date_build, o.is_finished,
        (select min(u.price) from u where u.object_id = o.id and u.status = any(${onSale}) and u.price > 0) as price_from,
        (select round(percentile_cont(0.5) within group (order by u.square_price))::int from u
          where u.object_id = o.id and u.status = any(${onSale}) and u.square_price > 0) as median,
        (select count(*)::int from u where u.object_id = o.id and u.status = any(${onSale})) as stock,
        (select sum(u.area) from u where u.object_id = o.id and u.status = any(${onSale})) as stock_area,
        (select count(distinct ph.cell_id)::int from price_history ph join u on u.id = ph.cell_id
          where ph.object_id = o.id and ph.at > ${since}::timestamptz and ph.at <= ${now.toISOString()}::timestamptz
            and ph.status = ${CellStatus.sold} and ph.prev_status is distinct from ${CellStatus.sold}
            and u.status = ${CellStatus.sold}) as sold90
      from objects o left join subregions sr on sr.id = o.subregion_id
      where o.id in ${intList(unique)} and o.published and ${hasPublicStructure(sql`o.id`)}
    `,
  );
  if (rows.length !== unique.length) throw new AppError('NotFound', marketTexts.errors.complexNotFound);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return unique.map((id) => {
    const r = byId.get(id)!;
    const stock = Number(r.stock);
    const sold90 = Number(r.sold90);
    const pace = Math.round((sold90 / MONTHS_IN_PACE) * 10) / 10;
    return {
      id,
      title: r.title,
      district: r.district,
      houseClass: r.house_class == null ? null : Number(r.house_class),
      dateBuild: r.date_build,
      isFinished: r.is_finished,
      priceFrom: r.price_from == null ? null : Number(r.price_from),
      median: r.median == null ? null : Number(r.median),
      stock,
      stockArea: Math.round(Number(r.stock_area ?? 0)),
      sold90,
      pace,
      stockMonths: sold90 > 0 ? Math.round((stock / (sold90 / MONTHS_IN_PACE)) * 10) / 10 : null,
    };
  });
}
