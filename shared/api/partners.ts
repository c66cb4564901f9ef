// Partner companies.
import { endpoint } from './endpoint.ts';

export const listPartners = endpoint({
  method: 'GET',
  path: '/api/partners',
  summary: 'Partner companies keyed by id, for cards and the filter (public: snapshot pages show them too)',
  access: 'public',
  response: 'ZPartnersResponse',
  errors: [],
});
