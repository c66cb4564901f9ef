// Discovery: POST /api/search?page, /api/search/count, /api/search/autocomplete and POST /api/map/cluster?page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '#shared/schemas/common.ts';
import { ZMapClusterRequest, ZSearchFilter } from '#shared/schemas/filter.ts';
import {
  ZAutocompleteRequest,
  ZAutocompleteResponse,
  ZCountResponse,
  ZMapClusterResponse,
  ZSearchResponse,
} from '#shared/schemas/search.ts';
import { autocomplete } from './autocomplete.ts';
import { mapCluster } from './map-cluster.ts';
import { countResults, search } from './search.ts';

/** A missing body is the empty filter. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search',
    {
      schema: { querystring: ZPageQuery, body: orEmpty(ZSearchFilter), response: { 200: ZSearchResponse } },
    },
    async (request) =>
      search(
        { db: app.db, storage: app.storage },
        request.body,
        request.user,
        app.clock.now(),
        request.query.page,
      ),
  );

  app.post(
    '/search/count',
    { schema: { body: orEmpty(ZSearchFilter), response: { 200: ZCountResponse } } },
    async (request) => ({ count: await countResults(app.db, request.body, request.user, app.clock.now()) }),
  );

  app.post(
    '/search/autocomplete',
    { schema: { body: ZAutocompleteRequest, response: { 200: ZAutocompleteResponse } } },
    async (request) => autocomplete(app.db, request.body.title, request.user),
  );

  app.post(
    '/map/cluster',
    {
      schema: { querystring: ZPageQuery, body: ZMapClusterRequest, response: { 200: ZMapClusterResponse } },
    },
    async (request) => mapCluster(app.db, request.body, request.user, app.clock.now(), request.query.page),
  );
};

export default searchRoutes;
