// Query keys of the favourites list.
export const favoritesKeys = {
  list: ['favorites'] as const,
};
