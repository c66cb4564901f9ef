// Discovery (shared/api/search.ts): the search list page by page, the filter panel's live count and the search
// field's suggestions; the map's part is search.map.ts. A new filter is a new query: the old one's requests are
// aborted as it goes out of use (TanStack Query's signal).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { autocomplete, countSearch, searchCards } from '#shared/api/search.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import { call } from '#app/lib/call.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';
import { nextPageParam } from './paging.ts';

export const searchKeys = {
  list: (filter: TSearchFilterInput) => ['search', 'list', filter] as const,
  count: (filter: TSearchFilterInput) => ['search', 'count', filter] as const,
  autocomplete: (title: string) => ['search', 'autocomplete', title] as const,
};

// ---- The list

export const fetchSearchPage = (filter: TSearchFilterInput, page: number, signal?: AbortSignal) =>
  call(searchCards, { query: { page }, body: filter }, { signal });

/** Loading stops at the last page. */
export const searchQuery = (filter: TSearchFilterInput) =>
  infiniteQueryOptions({
    queryKey: searchKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 60_000,
  });

/** `keepPrevious`: the old cards stay while a new filter loads (a list following the map as it moves). */
export function useSearchResults(filter: TSearchFilterInput, { keepPrevious = false } = {}) {
  return useInfiniteQuery({
    ...searchQuery(filter),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

// ---- The live count

export const COUNT_DEBOUNCE_MS = 300;

export const fetchSearchCount = (filter: TSearchFilterInput, signal?: AbortSignal) =>
  call(countSearch, { body: filter }, { signal });

/** What the filter finds, asked for once the filter has stopped changing. */
export function useSearchCount(filter: TSearchFilterInput, enabled = true) {
  const debounced = useDebouncedValue(filter, COUNT_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: searchKeys.count(debounced),
    queryFn: ({ signal }) => fetchSearchCount(debounced, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  /** True while the typed filter waits for its debounce or its answer. */
  const counting = enabled && (debounced !== filter || query.isFetching);
  return { ...query, counting };
}

// ---- Suggestions

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
/** Fewer letters than this suggest nothing. */
export const AUTOCOMPLETE_MIN_CHARS = 2;

export const fetchSuggestions = (title: string, signal?: AbortSignal) =>
  call(autocomplete, { body: { title } }, { signal });

export function useAutocomplete(text: string) {
  const title = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  return useQuery({
    queryKey: searchKeys.autocomplete(title),
    queryFn: ({ signal }) => fetchSuggestions(title, signal),
    enabled: title.length >= AUTOCOMPLETE_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
