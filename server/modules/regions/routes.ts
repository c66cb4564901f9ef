// GET /api/regions: reference data for the filter and the back-office address form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRegionsResponse } from '#shared/schemas/object.ts';
import { listRegions } from './list-regions.ts';

const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regions',
    // Public: the same list for everyone, and snapshot pages open without a login.
    { config: { auth: 'public' }, schema: { response: { 200: ZRegionsResponse } } },
    async () => listRegions(app.db),
  );
};

export default regionRoutes;
