// GET and POST /api/user/favorites: the user's favourites and the heart's toggle.
import type { FastifyPluginAsync } from 'fastify';
import { listFavorites as listEndpoint, setFavorite as setEndpoint } from '#shared/api/favorites.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { listFavorites } from './list-favorites.ts';
import { setFavorite } from './set-favorite.ts';

const favoriteRoutes: FastifyPluginAsync = async (app) => {
  route(app, listEndpoint, (request) =>
    listFavorites(app.db, app.storage, currentUser(request), request.query.page, app.clock.now()),
  );
  route(app, setEndpoint, (request) => setFavorite(app.db, currentUser(request), request.body));
};

export default favoriteRoutes;
