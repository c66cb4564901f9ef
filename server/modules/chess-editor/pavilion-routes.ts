// Buildings (SPEC §7): POST, PUT, DELETE objects/{id}/pavilions[/{pid}], PUT objects/{id}/pavilions/reorder.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBackofficePavilion,
  ZPavilionCreate,
  ZPavilionUpdate,
  ZLineReorder,
} from '#shared/schemas/chess-editor.ts';
import { zId } from '#shared/schemas/form.ts';
import { requireCabinet } from './access.ts';
import { createPavilion, deletePavilion, updatePavilion } from './pavilions.ts';
import { loadPavilionSummary } from './present-pavilion.ts';
import { reorderPavilions } from './reorder.ts';

const ZObjectParams = z.object({ id: zId });
const ZPavilionParams = z.object({ id: zId, pid: zId });

const pavilionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/backoffice/objects/:id/pavilions',
    { schema: { params: ZObjectParams, body: ZPavilionCreate, response: { 200: ZBackofficePavilion } } },
    async (request) => {
      const user = requireCabinet(request);
      const pavilion = await createPavilion(app.db, user, request.params.id, request.body);
      return loadPavilionSummary(app.db, pavilion.id);
    },
  );

  app.put(
    '/backoffice/objects/:id/pavilions/reorder',
    { schema: { params: ZObjectParams, body: ZLineReorder } },
    async (request, reply) => {
      const user = requireCabinet(request);
      await reorderPavilions(app.db, user, request.params.id, request.body.order);
      return reply.code(204).send();
    },
  );

  app.put(
    '/backoffice/objects/:id/pavilions/:pid',
    { schema: { params: ZPavilionParams, body: ZPavilionUpdate, response: { 200: ZBackofficePavilion } } },
    async (request) => {
      const user = requireCabinet(request);
      await updatePavilion(app.db, user, request.params.id, request.params.pid, request.body);
      return loadPavilionSummary(app.db, request.params.pid);
    },
  );

  app.delete(
    '/backoffice/objects/:id/pavilions/:pid',
    { schema: { params: ZPavilionParams } },
    async (request, reply) => {
      const user = requireCabinet(request);
      await deletePavilion(app.db, user, request.params.id, request.params.pid);
      return reply.code(204).send();
    },
  );
};

export default pavilionRoutes;
