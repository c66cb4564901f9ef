// The deals loop: /api/bookings for the agent (and the buyer's requests; an agency's head sees the agency's),
// /api/backoffice/bookings for the builder company's members (their company's complexes only).
import type { FastifyPluginAsync } from 'fastify';
import { CompanyKind } from '#shared/companies.ts';
import {
  actOnBooking as actEndpoint,
  cancelOwnBooking,
  createBooking as createEndpoint,
  getBackofficeBooking,
  getOwnBooking,
  listAgencyMembers,
  listBackofficeBookingMembers,
  listBackofficeBookings,
  listOwnBookings,
} from '#shared/api/bookings.ts';
import { idempotent } from '../../core/idempotency.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { actOnBooking } from './act-on-booking.ts';
import { bookingMembers, companyPeople } from './assignment.ts';
import { cancelBooking } from './cancel-booking.ts';
import { createBooking } from './create-booking.ts';
import { getBooking, listBookings } from './list-bookings.ts';
import { agentScope, builderCaller, builderScope, headedAgency } from './scopes.ts';

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
  route(app, listOwnBookings, async (request) => {
    const { memberId, state, page } = request.query;
    return listBookings(deps(), { ...(await agentScope(request, memberId)), state }, page);
  });
  route(app, listAgencyMembers, async (request) => {
    // Anyone else has no agents to choose from: an empty list, so the screen shows no filter.
    const agency = await headedAgency(request);
    if (!agency) return { data: [] };
    return { data: await companyPeople(app.db, agency.companyId, CompanyKind.agency) };
  });
  route(app, getOwnBooking, async (request) => ({
    booking: await getBooking(deps(), await agentScope(request, undefined), request.params.id),
  }));
  route(app, cancelOwnBooking, async (request) => ({
    booking: await cancelBooking(deps(), currentUser(request), request.params.id),
  }));

  route(app, listBackofficeBookings, async (request) => {
    const { page, ...filter } = request.query;
    return listBookings(deps(), builderScope(await builderCaller(request), filter), page);
  });
  route(app, listBackofficeBookingMembers, async (request) => {
    const { membership } = await builderCaller(request);
    if (!membership) return { data: [] };
    const members = await bookingMembers(app.db, membership.companyId);
    return { data: members.map((m) => ({ id: m.userId, name: m.name })) };
  });
  route(app, getBackofficeBooking, async (request) => ({
    booking: await getBooking(deps(), builderScope(await builderCaller(request)), request.params.id),
  }));
  route(app, actEndpoint, async (request) => {
    const { user } = await builderCaller(request);
    return { booking: await actOnBooking(deps(), user, request.params.id, request.body) };
  });
};

export default bookingRoutes;
