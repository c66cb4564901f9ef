// GET and POST /api/user/favorites (SPEC §7): the user's favourites and the heart's toggle.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPageQuery } from '#shared/schemas/common.ts';
import { ZFavoriteAnswer, ZFavoriteRequest, ZFavoritesPage } from '#shared/schemas/realty.ts';
import { currentUser } from '../../policies.ts';
import { listFavorites } from './list-favorites.ts';
import { setFavorite } from './set-favorite.ts';

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/favorites',
    { schema: { querystring: ZPageQuery, response: { 200: ZFavoritesPage } } },
    async (request) =>
      listFavorites(app.db, app.storage, currentUser(request), request.query.page, app.clock.now()),
  );

  app.post(
    '/user/favorites',
    { schema: { body: ZFavoriteRequest, response: { 200: ZFavoriteAnswer } } },
    async (request) => setFavorite(app.db, currentUser(request), request.body),
  );
};

export default favoriteRoutes;
