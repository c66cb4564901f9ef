// The booking queue (decision 040): an agent stands in line for a held unit; the builder sees, reorders and removes.
import { endpoint } from './endpoint.ts';

export const joinQueue = endpoint({
  method: 'POST',
  path: '/api/bookings/:cellId/queue',
  summary:
    'Join the queue of a held unit (agents, as for a booking); the first in line gets a turn to book it',
  params: 'ZQueueCellParams',
  body: 'ZQueueJoin',
  response: 'ZQueuePlaceAnswer',
  status: 201,
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});

export const leaveQueue = endpoint({
  method: 'DELETE',
  path: '/api/bookings/:cellId/queue',
  summary: 'Leave the unit’s queue; a turn the caller had passes to the next in line',
  params: 'ZQueueCellParams',
  response: 'ZQueuePlaceAnswer',
  errors: ['NotFound'],
});

export const listOwnQueuePlaces = endpoint({
  method: 'GET',
  path: '/api/bookings/queue',
  summary: 'The caller’s active places in units’ queues, with their rank and turn',
  response: 'ZQueuePlaces',
  errors: [],
});

export const listObjectQueues = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects/:id/queues',
  summary:
    'The complex’s units with active queues: the holder and the places in order (the builder company, bookings)',
  params: 'ZBackofficeObjectParams',
  response: 'ZUnitQueues',
  errors: ['Forbidden', 'NotFound'],
});

export const changeQueuePlace = endpoint({
  method: 'PUT',
  path: '/api/backoffice/queues/:id',
  summary: 'Move a waiting place to another position (renumbered 1..n) or remove it ({state: "removed"})',
  params: 'ZQueuePlaceParams',
  body: 'ZQueuePlaceChange',
  response: 'ZUnitQueueAnswer',
  errors: ['Forbidden', 'NotFound', 'NotAcceptable'],
});
