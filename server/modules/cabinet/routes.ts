// /api/cabinet: the cabinet home's counts.
import type { FastifyPluginAsync } from 'fastify';
import { readCabinet } from '#shared/api/cabinet.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { cabinetCounts } from './cabinet-counts.ts';

const cabinetRoutes: FastifyPluginAsync = async (app) => {
  route(app, readCabinet, (request) => cabinetCounts(app.db, app.env, currentUser(request)));
};

export default cabinetRoutes;
