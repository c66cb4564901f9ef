// POST /api/search?page with the filter as body, page by page (SPEC §4 paged lists): a new filter is a new query
// that starts at page 1, and the old one's requests are aborted as it goes out of use; loading stops at the last page.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';

export const searchListKey = (filter: TSearchFilterInput) => ['search', 'list', filter] as const;

export const fetchSearchPage = (filter: TSearchFilterInput, page: number, signal?: AbortSignal) =>
  api.post<TSearchResponse>('/api/search', filter, { query: { page }, signal });

export const searchQuery = (filter: TSearchFilterInput) =>
  infiniteQueryOptions({
    queryKey: searchListKey(filter),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TSearchResponse) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    staleTime: 60_000,
  });

export function useSearchResults(filter: TSearchFilterInput) {
  return useInfiniteQuery(searchQuery(filter));
}

export type SearchPages = InfiniteData<TSearchResponse, number>;
