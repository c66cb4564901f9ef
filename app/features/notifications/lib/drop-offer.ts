// PRODUCT §4: an offer-archived or offer-outdated notification (and a moderator's disabling, decision 005) removes that
// offer from the feed lists of the running app. The lists belong to other features, so their cached data is walked:
// any list of cards (`data` arrays, or the `pages` of an infinite list) loses the offer's card and one from its total.
import type { QueryClient } from '@tanstack/react-query';

interface Card {
  id: unknown;
  isOffer?: unknown;
}

interface Page {
  data: Card[];
  meta?: { total?: number };
}

const isPage = (value: unknown): value is Page =>
  !!value && typeof value === 'object' && Array.isArray((value as Page).data);

function dropFromPage(page: Page, offerId: number): Page {
  const kept = page.data.filter((item) => !(item?.isOffer === true && item.id === offerId));
  if (kept.length === page.data.length) return page;
  const removed = page.data.length - kept.length;
  const meta =
    page.meta && typeof page.meta.total === 'number'
      ? { ...page.meta, total: Math.max(0, page.meta.total - removed) }
      : page.meta;
  return { ...page, data: kept, ...(meta ? { meta } : {}) };
}

/** The data without the offer's card; the same reference when it held none. */
export function dropOfferFromData<T>(data: T, offerId: number): T {
  if (isPage(data)) return dropFromPage(data, offerId) as T;
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (Array.isArray(pages) && pages.every(isPage)) {
    let changed = false;
    const next = pages.map((page) => {
      const dropped = dropFromPage(page, offerId);
      if (dropped !== page) changed = true;
      return dropped;
    });
    return changed ? ({ ...(data as object), pages: next } as T) : data;
  }
  return data;
}

/** Lists of the owner's own offers show the new status instead: they are refetched, not trimmed. */
const OWN_LISTS = 'user-offers';

export function dropOfferFromLists(client: QueryClient, offerId: number): void {
  for (const query of client.getQueryCache().findAll()) {
    if (query.queryKey[0] === OWN_LISTS) continue;
    const data = query.state.data;
    const next = dropOfferFromData(data, offerId);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  void client.invalidateQueries({ queryKey: [OWN_LISTS] });
}
