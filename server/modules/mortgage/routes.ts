// GET /api/mortgage/programs (everyone) and PUT (admins only: moderators moderate people and offers, not rates).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/mortgage.ts';
import { route } from '../../core/route.ts';
import { requireAdmin } from '../../policies.ts';
import { listPrograms, updatePrograms } from './programs.ts';

const mortgageRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.listMortgagePrograms, async () => ({ data: await listPrograms(app.db) }));

  route(app, api.updateMortgagePrograms, async (request) => ({
    data: await updatePrograms(app.db, requireAdmin(request), request.body, app.clock.now()),
  }));
};

export default mortgageRoutes;
