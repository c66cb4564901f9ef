// Logging in by SMS code, and out.
import { endpoint } from './endpoint.ts';

export const requestCode = endpoint({
  method: 'POST',
  path: '/api/user/code',
  summary: 'An SMS with the login code; answers when another may be asked for and how long it stays valid',
  access: 'public',
  body: 'ZCodeRequest',
  response: 'ZCodeResponse',
  errors: ['ThrottleLimit', 'ServerError'],
});

export const login = endpoint({
  method: 'POST',
  path: '/api/user/login',
  summary: 'The phone and its code for a token and the user; a wrong code costs a try',
  access: 'public',
  body: 'ZLoginRequest',
  response: 'ZLoginResponse',
  errors: ['InvalidSmsCode', 'UserIsBanned'],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/user/logout',
  summary: 'Revokes the token the call is made with',
  access: 'user',
  response: 'ZLogoutResponse',
  errors: ['Unauthorized'],
});
