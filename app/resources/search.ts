// Discovery (shared/api/search.ts): the search list page by page, the filter panel's live count, the search field's
// suggestions, and the map's clusters and tapped cards. A new filter is a new query: the old one's requests are
// aborted as it goes out of use (TanStack Query's signal).
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueries,
  useQuery,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { autocomplete, countSearch, mapCluster, searchCards } from '#shared/api/search.ts';
import type { TBounds, TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TMapItem } from '#shared/schemas/search.ts';
import { call } from '#app/lib/call.ts';
import { useDebouncedValue } from '#app/hooks/use-debounced-value.ts';
import { nextPageParam } from './paging.ts';
import { selectionFilter, type MapSelection } from './search.map.ts';

export interface MapView {
  bounds: TBounds;
  zoom: number;
}

export const searchKeys = {
  list: (filter: TSearchFilterInput) => ['search', 'list', filter] as const,
  count: (filter: TSearchFilterInput) => ['search', 'count', filter] as const,
  autocomplete: (title: string) => ['search', 'autocomplete', title] as const,
  clusterView: (filter: TSearchFilterInput, view: MapView | null) =>
    ['map', 'cluster', filter, view] as const,
  clusterPage: (filter: TSearchFilterInput, view: MapView | null, page: number) =>
    ['map', 'cluster', filter, view, page] as const,
  mapCards: (filter: TSearchFilterInput, selection: MapSelection | null) =>
    ['map', 'cards', filter, selection] as const,
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

export function useSearchResults(filter: TSearchFilterInput) {
  return useInfiniteQuery(searchQuery(filter));
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

// ---- The map

type ClusterPage = OutputOf<typeof mapCluster>;

/** Pages after the first in flight at once: the browser's six connections keep room for tiles. */
export const CONCURRENT_PAGES = 4;

export const fetchClusterPage = (
  filter: TSearchFilterInput,
  view: MapView,
  page: number,
  signal?: AbortSignal,
) =>
  call(
    mapCluster,
    { query: { page }, body: { ...filter, bounds: view.bounds, zoom: view.zoom } },
    { signal },
  );

/** The later pages' answers, in page order; the same array while none of them changed. */
const restPages = (results: UseQueryResult<ClusterPage>[]) => ({
  data: results.map((r) => r.data),
  loaded: results.every((r) => r.isSuccess),
  fetching: results.some((r) => r.isFetching),
  error: results.some((r) => r.isError),
});

/**
 * The map's clusters and points, paged like lists; allPagesLoaded once every page is in. Page 1 tells how many
 * pages there are; the others are then asked for together (a few at a time) rather than one after another, so
 * thousands of points in view cost a couple of round trips, and each page is drawn as it comes. Every page is its
 * own query under the filter and view: new bounds start again from page 1, and nothing is kept once the map closes,
 * so map mode starts with a fresh cluster.
 */
export function useMapCluster(filter: TSearchFilterInput, view: MapView | null) {
  const client = useQueryClient();
  const pageQuery = (page: number) => ({
    queryKey: searchKeys.clusterPage(filter, view, page),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchClusterPage(filter, view!, page, signal),
    gcTime: 0,
    staleTime: 30_000,
  });
  const first = useQuery({ ...pageQuery(1), enabled: view !== null });
  const lastPage = first.data?.meta.last_page ?? 1;
  const loaded = (page: number) =>
    client.getQueryState(searchKeys.clusterPage(filter, view, page))?.status === 'success';
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, lastPage - 1) }, (_, i) => {
      const page = i + 2;
      // A sliding window: page n waits for page n − CONCURRENT_PAGES.
      const ready = page - CONCURRENT_PAGES <= 1 || loaded(page - CONCURRENT_PAGES);
      return { ...pageQuery(page), enabled: first.isSuccess && ready };
    }),
    combine: restPages,
  });

  const items = useMemo<TMapItem[]>(
    () => [first.data, ...rest.data].flatMap((page) => page?.data ?? []),
    [first.data, rest.data],
  );
  return {
    items,
    /** Matching objects inside the bounds. */
    objects: first.data?.objects ?? 0,
    allPagesLoaded: first.isSuccess && rest.loaded,
    isLoading: first.isFetching || rest.fetching,
    isError: first.isError || rest.error,
    /** Asks again for the pages that failed. */
    retry: () =>
      client.refetchQueries({
        queryKey: searchKeys.clusterView(filter, view),
        predicate: (query) => query.state.status === 'error',
      }),
  };
}

/** Cards for what the user taps on the map, through the search, so the figures match the list's. */
export function useMapCards(filter: TSearchFilterInput, selection: MapSelection | null) {
  return useQuery({
    queryKey: searchKeys.mapCards(filter, selection),
    queryFn: ({ signal }) => fetchSearchPage(selectionFilter(filter, selection!), 1, signal),
    enabled: selection !== null,
    staleTime: 30_000,
  });
}
