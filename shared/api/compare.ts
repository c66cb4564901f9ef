// «Сравнение»: the caller's offers and units to compare, kept on the server (at most COMPARE_LIMIT).
import { endpoint } from './endpoint.ts';

export const listCompare = endpoint({
  method: 'GET',
  path: '/api/user/compare',
  summary: 'The items being compared, with the facts the comparison shows, in the order they were added',
  response: 'ZCompareList',
  errors: ['Unauthorized'],
});

export const addCompare = endpoint({
  method: 'POST',
  path: '/api/user/compare',
  summary: 'Add an offer (kind 2) or a unit (kind 3); a fifth item is refused',
  body: 'ZCompareAdd',
  response: 'ZCompareList',
  errors: ['Unauthorized', 'NotFound', 'NotAcceptable'],
});

export const removeCompare = endpoint({
  method: 'DELETE',
  path: '/api/user/compare/:kind/:itemId',
  summary: 'Take an item out of the comparison',
  params: 'ZCompareParams',
  response: 'ZCompareList',
  errors: ['Unauthorized'],
});
