// «Рынок» (issue 27): published data of published complexes across all builders; agents, builders' staff, moders
// and admins (a buyer gets 403).
import { endpoint } from './endpoint.ts';

export const getMarketSummary = endpoint({
  method: 'GET',
  path: '/api/market/summary',
  summary:
    'Median ₽/м², stock, launches and sales per month of a region, district or the map’s bounds, by class and rooms',
  query: 'ZMarketSummaryQuery',
  response: 'ZMarketSummary',
  errors: ['Forbidden'],
});

export const getMarketHeat = endpoint({
  method: 'GET',
  path: '/api/market/heat',
  summary: 'The median ₽/м² of units on sale in hexagons of the map’s bounds at a zoom',
  query: 'ZMarketHeatQuery',
  response: 'ZMarketHeat',
  errors: ['Forbidden'],
});

export const getMarketComplexes = endpoint({
  method: 'GET',
  path: '/api/market/complexes',
  summary: 'Complexes side by side: price, ₽/м², stock, sales pace and deadline',
  query: 'ZMarketComplexesQuery',
  response: 'ZMarketComplexes',
  errors: ['Forbidden', 'NotFound'],
});
