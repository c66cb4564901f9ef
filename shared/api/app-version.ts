// The mobile wrapper's version check, and the admin's broadcasts on the public channel.
import { endpoint } from './endpoint.ts';

export const latestAppVersion = endpoint({
  method: 'GET',
  path: '/api/app/version',
  summary: 'The newest published version of a package (404 while none)',
  access: 'public',
  query: 'ZAppVersionQuery',
  response: 'ZAppVersion',
  errors: ['NotFound'],
});

export const publishAppVersion = endpoint({
  method: 'POST',
  path: '/api/app/version',
  summary: 'Publishes a version (admin); open apps hear of it',
  body: 'ZAppVersionPublish',
  response: 'ZAppVersion',
  errors: ['Unauthorized', 'Forbidden'],
});

export const broadcastMessage = endpoint({
  method: 'POST',
  path: '/api/app/message',
  summary: 'A toast in every open app (admin)',
  body: 'ZAppMessage',
  response: 'ZAppMessageSent',
  errors: ['Unauthorized', 'Forbidden'],
});
