// POST /api/objects/{id}/chess/{sectionId}: the buyers' chessboard of one section, with the current filter as body.
// Public for snapshots: without a snapshot the caller must be logged in (objects/access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Kind } from '#shared/enums.ts';
import { zId } from '#shared/schemas/form.ts';
import { ZChessRequest, ZChessView } from '#shared/schemas/realty.ts';
import { resolveAccess } from '../realty/access.ts';
import { loadChessView } from './load-chess-view.ts';

const chessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/objects/:id/chess/:sectionId',
    {
      config: { auth: 'public' },
      schema: {
        params: z.object({ id: zId, sectionId: zId }),
        body: ZChessRequest.nullish(),
        response: { 200: ZChessView },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      const { snapshot, ...filter } = request.body ?? {};
      const access = await resolveAccess(app.db, request, snapshot, { kind: Kind.realty, id });
      return loadChessView(app.db, app.storage, { objectId: id, sectionId }, access, filter);
    },
  );
};

export default chessRoutes;
