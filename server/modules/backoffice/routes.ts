// The builder back-office under /api/backoffice (PRODUCT §7), slice A: objects and the editor's tabs, the join flow.
// Buildings, sections and the chessboard are server/modules/chess-editor.
import type { FastifyPluginAsync } from 'fastify';
import catalogRoutes from './catalog-routes.ts';
import joinRoutes from './join-routes.ts';
import mediaRoutes from './media-routes.ts';
import newsRoutes from './news-routes.ts';
import objectsRoutes from './objects-routes.ts';

const backofficeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(objectsRoutes);
  await app.register(mediaRoutes);
  await app.register(catalogRoutes);
  await app.register(newsRoutes);
  await app.register(joinRoutes);
};

export default backofficeRoutes;
