// Discovery (page 1, counts and whole-city maps through the cache, cached-search.ts): POST /api/search?page, /api/search/count, /api/search/autocomplete and POST /api/map/cluster?page.
import type { FastifyPluginAsync } from 'fastify';
import { autocomplete, countSearch, mapCluster, searchCards } from '#shared/api/search.ts';
import { route } from '../../core/route.ts';
import { autocomplete as suggest } from './autocomplete.ts';
import { cachedCount, cachedMap, cachedSearch } from './cached-search.ts';

const searchRoutes: FastifyPluginAsync = async (app) => {
  // A missing body is the empty filter.
  route(app, searchCards, (request) => cachedSearch(app, request, request.body ?? {}, request.query.page));

  route(app, countSearch, async (request) => ({
    count: await cachedCount(app, request, request.body ?? {}),
  }));

  route(app, autocomplete, (request) => suggest(app.db, request.body.title, request.user));

  route(app, mapCluster, (request) => cachedMap(app, request, request.body, request.query.page));
};

export default searchRoutes;
