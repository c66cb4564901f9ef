// Builders and contacts of a complex in the back-office: the builder directory, attach, detach, reorder.
import { cabinetErrors } from './backoffice.ts';
import { endpoint } from './endpoint.ts';

export const searchBuilders = endpoint({
  method: 'GET',
  path: '/api/backoffice/builders',
  summary: 'Builders of the directory whose name matches',
  query: 'ZBuilderSearch',
  response: 'ZBuilderList',
  errors: ['Unauthorized', 'Forbidden'],
});

export const createBuilder = endpoint({
  method: 'POST',
  path: '/api/backoffice/builders',
  summary: 'A new builder in the directory',
  body: 'ZBuilderCreate',
  response: 'ZBuilder',
  errors: ['Unauthorized', 'Forbidden'],
});

export const attachBackofficeBuilders = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/builders',
  summary: 'Attach builders of the directory to a complex',
  params: 'ZBackofficeObjectParams',
  body: 'ZAttachBuilders',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const reorderBackofficeBuilders = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/builders/reorder',
  summary: 'The builders of a complex in a new order (every id)',
  params: 'ZBackofficeObjectParams',
  body: 'ZMediaReorder',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const detachBackofficeBuilder = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/builders/:builderId',
  summary: 'Detach a builder from a complex',
  params: 'ZBackofficeBuilderParams',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const createBackofficeContact = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/contacts',
  summary: 'A new contact of a complex',
  params: 'ZBackofficeObjectParams',
  body: 'ZContactCreate',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const reorderBackofficeContacts = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/contacts/reorder',
  summary: 'The contacts of a complex in a new order (every id)',
  params: 'ZBackofficeObjectParams',
  body: 'ZMediaReorder',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const deleteBackofficeContact = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/contacts/:contactId',
  summary: 'Remove a contact of a complex',
  params: 'ZBackofficeContactParams',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});
