// GET /api/objects/{id}/deadline-history (shared/api/deadline-history.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import * as api from '#shared/api/deadline-history.ts';
import { route } from '../../core/route.ts';
import { findVisibleObject, resolveAccess } from '../../policies/visibility.ts';
import { loadDeadlineHistory } from './load-history.ts';

const deadlineHistoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getDeadlineHistory, async (request) => {
    const { id } = request.params;
    const access = await resolveAccess(app.db, request, request.query.snapshot, { kind: Kind.realty, id });
    const object = await findVisibleObject(app.db, id, access);
    return loadDeadlineHistory(app.db, object.id);
  });
};

export default deadlineHistoryRoutes;
