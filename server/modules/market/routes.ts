// «Рынок» (issue 27): the market summary, the ₽/м² heat layer and the complexes' comparison (shared/api/market.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/market.ts';
import { route } from '../../core/route.ts';
import { requireMarketViewer } from './access.ts';
import { marketSummary } from './summary.ts';
import { marketHeat } from './heat.ts';
import { compareComplexes } from './complexes.ts';

const marketRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getMarketSummary, (request) => {
    requireMarketViewer(request);
    return marketSummary(app.readDb, request.query, app.clock.now());
  });

  route(app, api.getMarketHeat, (request) => {
    requireMarketViewer(request);
    return marketHeat(app.readDb, request.query);
  });

  route(app, api.getMarketComplexes, (request) => {
    requireMarketViewer(request);
    return compareComplexes(app.readDb, request.query.ids, app.clock.now(), request.query.rooms);
  });
};

export default marketRoutes;
