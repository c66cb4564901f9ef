// A complex's deadline history (issue 28): public like the complex page, for snapshots too (`?snapshot=`).
import { endpoint } from './endpoint.ts';

export const getDeadlineHistory = endpoint({
  method: 'GET',
  path: '/api/objects/:id/deadline-history',
  summary:
    'Every change of the complex’s and its buildings’ handover dates, oldest first, with the postponements',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZDeadlineHistory',
  errors: ['Unauthorized', 'NotFound'],
});
