// GET /api/partners: partner companies for cards and the filter.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPartnersResponse } from '#shared/schemas/object.ts';
import { listPartners } from './list-partners.ts';

const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    // Public: shown on cards of public snapshot pages too.
    { config: { auth: 'public' }, schema: { response: { 200: ZPartnersResponse } } },
    async () => listPartners(app.db, app.storage),
  );
};

export default partnerRoutes;
