// Deals: an agent books a unit for a client, a buyer leaves a request, the builder answers in the back-office.
import { endpoint } from './endpoint.ts';

export const createBooking = endpoint({
  method: 'POST',
  path: '/api/bookings',
  summary: 'Book a unit for a client (agent, admin) or leave a request to the builder (anyone logged in)',
  body: 'ZBookingCreate',
  response: 'ZBookingAnswer',
  status: 201,
  idempotent: true,
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const listOwnBookings = endpoint({
  method: 'GET',
  path: '/api/bookings',
  summary:
    'The caller’s own bookings and requests, newest first; an agency’s head sees the agency’s, one agent’s with memberId',
  query: 'ZBookingsQuery',
  response: 'ZBookingsPage',
  errors: ['NotFound'],
});

export const listAgencyMembers = endpoint({
  method: 'GET',
  path: '/api/bookings/members',
  summary: 'The agents of the caller’s agency, for its head’s filter (empty for anyone else)',
  response: 'ZBookingMembers',
  errors: [],
});

export const getOwnBooking = endpoint({
  method: 'GET',
  path: '/api/bookings/:id',
  summary: 'One own booking with its history',
  params: 'ZBookingParams',
  response: 'ZBookingAnswer',
  errors: ['NotFound'],
});

export const cancelOwnBooking = endpoint({
  method: 'POST',
  path: '/api/bookings/:id/cancel',
  summary: 'Cancel an own open booking or request; the unit goes back on sale',
  params: 'ZBookingParams',
  response: 'ZBookingAnswer',
  errors: ['NotFound', 'NotAcceptable'],
});

export const listBackofficeBookings = endpoint({
  method: 'GET',
  path: '/api/backoffice/bookings',
  summary:
    'Bookings and requests of the builder company’s complexes, newest first (a member without the bookings permission: those assigned to them)',
  query: 'ZBackofficeBookingsQuery',
  response: 'ZBookingsPage',
  errors: ['Forbidden'],
});

export const getBackofficeBooking = endpoint({
  method: 'GET',
  path: '/api/backoffice/bookings/:id',
  summary: 'One booking of the builder’s complexes with its history',
  params: 'ZBookingParams',
  response: 'ZBookingAnswer',
  errors: ['Forbidden', 'NotFound'],
});

export const actOnBooking = endpoint({
  method: 'PUT',
  path: '/api/backoffice/bookings/:id',
  summary: 'Confirm, decline (with a reason), extend once, mark sold, release or pass on (assign) a booking',
  params: 'ZBookingParams',
  body: 'ZBookingAction',
  response: 'ZBookingAnswer',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const listBackofficeBookingMembers = endpoint({
  method: 'GET',
  path: '/api/backoffice/bookings/members',
  summary: 'The builder company’s members who may take bookings (pass-on and the list’s filter)',
  response: 'ZBookingMembers',
  errors: ['Forbidden'],
});
