// POST /api/map/cluster?page with the filter plus bounds and zoom (SPEC §4, §7): paged like lists, and the set is
// flagged allPagesLoaded once every page is in. Page 1 tells how many pages there are; the others are then asked for
// together (a few at a time) rather than one after another, so thousands of points in view cost a couple of round
// trips, and each page is drawn as it comes. Every page is its own query under the filter and view: new bounds start
// again from page 1, the old view's requests are aborted as they go out of use, and nothing is kept once the map
// closes, so map mode starts with a fresh cluster.
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TSearchFilterInput, TBounds } from '#shared/schemas/filter.ts';
import type { TMapClusterResponse, TMapItem } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';

export interface MapView {
  bounds: TBounds;
  zoom: number;
}

/** Pages after the first in flight at once: the browser's six connections keep room for tiles. */
export const CONCURRENT_PAGES = 4;

export const fetchClusterPage = (
  filter: TSearchFilterInput,
  view: MapView,
  page: number,
  signal?: AbortSignal,
) =>
  api.post<TMapClusterResponse>(
    '/api/map/cluster',
    { ...filter, bounds: view.bounds, zoom: view.zoom },
    { query: { page }, signal },
  );

export const clusterPageKey = (filter: TSearchFilterInput, view: MapView | null, page: number) =>
  ['map', 'cluster', filter, view, page] as const;

/** The later pages' answers, in page order; the same array while none of them changed. */
const restPages = (results: UseQueryResult<TMapClusterResponse>[]) => ({
  data: results.map((r) => r.data),
  loaded: results.every((r) => r.isSuccess),
  fetching: results.some((r) => r.isFetching),
  error: results.some((r) => r.isError),
});

export function useMapCluster(filter: TSearchFilterInput, view: MapView | null) {
  const client = useQueryClient();
  const pageQuery = (page: number) => ({
    queryKey: clusterPageKey(filter, view, page),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchClusterPage(filter, view!, page, signal),
    gcTime: 0,
    staleTime: 30_000,
  });
  const first = useQuery({ ...pageQuery(1), enabled: view !== null });
  const lastPage = first.data?.meta.last_page ?? 1;
  const loaded = (page: number) =>
    client.getQueryState(clusterPageKey(filter, view, page))?.status === 'success';
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
  const isError = first.isError || rest.error;
  return {
    items,
    /** Matching objects inside the bounds. */
    objects: first.data?.objects ?? 0,
    allPagesLoaded: first.isSuccess && rest.loaded,
    isLoading: first.isFetching || rest.fetching,
    isError,
    /** Asks again for the pages that failed. */
    retry: () =>
      client.refetchQueries({
        queryKey: ['map', 'cluster', filter, view],
        predicate: (query) => query.state.status === 'error',
      }),
  };
}
