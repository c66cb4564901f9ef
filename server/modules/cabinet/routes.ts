// /api/cabinet: the cabinet home's counts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCabinet } from '#shared/schemas/cabinet.ts';
import { currentUser } from '../../policies.ts';
import { cabinetCounts } from './cabinet-counts.ts';

const cabinetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cabinet', { schema: { response: { 200: ZCabinet } } }, async (request) =>
    cabinetCounts(app.db, app.env, currentUser(request)),
  );
};

export default cabinetRoutes;
