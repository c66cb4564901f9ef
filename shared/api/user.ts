// The caller's own profile, whatever the status.
import { endpointsWith } from './endpoint.ts';

/** The caller's own account: any status may call, a banned user is told so. */
const ownAccount = endpointsWith({ access: 'user', errors: ['Unauthorized', 'UserIsBanned'] });

export const readUser = ownAccount({
  method: 'POST',
  path: '/api/user/data',
  summary: 'The current user',
  response: 'ZUserResponse',
});

export const updateUser = ownAccount({
  method: 'POST',
  path: '/api/user/update',
  summary: 'Profile fields; acceptTerms moves a new user past onboarding',
  body: 'ZUserUpdate',
  response: 'ZUserResponse',
});

export const logoutAll = ownAccount({
  method: 'POST',
  path: '/api/user/logout-all',
  summary:
    'Revokes every token of the caller, the one of this call included: the user is logged out on every device',
  response: 'ZLogoutResponse',
});

export const exportUserData = ownAccount({
  method: 'GET',
  path: '/api/user/data-export',
  summary:
    "«Скачать мои данные» (152-FZ): a JSON attachment with the caller's profile, favourites, saved filters, collections with their items, own offers, bookings and requests they made, notifications and consents",
  status: 200,
});

export const deleteAccount = ownAccount({
  method: 'DELETE',
  path: '/api/user/account',
  summary:
    '«Удалить аккаунт»: with confirm, anonymises the caller in one transaction (contacts erased, the phone replaced, tokens revoked, favourites, filters, collections and offer drafts deleted); bookings keep their rows',
  body: 'ZDeleteAccountRequest',
  response: 'ZLogoutResponse',
});
