// Favourites: the user's hearts on complexes and resale offers.
import { endpoint } from './endpoint.ts';

export const listFavorites = endpoint({
  method: 'GET',
  path: '/api/user/favorites',
  summary: 'The favourites list, page by page',
  query: 'ZPageQuery',
  response: 'ZFavoritesPage',
  errors: ['Unauthorized'],
});

export const setFavorite = endpoint({
  method: 'POST',
  path: '/api/user/favorites',
  summary: 'Add or remove a heart on a complex or a resale offer',
  body: 'ZFavoriteRequest',
  response: 'ZFavoriteAnswer',
  errors: ['Unauthorized', 'NotFound'],
});
