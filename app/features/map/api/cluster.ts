// POST /api/map/cluster?page with the filter plus bounds and zoom (SPEC §4, §7): every page is loaded in turn and
// the set is flagged allPagesLoaded. New bounds make a new query from page 1 (the old one's requests are aborted as it
// goes out of use), and nothing is kept once the map closes, so map mode starts with a fresh cluster.
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TSearchFilterInput, TBounds } from '#shared/schemas/filter.ts';
import type { TMapClusterResponse, TMapItem } from '#shared/schemas/search.ts';
import { api } from '#app/lib/api.ts';

export interface MapView {
  bounds: TBounds;
  zoom: number;
}

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

export function useMapCluster(filter: TSearchFilterInput, view: MapView | null) {
  const query = useInfiniteQuery({
    queryKey: ['map', 'cluster', filter, view] as const,
    queryFn: ({ pageParam, signal }) => fetchClusterPage(filter, view!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TMapClusterResponse) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    enabled: view !== null,
    gcTime: 0,
    staleTime: 30_000,
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const pages = query.data?.pages ?? [];
  const items: TMapItem[] = pages.flatMap((p) => p.data);
  return {
    items,
    /** Matching objects inside the bounds. */
    objects: pages[0]?.objects ?? 0,
    allPagesLoaded: query.isSuccess && !hasNextPage,
    isLoading: query.isFetching,
    isError,
    refetch: query.refetch,
  };
}
