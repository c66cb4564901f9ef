// POST /api/search and /api/search/count: the market decides between complexes and resale offers.
import { Market } from '#shared/enums.ts';
import { pageMeta, type TPageMeta } from '#shared/schemas/common.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadObjectCards, loadOfferCards } from '../cards/cards.ts';
import type { FilterContext } from './filter-sql.ts';
import { countComplexes, searchComplexes } from './search-complexes.ts';
import { countOffers, searchOffers } from './search-offers.ts';

/** Cards per page of search results. */
export const SEARCH_PER_PAGE = 20;

export interface SearchDeps {
  db: DbOrTx;
  storage: Storage;
}

export const isSecondary = (f: TSearchFilter) => f.market === Market.secondary;

export async function search(
  deps: SearchDeps,
  filter: TSearchFilter,
  viewer: UserRow | null,
  now: Date,
  page: number,
): Promise<{ data: TListItem[]; meta: TPageMeta }> {
  const ctx: FilterContext = { viewer, now };
  if (isSecondary(filter)) {
    const found = await searchOffers(deps.db, filter, ctx, page, SEARCH_PER_PAGE);
    const data = await loadOfferCards(deps.db, deps.storage, found.ids, viewer);
    return { data, meta: pageMeta(page, SEARCH_PER_PAGE, found.total) };
  }
  const found = await searchComplexes(deps.db, filter, ctx, page, SEARCH_PER_PAGE);
  const data = await loadObjectCards(deps.db, deps.storage, found.ids, viewer, now, found.relevance);
  return { data, meta: pageMeta(page, SEARCH_PER_PAGE, found.total) };
}

/** The number POST /api/search reports as meta.total for the same filter. */
export function countResults(db: DbOrTx, filter: TSearchFilter, viewer: UserRow | null, now: Date) {
  const ctx: FilterContext = { viewer, now };
  return isSecondary(filter) ? countOffers(db, filter, ctx) : countComplexes(db, filter, ctx);
}
