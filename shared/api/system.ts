// The server's own state and the settings the browser may see.
import { endpoint } from './endpoint.ts';

export const health = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Up, and on which database engine',
  access: 'public',
  response: 'ZHealth',
  errors: [],
});

export const readConfig = endpoint({
  method: 'GET',
  path: '/api/config',
  summary: 'The browser-visible settings: map tiles, the support chat, the public address',
  access: 'public',
  response: 'ZClientConfig',
  errors: [],
});
