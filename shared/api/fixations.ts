// Client fixation: an agent registers a client on a complex with its builder; the builder's company decides.
import { endpoint } from './endpoint.ts';

export const createFixation = endpoint({
  method: 'POST',
  path: '/api/fixations',
  summary:
    'Fix a client on a complex (agents): active at once or pending the builder’s manager, by the complex’s rule',
  body: 'ZFixationCreate',
  response: 'ZFixationAnswer',
  status: 201,
  idempotent: true,
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const listFixations = endpoint({
  method: 'GET',
  path: '/api/fixations',
  summary: 'The caller’s fixations; an agency head’s: the agency’s, optionally of one member',
  query: 'ZFixationsQuery',
  response: 'ZFixationsPage',
  errors: ['NotFound'],
});

export const getFixation = endpoint({
  method: 'GET',
  path: '/api/fixations/:id',
  summary: 'One fixation: its agent, their agency head, or the builder company’s members',
  params: 'ZFixationParams',
  response: 'ZFixationAnswer',
  errors: ['NotFound'],
});

export const extendFixation = endpoint({
  method: 'POST',
  path: '/api/fixations/:id/extend',
  summary: 'Ask for the one extension: extended at once under the automatic rule, else the builder decides',
  params: 'ZFixationParams',
  response: 'ZFixationAnswer',
  errors: ['NotFound', 'NotAcceptable'],
});

export const listBackofficeFixations = endpoint({
  method: 'GET',
  path: '/api/backoffice/fixations',
  summary: 'Fixations on the company’s complexes (members with the bookings permission), newest first',
  query: 'ZBackofficeFixationsQuery',
  response: 'ZBackofficeFixationsPage',
  errors: ['Forbidden'],
});

export const actOnFixation = endpoint({
  method: 'PUT',
  path: '/api/backoffice/fixations/:id',
  summary: 'Accept, reject (with a reason) or extend a fixation; reject on an asked extension refuses it',
  params: 'ZFixationParams',
  body: 'ZFixationAction',
  response: 'ZFixationAnswer',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});
