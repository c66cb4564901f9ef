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

export const healthLive = endpoint({
  method: 'GET',
  path: '/api/health/live',
  summary: 'Liveness: the process answers (no database or other I/O)',
  access: 'public',
  response: 'ZHealthLive',
  errors: [],
});

export const healthReady = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Readiness: the database, migrations, Redis and the bucket each answer; 503 with the same body naming what fails',
  access: 'public',
  response: 'ZHealthReady',
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
