// GET /api/user/offers?page and GET /api/user/archive?page: the owner's offers, page by page, with counts by status.
// Keys start with 'user-offers' so a notification about an offer refreshes them (features/notifications).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TOfferCard } from '#shared/schemas/offer.ts';
import type { TOfferCounts } from '#shared/schemas/user-offers.ts';
import type { TPageMeta } from '#shared/schemas/common.ts';
import { api } from '#app/lib/api.ts';
import { hasSession } from '#app/lib/session.ts';

export type OwnList = 'current' | 'archive';

export interface TOwnOffersPage {
  data: TOfferCard[];
  meta: TPageMeta & { inactive_count: number; counts: TOfferCounts };
}

export const ownOfferKeys = {
  all: ['user-offers'] as const,
  list: (list: OwnList) => ['user-offers', list] as const,
};

const listPath: Record<OwnList, string> = { current: '/api/user/offers', archive: '/api/user/archive' };

export const fetchOwnOffers = (list: OwnList, page: number, signal?: AbortSignal) =>
  api.get<TOwnOffersPage>(listPath[list], { query: { page }, signal });

export const ownOffersQuery = (list: OwnList) =>
  infiniteQueryOptions({
    queryKey: ownOfferKeys.list(list),
    queryFn: ({ pageParam, signal }) => fetchOwnOffers(list, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export function useOwnOffers(list: OwnList) {
  return useInfiniteQuery({ ...ownOffersQuery(list), enabled: hasSession() });
}
