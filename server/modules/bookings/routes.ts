// The deals loop: /api/bookings for the agent (and the buyer's requests), /api/backoffice/bookings for the builder
// of the complex (ability cabinet, own complexes only).
import type { FastifyPluginAsync } from 'fastify';
import { Ability } from '#shared/enums.ts';
import {
  actOnBooking as actEndpoint,
  cancelOwnBooking,
  createBooking as createEndpoint,
  getBackofficeBooking,
  getOwnBooking,
  listBackofficeBookings,
  listOwnBookings,
} from '#shared/api/bookings.ts';
import { idempotent } from '../../core/idempotency.ts';
import { route } from '../../core/route.ts';
import { currentUser, requireAbility } from '../../policies.ts';
import { actOnBooking } from './act-on-booking.ts';
import { cancelBooking } from './cancel-booking.ts';
import { createBooking } from './create-booking.ts';
import { getBooking, listBookings } from './list-bookings.ts';

const bookingRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ db: app.db, realtime: app.realtime, now: app.clock.now(), cache: app.cache });

  // A double click or a retry with the same Idempotency-Key gets the first answer, not a 409.
  route(
    app,
    createEndpoint,
    idempotent(app, createEndpoint, async (request, db) => ({
      booking: await createBooking({ ...deps(), db }, currentUser(request), request.body),
    })),
  );
  route(app, listOwnBookings, (request) =>
    listBookings(
      deps(),
      { agentId: currentUser(request).id, state: request.query.state },
      request.query.page,
    ),
  );
  route(app, getOwnBooking, async (request) => ({
    booking: await getBooking(deps(), { agentId: currentUser(request).id }, request.params.id),
  }));
  route(app, cancelOwnBooking, async (request) => ({
    booking: await cancelBooking(deps(), currentUser(request), request.params.id),
  }));

  route(app, listBackofficeBookings, (request) => {
    const owner = requireAbility(request, Ability.cabinet);
    const { state, objectId, page } = request.query;
    return listBookings(deps(), { ownerId: owner.id, state, objectId }, page);
  });
  route(app, getBackofficeBooking, async (request) => {
    const owner = requireAbility(request, Ability.cabinet);
    return { booking: await getBooking(deps(), { ownerId: owner.id }, request.params.id) };
  });
  route(app, actEndpoint, async (request) => {
    const owner = requireAbility(request, Ability.cabinet);
    return { booking: await actOnBooking(deps(), owner, request.params.id, request.body) };
  });
};

export default bookingRoutes;
