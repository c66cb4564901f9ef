// Active resale offers matching a filter (market 2): one page of ids in order and the total.
import { sql, type SQL } from 'drizzle-orm';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offerConditions, offerSquarePrice, type FilterContext } from './filter-sql.ts';
import { allOf, queryRows } from '../../core/sql.ts';
import { withAreas } from './area-ids.ts';

export interface OfferPage {
  ids: number[];
  total: number;
}

/** Offers with their complex (if any) as o. */
export const offersFrom = sql`offers f left join objects o on o.id = f.object_id`;

function offerOrder(f: TSearchFilter): SQL {
  const newest = sql`coalesce(f.activated_at, f.created_at) desc, f.id desc`;
  switch (f.sort) {
    case 'priceUp':
      return sql`f.price asc nulls last, f.id desc`;
    case 'priceDown':
      return sql`f.price desc nulls last, f.id desc`;
    case 'squarePriceUp':
      return sql`${offerSquarePrice} asc nulls last, f.id desc`;
    case 'squarePriceDown':
      return sql`${offerSquarePrice} desc nulls last, f.id desc`;
    case 'deadline':
      return sql`o.date_build asc nulls last, ${newest}`;
    case 'newest':
      return newest;
    default:
      return f.title
        ? sql`similarity(coalesce(f.address, '') || ' ' || coalesce(o.title, ''), ${f.title}) desc, ${newest}`
        : newest;
  }
}

/**
 * One page with the total beside it. The total is its own (uncorrelated, once-run) count, not a window over the
 * page's rows: a window made every matching offer be read and sorted before the first 20 were cut, 178,000 of them
 * for the whole country; now the page walks an index in its order and stops (bench/README.md, «National scale»).
 */
export function offerPageSql(f: TSearchFilter, ctx: FilterContext, page: number, perPage: number): SQL {
  return sql`select f.id, (${offerCountSql(f, ctx)}) as total from ${offersFrom}
    where ${allOf(offerConditions(f, ctx))}
    order by ${offerOrder(f)}
    limit ${perPage} offset ${(page - 1) * perPage}`;
}

export function offerCountSql(f: TSearchFilter, ctx: FilterContext): SQL {
  return sql`select count(*)::int as total from ${offersFrom} where ${allOf(offerConditions(f, ctx))}`;
}

export async function countOffers(db: DbOrTx, f: TSearchFilter, ctx: FilterContext): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, offerCountSql(f, await withAreas(db, f, ctx, true)));
  return Number(row?.total ?? 0);
}

export async function searchOffers(
  db: DbOrTx,
  f: TSearchFilter,
  ctx: FilterContext,
  page: number,
  perPage: number,
): Promise<OfferPage> {
  ctx = await withAreas(db, f, ctx, true);
  const rows = await queryRows<{ id: number; total: number }>(db, offerPageSql(f, ctx, page, perPage));
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countOffers(db, f, ctx) : 0;
  return { ids: rows.map((r) => Number(r.id)), total };
}
