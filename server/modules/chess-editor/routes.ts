// The back-office of buildings, sections and chessboards, under /api/backoffice. Every route needs the
// cabinet ability and the caller's ownership of the complex (admin: any); see access.ts.
import type { FastifyPluginAsync } from 'fastify';
import itemRoutes from './item-routes.ts';
import pavilionRoutes from './pavilion-routes.ts';
import sectionRoutes from './section-routes.ts';

const backofficeChessRoutes: FastifyPluginAsync = async (app) => {
  await app.register(pavilionRoutes);
  await app.register(sectionRoutes);
  await app.register(itemRoutes);
};

export default backofficeChessRoutes;
