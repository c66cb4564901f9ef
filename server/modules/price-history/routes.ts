// Market data: the price history of a unit or a resale offer, and a complex's «Динамика цен» (shared/api/price-history.ts).
import type { FastifyPluginAsync } from 'fastify';
import { Kind } from '#shared/enums.ts';
import * as api from '#shared/api/price-history.ts';
import { route } from '../../core/route.ts';
import { findVisibleObject, resolveAccess } from '../../policies/visibility.ts';
import { loadCellHistory, loadOfferHistory } from './load-history.ts';
import { priceDynamics } from './price-dynamics.ts';

const priceHistoryRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.getCellHistory, (request) =>
    loadCellHistory(app.readDb, request, request.params.id, request.query.snapshot),
  );

  route(app, api.getOfferHistory, (request) =>
    loadOfferHistory(app.readDb, request, request.params.id, request.query.snapshot),
  );

  route(app, api.getPriceDynamics, async (request) => {
    const { id } = request.params;
    const access = await resolveAccess(app.readDb, request, request.query.snapshot, {
      kind: Kind.realty,
      id,
    });
    const object = await findVisibleObject(app.readDb, id, access);
    return priceDynamics(app.readDb, object, access, app.clock.now());
  });
};

export default priceHistoryRoutes;
