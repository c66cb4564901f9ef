// Discovery: the search list, its live count, the search field's suggestions and the map's clusters. Each takes the
// one search filter (shared/schemas/filter.ts); a missing filter is the empty one.
import { endpoint } from './endpoint.ts';

export const searchCards = endpoint({
  method: 'POST',
  path: '/api/search',
  summary: 'Complexes (market 1, the default) or resale offers (market 2) matching the filter, page by page',
  query: 'ZPageQuery',
  body: 'ZSearchFilter',
  bodyOptional: true,
  response: 'ZSearchResponse',
  errors: ['Unauthorized'],
});

export const countSearch = endpoint({
  method: 'POST',
  path: '/api/search/count',
  summary: 'How many results the filter finds (the search list’s meta.total)',
  body: 'ZSearchFilter',
  bodyOptional: true,
  response: 'ZCountResponse',
  errors: ['Unauthorized'],
});

export const autocomplete = endpoint({
  method: 'POST',
  path: '/api/search/autocomplete',
  summary: 'Complexes, builders, districts and addresses for the typed text, up to five of each',
  body: 'ZAutocompleteRequest',
  response: 'ZAutocompleteResponse',
  errors: ['Unauthorized'],
});

export const mapCluster = endpoint({
  method: 'POST',
  path: '/api/map/cluster',
  summary: 'Clusters and points of the map’s bounds at its zoom under the filter, page by page',
  query: 'ZPageQuery',
  body: 'ZMapClusterRequest',
  response: 'ZMapClusterResponse',
  errors: ['Unauthorized'],
});
