// POST /api/objects/{id}: the object page's data, a complex or (isOffer) a resale offer. Public for snapshots:
// without a snapshot the caller must be logged in (server/policies/visibility.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import { getObject } from '#shared/api/realty.ts';
import { route } from '../../core/route.ts';
import { findVisibleOffer, resolveAccess } from '../../policies/visibility.ts';
import { complexPage } from './complex-page.ts';
import { loadOfferFull } from './load-offer-full.ts';

const objectRoutes: FastifyPluginAsync = async (app) => {
  route(app, getObject, async (request) => {
    const { id } = request.params;
    // The page may post no body at all.
    const body = request.body ?? {};
    const kind = body.isOffer ? Kind.offer : Kind.realty;
    const access = await resolveAccess(app.readDb, request, body.snapshot, { kind, id });
    if (kind === Kind.offer) {
      return loadOfferFull(app.readDb, app.storage, await findVisibleOffer(app.readDb, id, access), access);
    }
    return complexPage(app, access, id, body.show);
  });
};

export default objectRoutes;
