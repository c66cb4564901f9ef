// POST /api/user/favorites {id, favorite, isOffer}. The heart flips only after the server confirms (SPEC §4):
// then every cached copy of the item is patched, and the favourites list is marked stale.
import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFavoriteAnswer } from '#shared/schemas/realty.ts';
import { api } from '#app/lib/api.ts';
import { ApiError, errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/components/ui/toast-store.ts';
import { patchFavorite } from '../lib/patch-favorite.ts';
import { favoritesKeys } from './favorites-keys.ts';

export interface FavoriteTarget {
  id: number;
  isOffer: boolean;
  /** The state wanted after the tap. */
  favorite: boolean;
}

export const postFavorite = (target: FavoriteTarget) =>
  api.post<TFavoriteAnswer>('/api/user/favorites', {
    id: target.id,
    favorite: target.favorite,
    isOffer: target.isOffer,
  });

export function applyFavorite(client: QueryClient, answer: TFavoriteAnswer): void {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (data === undefined) continue;
    const next = patchFavorite(data, answer);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  // The list keeps an unfavoured card (its heart off) until it is opened again.
  void client.invalidateQueries({ queryKey: favoritesKeys.list, refetchType: 'none' });
}

/** The mutation cards (`onToggleFavorite`), the object page and the offer page share. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postFavorite,
    onSuccess: (answer) => applyFavorite(client, answer),
    onError: (error) => {
      if (!(error instanceof ApiError && error.handled)) toast(errorText(error), { tone: 'error' });
    },
  });
}

/**
 * For the shared card's `onToggleFavorite`: asks for the opposite of what the card shows; the promise settles when
 * the server has answered (the card keeps its heart until then), and rejects on a failure, which is already toasted.
 */
export function useFavoriteToggler(): (item: {
  id: number;
  isOffer: boolean;
  isFavorite: boolean;
}) => Promise<unknown> {
  const { mutateAsync } = useToggleFavorite();
  return useCallback(
    (item) => mutateAsync({ id: item.id, isOffer: item.isOffer, favorite: !item.isFavorite }),
    [mutateAsync],
  );
}
