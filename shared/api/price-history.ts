// Market data: a unit's or a resale offer's price over time, and a complex's median ₽/м² per month. Public for
// snapshots (`?snapshot=`): without one the caller must be logged in; each follows the visibility of what it is about.
import { endpoint } from './endpoint.ts';

export const getCellHistory = endpoint({
  method: 'GET',
  path: '/api/cells/:id/history',
  summary: 'A unit’s price and status over time, oldest first',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZPriceHistory',
  errors: ['Unauthorized', 'NotFound'],
});

export const getOfferHistory = endpoint({
  method: 'GET',
  path: '/api/offers/:id/history',
  summary: 'A resale offer’s price and status over time, oldest first',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZPriceHistory',
  errors: ['Unauthorized', 'NotFound'],
});

export const getPriceDynamics = endpoint({
  method: 'GET',
  path: '/api/realty/:id/price-dynamics',
  summary: 'A complex’s median ₽/м² of units on sale at each of the last twelve month ends, by layout',
  access: 'public',
  params: 'ZObjectIdParams',
  query: 'ZPriceHistoryQuery',
  response: 'ZPriceDynamics',
  errors: ['Unauthorized', 'NotFound'],
});
