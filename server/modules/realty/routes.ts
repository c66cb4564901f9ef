// POST /api/objects/{id}: the object page's data, a complex or (isOffer) a resale offer. Public for snapshots:
// without a snapshot the caller must be logged in (access.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Kind } from '#shared/enums.ts';
import { zId } from '#shared/schemas/form.ts';
import { ZObjectAnswer, ZObjectRequest } from '#shared/schemas/realty.ts';
import { findVisibleObject, findVisibleOffer, resolveAccess } from './access.ts';
import { loadObjectFull } from './load-object-full.ts';
import { loadOfferFull } from './load-offer-full.ts';

const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/objects/:id',
    {
      config: { auth: 'public' },
      schema: {
        params: z.object({ id: zId }),
        // The page may post no body at all.
        body: ZObjectRequest.nullish(),
        response: { 200: ZObjectAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      const kind = body.isOffer ? Kind.offer : Kind.realty;
      const access = await resolveAccess(app.db, request, body.snapshot, { kind, id });
      if (kind === Kind.offer) {
        return loadOfferFull(app.db, app.storage, await findVisibleOffer(app.db, id, access), access);
      }
      const object = await findVisibleObject(app.db, id, access);
      return loadObjectFull(app.db, app.storage, object, access, app.clock.now(), body.show);
    },
  );
};

export default objectRoutes;
