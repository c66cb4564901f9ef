// A complex's page as POST /api/objects/{id} answers it, also painted into the HTML by the first paint: the part
// every viewer of a class shares through the cache, with the viewer's own part (favourite flag, own offers) laid
// over it; the owner, admins and uncached cases are read afresh.
import type { FastifyInstance } from 'fastify';
import { Kind } from '#shared/enums.ts';
import { favoriteIds } from '../cards/cards.ts';
import { findVisibleObject, type Access } from '../../policies/visibility.ts';
import { loadObjectFull } from './load-object-full.ts';
import { ownOffersIn } from './own-offers.ts';
import { sharedPart } from './shared-part.ts';

export async function complexPage(app: FastifyInstance, access: Access, id: number, show?: string) {
  const now = app.clock.now();
  const shared = await sharedPart(
    app,
    access,
    { objectId: id, part: `object:${show ?? ''}` },
    (object, publicAccess) => loadObjectFull(app.readDb, app.storage, object, publicAccess, now, show),
  );
  // A preview has no own part.
  if (shared && access.preview) return shared;
  if (shared) {
    const viewer = access.viewer!;
    const [favorite, offers] = await Promise.all([
      favoriteIds(app.readDb, viewer, Kind.realty, [id]),
      ownOffersIn(app.readDb, id, viewer.id),
    ]);
    return { ...shared, isFavorite: favorite.has(id), offers };
  }
  const object = await findVisibleObject(app.readDb, id, access);
  return loadObjectFull(app.readDb, app.storage, object, access, now, show);
}
