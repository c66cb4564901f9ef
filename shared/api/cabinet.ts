// The cabinet home.
import { endpoint } from './endpoint.ts';

export const readCabinet = endpoint({
  method: 'GET',
  path: '/api/cabinet',
  summary: 'Counts next to each cabinet section, and whether the user may post offers (and for how much)',
  response: 'ZCabinet',
  errors: ['Unauthorized'],
});
