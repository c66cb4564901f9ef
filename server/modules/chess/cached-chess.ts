// A section's chessboard through the cache: the shared part per complex version, section, filter and viewer class
// (realty/shared-part.ts), the viewer's own offers and holds laid over per request (chess-overlay.ts). The owner
// and admins are answered afresh.
import type { FastifyInstance } from 'fastify';
import type { TSearchFilter } from '#shared/schemas/filter.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { filterKey } from '../../core/cache/filter-key.ts';
import type { Access } from '../../policies/visibility.ts';
import { sharedPart } from '../realty/shared-part.ts';
import { expireIfDue } from '../bookings/list-bookings.ts';
import { layOwnPart, readOwnPart } from './chess-overlay.ts';
import { loadChessView } from './load-chess-view.ts';

export async function cachedChessView(
  app: FastifyInstance,
  ids: { objectId: number; sectionId: number },
  access: Access,
  filter: TSearchFilter,
): Promise<TChessView> {
  const now = app.clock.now();
  // Lapsed holds are closed first; the run moves the counters on, so the read below does not meet the old board.
  await expireIfDue(
    { db: app.db, realtime: app.realtime, now, cache: app.cache },
    { objectId: ids.objectId },
  );
  const load = (shared: Access) => loadChessView(app.readDb, app.storage, ids, shared, filter, now);
  const viewer = access.preview ? null : access.viewer;
  // The viewer's own part is read in the same round as the shared part's look-up (the hot path's 3 rounds).
  const [shared, own] = await Promise.all([
    sharedPart(
      app,
      access,
      { objectId: ids.objectId, part: `chess:${ids.sectionId}:${filterKey(filter)}` },
      (_object, sharedAccess) => load(sharedAccess),
    ),
    viewer ? readOwnPart(app.readDb, ids.sectionId, viewer) : null,
  ]);
  if (!shared) return load(access);
  return viewer && own ? layOwnPart(shared, own, viewer, now) : shared;
}
