// The caller's own profile, whatever the status.
import { endpoint } from './endpoint.ts';

export const readUser = endpoint({
  method: 'POST',
  path: '/api/user/data',
  summary: 'The current user',
  access: 'user',
  response: 'ZUserResponse',
  errors: ['Unauthorized', 'UserIsBanned'],
});

export const updateUser = endpoint({
  method: 'POST',
  path: '/api/user/update',
  summary: 'Profile fields; acceptTerms moves a new user past onboarding',
  access: 'user',
  body: 'ZUserUpdate',
  response: 'ZUserResponse',
  errors: ['Unauthorized', 'UserIsBanned'],
});

export const logoutAll = endpoint({
  method: 'POST',
  path: '/api/user/logout-all',
  summary:
    'Revokes every token of the caller, the one of this call included: the user is logged out on every device',
  access: 'user',
  response: 'ZLogoutResponse',
  errors: ['Unauthorized', 'UserIsBanned'],
});
