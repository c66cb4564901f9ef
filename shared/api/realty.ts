// The object page: a complex, or a resale offer, in full. Public for snapshots: without one the caller must be
// logged in.
import { endpoint } from './endpoint.ts';

export const getObject = endpoint({
  method: 'POST',
  path: '/api/objects/:id',
  summary: 'A complex in full, or with isOffer a resale offer; with snapshot in preview mode',
  access: 'public',
  params: 'ZObjectIdParams',
  body: 'ZObjectRequest',
  bodyOptional: true,
  response: 'ZObjectAnswer',
  errors: ['Unauthorized', 'NotFound'],
});
