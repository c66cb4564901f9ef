// /api/user/filter: save the current filter under a name, delete one. The list comes with the user (SPEC §3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '#shared/schemas/form.ts';
import { ZSavedFilter, ZSavedFilterCreate } from '#shared/schemas/user.ts';
import { currentUser } from '../../policies.ts';
import { deleteFilter, saveFilter } from './save-filter.ts';

const filterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/filter',
    { schema: { body: ZSavedFilterCreate, response: { 200: ZSavedFilter } } },
    async (request) => saveFilter(app.db, currentUser(request).id, request.body, app.clock.now()),
  );

  app.delete(
    '/user/filter/:id',
    { schema: { params: z.object({ id: zId }), response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await deleteFilter(app.db, currentUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};

export default filterRoutes;
