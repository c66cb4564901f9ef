// The viewer's own complexes laid over a shared search answer. An owner also finds their complexes the public does
// not see (filter-sql.ts visibleComplex); the shared answer (computed for a stand-in) lacks only those. The owner's
// page 1 is the first page of (shared page 1 ∪ their hidden complexes) in the search's own order — the page the
// uncached search gives them, since every complex of it is either on the shared page or one of theirs — and
// the total grows by their hidden complexes that match. Both come from one statement over those few ids.
import type { TPageMeta } from '#shared/schemas/common.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { loadObjectCards } from '../cards/cards.ts';
import { countComplexes, searchComplexes } from './search-complexes.ts';
import { isSecondary, SEARCH_PER_PAGE, type SearchDeps } from './search.ts';

export interface SearchPage {
  data: TListItem[];
  meta: TPageMeta;
}

/** Whether the viewer's hidden complexes can change this filter's answer: resale offers ignore them. */
export const overlays = (filter: TSearchFilter, ownHidden: readonly number[]) =>
  ownHidden.length > 0 && !isSecondary(filter);

/** Page 1 for the owner of `ownHidden`, from the shared page 1; the shared answer itself when nothing changes. */
export async function withOwnComplexes(
  deps: SearchDeps,
  viewer: UserRow,
  filter: TSearchFilter,
  shared: SearchPage,
  ownHidden: readonly number[],
  now: Date,
): Promise<SearchPage> {
  if (!overlays(filter, ownHidden)) return shared;
  const sharedIds = shared.data.map((c) => c.id);
  const within = [...new Set([...sharedIds, ...ownHidden])];
  const found = await searchComplexes(deps.db, filter, { viewer, now, within }, 1, SEARCH_PER_PAGE);
  // Every shared card matches for the owner too: the rest of the count is theirs.
  const total = shared.meta.total + Math.max(0, found.total - sharedIds.length);
  const onShared = new Set(sharedIds);
  const extra = found.ids.filter((id) => !onShared.has(id));
  if (extra.length === 0 && total === shared.meta.total) return shared;
  const cards = new Map<number, TListItem>(shared.data.map((c) => [c.id, c]));
  const relevance = new Map(extra.map((id) => [id, found.relevance.get(id)!]));
  for (const card of await loadObjectCards(deps.db, deps.storage, extra, viewer, now, relevance)) {
    cards.set(card.id, card);
  }
  return {
    data: found.ids.map((id) => cards.get(id)!).filter(Boolean),
    meta: pageMeta(1, SEARCH_PER_PAGE, total),
  };
}

/** The count for the owner of `ownHidden`: the shared count and their hidden complexes that match. */
export async function countWithOwnComplexes(
  deps: SearchDeps,
  viewer: UserRow,
  filter: TSearchFilter,
  shared: number,
  ownHidden: readonly number[],
  now: Date,
): Promise<number> {
  if (!overlays(filter, ownHidden)) return shared;
  return shared + (await countComplexes(deps.db, filter, { viewer, now, within: ownHidden }));
}
