// Buildings: POST, PUT, DELETE objects/{id}/pavilions[/{pid}], PUT objects/{id}/pavilions/reorder.
import type { FastifyPluginAsync } from 'fastify';
import {
  createPavilion as createEndpoint,
  deletePavilion as deleteEndpoint,
  reorderPavilions as reorderEndpoint,
  updatePavilion as updateEndpoint,
} from '#shared/api/chess-editor.ts';
import { route } from '../../core/route.ts';
import { requireCabinet } from './access.ts';
import { createPavilion, deletePavilion, updatePavilion } from './pavilions.ts';
import { loadPavilionSummary } from './present-pavilion.ts';
import { reorderPavilions } from './reorder.ts';

const pavilionRoutes: FastifyPluginAsync = async (app) => {
  route(app, createEndpoint, async (request) => {
    const user = requireCabinet(request);
    const pavilion = await createPavilion(app.db, user, request.params.id, request.body);
    return loadPavilionSummary(app.db, pavilion.id);
  });

  route(app, reorderEndpoint, async (request) => {
    const user = requireCabinet(request);
    await reorderPavilions(app.db, user, request.params.id, request.body.order);
  });

  route(app, updateEndpoint, async (request) => {
    const user = requireCabinet(request);
    await updatePavilion(app.db, user, request.params.id, request.params.pid, request.body, app.clock.now());
    return loadPavilionSummary(app.db, request.params.pid);
  });

  route(app, deleteEndpoint, async (request) => {
    const user = requireCabinet(request);
    await deletePavilion(app.db, user, request.params.id, request.params.pid);
  });
};

export default pavilionRoutes;
