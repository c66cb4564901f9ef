// Discovery (page 1, counts and whole-city maps through the cache, cached-search.ts): POST /api/search?page, /api/search/count, /api/search/autocomplete and POST /api/map/cluster?page.
import type { FastifyPluginAsync } from 'fastify';
import { autocomplete, countSearch, mapCluster, searchCards } from '#shared/api/search.ts';
import { route } from '../../core/route.ts';
import { autocomplete as suggest } from './autocomplete.ts';
import { cachedCount, cachedMap, cachedSearch, storeServedText } from './cached-search.ts';

const searchRoutes: FastifyPluginAsync = async (app) => {
  storeServedText(app);
  // A missing body is the empty filter.
  route(app, searchCards, (request, reply) =>
    cachedSearch(app, request, reply, request.body ?? {}, request.query.page),
  );

  route(app, countSearch, async (request) => ({
    count: await cachedCount(app, request, request.body ?? {}),
  }));

  route(app, autocomplete, (request) => suggest(app.readDb, request.body.title, request.user));

  route(app, mapCluster, (request, reply) =>
    cachedMap(app, request, reply, request.body, request.query.page),
  );
};

export default searchRoutes;
