// GET /api/user/favorites?page: the favourites list, page by page (infinite scroll).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TFavoritesPage } from '#shared/schemas/realty.ts';
import { api } from '#app/lib/api.ts';
import { favoritesKeys } from './favorites-keys.ts';

export const fetchFavorites = (page: number, signal?: AbortSignal) =>
  api.get<TFavoritesPage>('/api/user/favorites', { query: { page }, signal });

export const favoritesQuery = () =>
  infiniteQueryOptions({
    queryKey: favoritesKeys.list,
    queryFn: ({ pageParam, signal }) => fetchFavorites(pageParam, signal),
    initialPageParam: 1,
    // Loading stops at the last page (SPEC §4).
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export function useFavorites() {
  return useInfiniteQuery(favoritesQuery());
}
