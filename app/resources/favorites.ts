// Favourites (shared/api/favorites.ts): the list's query and the heart's mutation. The heart flips only after the
// server confirms: then every cached copy of the item is patched, and the list is marked stale.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { listFavorites, setFavorite } from '#shared/api/favorites.ts';
import type { OutputOf } from '#shared/api/endpoint.ts';
import { call } from '#app/lib/call.ts';
import { nextPageParam } from './paging.ts';
import { patchFavorite } from './favorites.patch.ts';

export const favoritesKeys = {
  list: ['favorites'] as const,
};

export const favoritesQuery = () =>
  infiniteQueryOptions({
    queryKey: favoritesKeys.list,
    queryFn: ({ pageParam, signal }) => call(listFavorites, { query: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useFavorites() {
  return useInfiniteQuery(favoritesQuery());
}

export interface FavoriteTarget {
  id: number;
  isOffer: boolean;
  /** The state wanted after the tap. */
  favorite: boolean;
}

export const postFavorite = (target: FavoriteTarget) =>
  call(setFavorite, { body: { id: target.id, favorite: target.favorite, isOffer: target.isOffer } });

export function applyFavorite(client: QueryClient, answer: OutputOf<typeof setFavorite>): void {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchFavorite(data, answer);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  // The list keeps an unfavoured card (its heart off) until it is opened again.
  void client.invalidateQueries({ queryKey: favoritesKeys.list, refetchType: 'none' });
}

/** The heart's mutation; callers add what a failure shows. */
export function useSetFavorite(onError?: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postFavorite,
    onSuccess: (answer) => applyFavorite(client, answer),
    onError,
  });
}
