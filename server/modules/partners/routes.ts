// GET /api/partners: partner companies for cards and the filter.
import type { FastifyPluginAsync } from 'fastify';
import { listPartners as endpoint } from '#shared/api/partners.ts';
import { route } from '../../core/route.ts';
import { listPartners } from './list-partners.ts';

const partnerRoutes: FastifyPluginAsync = async (app) => {
  // Public: shown on cards of public snapshot pages too.
  route(app, endpoint, () => listPartners(app.readDb, app.storage));
};

export default partnerRoutes;
