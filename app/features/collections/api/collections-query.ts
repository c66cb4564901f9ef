// GET /api/user/collections?page: own collections, page by page (infinite scroll).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TCollectionSummary } from '#shared/schemas/collections.ts';
import type { TPageMeta } from '#shared/schemas/common.ts';
import { api } from '#app/lib/api.ts';
import { collectionsKeys } from './collections-keys.ts';

export interface CollectionsPage {
  data: TCollectionSummary[];
  meta: TPageMeta;
}

export const fetchCollections = (page: number, signal?: AbortSignal) =>
  api.get<CollectionsPage>('/api/user/collections', { query: { page }, signal });

export function useCollections() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: collectionsKeys.list,
      queryFn: ({ pageParam, signal }) => fetchCollections(pageParam, signal),
      initialPageParam: 1,
      // Loading stops at the last page (SPEC §4).
      getNextPageParam: (last) =>
        last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    }),
  );
}
