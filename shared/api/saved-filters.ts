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
