// The builder back-office: my complexes and the editor's object. Every change answers the object in full, as the
// editor shows it. Someone else's complex is NotFound, a user without the cabinet Forbidden.
import { endpoint } from './endpoint.ts';

/** What a route on one complex may answer: no login, no cabinet, not the caller's complex. */
export const cabinetErrors = ['Unauthorized', 'Forbidden', 'NotFound'] as const;
/** A change based on an old version of the complex is refused with 409 NotAcceptable (decision 018). */
const changeErrors = [...cabinetErrors, 'NotAcceptable'] as const;

export const listBackofficeObjects = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects',
  summary: 'My complexes, page by page',
  query: 'ZPageQuery',
  response: 'ZBackofficeCardsPage',
  errors: ['Unauthorized', 'Forbidden'],
});

export const createBackofficeObject = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects',
  summary: 'A new complex from a title and a structure type',
  body: 'ZObjectCreate',
  response: 'ZBackofficeObject',
  errors: ['Unauthorized', 'Forbidden'],
});

export const getBackofficeObject = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects/:id',
  summary: 'A complex as the editor shows it',
  params: 'ZBackofficeObjectParams',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const updateBackofficeObject = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id',
  summary: 'A partial update of a complex: absent keys stay as they are',
  params: 'ZBackofficeObjectParams',
  body: 'ZObjectUpdate',
  response: 'ZBackofficeObject',
  errors: changeErrors,
});

export const publishBackofficeObject = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id',
  summary: 'Publish or unpublish a complex',
  params: 'ZBackofficeObjectParams',
  body: 'ZPublishRequest',
  response: 'ZBackofficeObject',
  errors: changeErrors,
});

export const setBackofficeFeatures = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/features',
  summary: 'The infrastructure features of a complex, the whole list',
  params: 'ZBackofficeObjectParams',
  body: 'ZFeaturesUpdate',
  response: 'ZBackofficeObject',
  errors: changeErrors,
});
