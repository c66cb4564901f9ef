// The search's map part (shared/api/search.ts mapCluster, and the search for tapped pins): loaded with the map, not
// with the feed's first screen. A tapped pin is its complex or offer under the current filter; a tapped spot, the
// objects of one place that zooming cannot split.
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { mapCluster } from '#shared/api/search.ts';
import { Market } from '#shared/enums.ts';
import type { TBounds, TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TMapItem } from '#shared/schemas/search.ts';
import { call } from '#app/lib/call.ts';
import { fetchSearchPage } from './search.ts';

export interface MapView {
  bounds: TBounds;
  zoom: number;
}

export type MapSelection =
  { kind: 'point'; id: number; isOffer: boolean } | { kind: 'spot'; bounds: TBounds };

/** A little slack around a spot, so coordinates rounded on the way still fall inside. */
const SLACK = 1e-6;

export function selectionFilter(filter: TSearchFilterInput, selection: MapSelection): TSearchFilterInput {
  if (selection.kind === 'point') {
    return selection.isOffer
      ? { ...filter, market: Market.secondary, offerId: selection.id }
      : { ...filter, market: Market.primary, objectId: selection.id };
  }
  const [[south, west], [north, east]] = selection.bounds;
  return {
    ...filter,
    bounds: [
      [south - SLACK, west - SLACK],
      [north + SLACK, east + SLACK],
    ],
  };
}

export const mapKeys = {
  clusterView: (filter: TSearchFilterInput, view: MapView | null) =>
    ['map', 'cluster', filter, view] as const,
  clusterPage: (filter: TSearchFilterInput, view: MapView | null, page: number) =>
    ['map', 'cluster', filter, view, page] as const,
  cards: (filter: TSearchFilterInput, selection: MapSelection | null) =>
    ['map', 'cards', filter, selection] as const,
};

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
    queryKey: mapKeys.clusterPage(filter, view, page),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchClusterPage(filter, view!, page, signal),
    gcTime: 0,
    staleTime: 30_000,
  });
  const first = useQuery({ ...pageQuery(1), enabled: view !== null });
  const lastPage = first.data?.meta.last_page ?? 1;
  const loaded = (page: number) =>
    client.getQueryState(mapKeys.clusterPage(filter, view, page))?.status === 'success';
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
        queryKey: mapKeys.clusterView(filter, view),
        predicate: (query) => query.state.status === 'error',
      }),
  };
}

/** Cards for what the user taps on the map, through the search, so the figures match the list's. */
export function useMapCards(filter: TSearchFilterInput, selection: MapSelection | null) {
  return useQuery({
    queryKey: mapKeys.cards(filter, selection),
    queryFn: ({ signal }) => fetchSearchPage(selectionFilter(filter, selection!), 1, signal),
    enabled: selection !== null,
    staleTime: 30_000,
  });
}
