// /api/user/compare: the caller's comparison of offers and units; every route reads and changes the caller's only.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/compare.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { addCompare, listCompare, removeCompare } from './own-compare.ts';

const compareRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listCompare, (request) => listCompare(app.db, app.storage, currentUser(request)));
  route(app, api.addCompare, (request) =>
    addCompare(app.db, app.storage, currentUser(request), request.body, app.clock.now()),
  );
  route(app, api.removeCompare, (request) =>
    removeCompare(app.db, app.storage, currentUser(request), request.params),
  );
};

export default compareRoutes;
