// The heart's mutation as cards, the object page and the offer page use it: a failure is toasted once.
import { useCallback } from 'react';
import { useSetFavorite } from '#app/resources/favorites.ts';
import { toastError } from '#app/lib/toast-error.ts';

export function useToggleFavorite() {
  return useSetFavorite((error) => {
    toastError(error);
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
