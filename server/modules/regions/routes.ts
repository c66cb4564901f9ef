// GET /api/regions: reference data for the filter and the back-office address form. Public: the same list for
// everyone, and snapshot pages open without a login.
import type { FastifyPluginAsync } from 'fastify';
import { listRegions as endpoint } from '#shared/api/reference.ts';
import { route } from '../../core/route.ts';
import { listRegions } from './list-regions.ts';

const regionRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoint, () => listRegions(app.readDb));
};

export default regionRoutes;
