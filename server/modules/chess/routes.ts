// POST /api/objects/{id}/chess/{sectionId}: the buyers' chessboard of one section, with the current filter as body.
// Public for snapshots: without a snapshot the caller must be logged in (server/policies/visibility.ts). Through the cache
// (cached-chess.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import { getChessSection } from '#shared/api/chess.ts';
import { route } from '../../core/route.ts';
import { resolveAccess } from '../../policies/visibility.ts';
import { cachedChessView } from './cached-chess.ts';

const chessRoutes: FastifyPluginAsync = async (app) => {
  route(app, getChessSection, async (request) => {
    const { id, sectionId } = request.params;
    const { snapshot, ...filter } = request.body ?? {};
    const access = await resolveAccess(app.readDb, request, snapshot, { kind: Kind.realty, id });
    return cachedChessView(app, { objectId: id, sectionId }, access, filter);
  });
};

export default chessRoutes;
