// Saved search filters. The list comes with the user; these save one and delete one.
import { endpoint } from './endpoint.ts';

export const saveFilter = endpoint({
  method: 'POST',
  path: '/api/user/filter',
  summary: 'Save the current search filter under a name',
  body: 'ZSavedFilterCreate',
  response: 'ZSavedFilter',
  errors: ['Unauthorized'],
});

export const deleteFilter = endpoint({
  method: 'DELETE',
  path: '/api/user/filter/:id',
  summary: 'Delete one of the user’s saved filters',
  params: 'ZSavedFilterParams',
  response: 'ZSavedFilterDeleted',
  errors: ['Unauthorized', 'NotFound'],
});

export const updateFilterNotify = endpoint({
  method: 'PUT',
  path: '/api/user/filter/:id/notify',
  summary: 'Change how a saved filter tells about new matches: at once, once a day, or not at all',
  params: 'ZFilterNotifyParams',
  body: 'ZFilterNotifyUpdate',
  response: 'ZSavedFilter',
  errors: ['Unauthorized', 'NotFound'],
});

export const digestUnsubscribePage = endpoint({
  method: 'GET',
  path: '/api/filters/unsubscribe',
  summary:
    'The page a daily digest’s unsubscribe link opens (text/html, Russian, no login): a button that confirms by POST',
  access: 'public',
  query: 'ZDigestUnsubscribeQuery',
  status: 200,
  errors: ['NotFound'],
});

export const digestUnsubscribe = endpoint({
  method: 'POST',
  path: '/api/filters/unsubscribe',
  summary:
    'One-click unsubscribe from the daily digest (RFC 8058: a mail client POSTs List-Unsubscribe=One-Click; no login, the signed token names the user); answers a Russian text/html page',
  access: 'public',
  query: 'ZDigestUnsubscribeQuery',
  status: 200,
  errors: ['NotFound'],
});
