// POST /api/objects/{id}: the object page's data, a complex or (isOffer) a resale offer. Public for snapshots:
// without a snapshot the caller must be logged in (access.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import { getObject } from '#shared/api/realty.ts';
import { route } from '../../core/route.ts';
import { findVisibleObject, findVisibleOffer, resolveAccess } from './access.ts';
import { loadObjectFull } from './load-object-full.ts';
import { loadOfferFull } from './load-offer-full.ts';
import { ownOffersIn } from './own-offers.ts';
import { sharedPart } from './shared-part.ts';
import { favoriteIds } from '../cards/cards.ts';

const objectRoutes: FastifyPluginAsync = async (app) => {
  route(app, getObject, async (request) => {
    const { id } = request.params;
    // The page may post no body at all.
    const body = request.body ?? {};
    const kind = body.isOffer ? Kind.offer : Kind.realty;
    const access = await resolveAccess(app.db, request, body.snapshot, { kind, id });
    if (kind === Kind.offer) {
      return loadOfferFull(app.db, app.storage, await findVisibleOffer(app.db, id, access), access);
    }
    const now = app.clock.now();
    const shared = await sharedPart(
      app,
      access,
      { objectId: id, part: `object:${body.show ?? ''}` },
      (object, publicAccess) => loadObjectFull(app.db, app.storage, object, publicAccess, now, body.show),
    );
    // A preview has no own part.
    if (shared && access.preview) return shared;
    if (shared) {
      // The viewer's own part: favourite flag and own offers.
      const viewer = access.viewer!;
      const [favorite, offers] = await Promise.all([
        favoriteIds(app.db, viewer, Kind.realty, [id]),
        ownOffersIn(app.db, id, viewer.id),
      ]);
      return { ...shared, isFavorite: favorite.has(id), offers };
    }
    const object = await findVisibleObject(app.db, id, access);
    return loadObjectFull(app.db, app.storage, object, access, now, body.show);
  });
};

export default objectRoutes;
