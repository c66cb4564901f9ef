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

export const exportUserData = endpoint({
  method: 'GET',
  path: '/api/user/data-export',
  summary:
    "«Скачать мои данные» (152-FZ): a JSON attachment with the caller's profile, favourites, saved filters, collections with their items, own offers, bookings and requests they made, notifications and consents",
  access: 'user',
  status: 200,
  errors: ['Unauthorized', 'UserIsBanned'],
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/user/account',
  summary:
    '«Удалить аккаунт»: with confirm, anonymises the caller in one transaction (contacts erased, the phone replaced, tokens revoked, favourites, filters, collections and offer drafts deleted); bookings keep their rows',
  access: 'user',
  body: 'ZDeleteAccountRequest',
  response: 'ZLogoutResponse',
  errors: ['Unauthorized', 'UserIsBanned'],
});
