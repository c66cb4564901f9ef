// /api/user/filter: save the current filter under a name, delete one. The list comes with the user (PRODUCT §3).
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteFilter as deleteEndpoint,
  saveFilter as saveEndpoint,
  updateFilterNotify,
} from '#shared/api/saved-filters.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { deleteFilter, saveFilter, setFilterNotify } from './save-filter.ts';

const filterRoutes: FastifyPluginAsync = async (app) => {
  route(app, saveEndpoint, (request) =>
    saveFilter(app.db, currentUser(request).id, request.body, app.clock.now()),
  );

  route(app, deleteEndpoint, async (request) => {
    await deleteFilter(app.db, currentUser(request).id, request.params.id);
    return { ok: true as const };
  });

  route(app, updateFilterNotify, (request) =>
    setFilterNotify(app.db, currentUser(request).id, request.params.id, request.body.notify),
  );
};

export default filterRoutes;
