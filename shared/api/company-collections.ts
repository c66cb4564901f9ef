// «Подборки агентства»: an agency's head sees the links every agent of theirs sent.
import { endpoint } from './endpoint.ts';

export const listCompanyCollections = endpoint({
  method: 'GET',
  path: '/api/companies/:id/collections',
  summary:
    "The links the agency's agents sent, newest first, with openings and reactions; its head's only (owner or manager), filtered by memberId",
  params: 'ZCompanyCollectionsParams',
  query: 'ZCompanyCollectionsQuery',
  response: 'ZCompanyCollectionsPage',
  errors: ['Forbidden', 'NotFound'],
});

export const getUserAgency = endpoint({
  method: 'GET',
  path: '/api/user/agency',
  summary: 'The caller’s agency (name, logo, role) and whether they head it; null when in none',
  response: 'ZUserAgency',
  errors: [],
});
