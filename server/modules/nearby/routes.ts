// GET /api/objects/{id}/nearby (shared/api/nearby.ts): visible like the complex, under a sent link too.
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import * as api from '#shared/api/nearby.ts';
import { route } from '../../core/route.ts';
import { findVisibleObject, resolveAccess } from '../../policies/visibility.ts';
import { loadNearby } from './load-nearby.ts';

const nearbyRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getNearby, async (request) => {
    const { id } = request.params;
    const access = await resolveAccess(app.db, request, request.query.snapshot, { kind: Kind.realty, id });
    const object = await findVisibleObject(app.db, id, access);
    return loadNearby(app.db, object);
  });
};

export default nearbyRoutes;
