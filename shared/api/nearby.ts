// What is near a complex (issue 28): public like the complex page, for snapshots too (`?snapshot=`).
import { endpoint } from './endpoint.ts';

export const getNearby = endpoint({
  method: 'GET',
  path: '/api/objects/:id/nearby',
  summary:
    'The nearest school, kindergarten, clinic, shop, stop and beach within 5 km (OpenStreetMap data), with walking minutes',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZNearby',
  errors: ['Unauthorized', 'NotFound'],
});
