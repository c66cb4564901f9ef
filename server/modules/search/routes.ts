// Discovery: POST /api/search?page, /api/search/count, /api/search/autocomplete and POST /api/map/cluster?page.
import type { FastifyPluginAsync } from 'fastify';
import { autocomplete, countSearch, mapCluster, searchCards } from '#shared/api/search.ts';
import { route } from '../../core/route.ts';
import { autocomplete as suggest } from './autocomplete.ts';
import { mapCluster as cluster } from './map-cluster.ts';
import { countResults, search } from './search.ts';

const searchRoutes: FastifyPluginAsync = async (app) => {
  // A missing body is the empty filter.
  route(app, searchCards, (request) =>
    search(
      { db: app.db, storage: app.storage },
      request.body ?? {},
      request.user,
      app.clock.now(),
      request.query.page,
    ),
  );

  route(app, countSearch, async (request) => ({
    count: await countResults(app.db, request.body ?? {}, request.user, app.clock.now()),
  }));

  route(app, autocomplete, (request) => suggest(app.db, request.body.title, request.user));

  route(app, mapCluster, (request) =>
    cluster(app.db, request.body, request.user, app.clock.now(), request.query.page),
  );
};

export default searchRoutes;
