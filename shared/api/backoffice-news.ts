// News of a complex in the back-office: create, edit, delete. Each answers the complex in full.
import { cabinetErrors } from './backoffice.ts';
import { endpoint } from './endpoint.ts';

export const createBackofficeNews = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/news',
  summary: 'A news item of a complex (HTML, sanitized on the server)',
  params: 'ZBackofficeObjectParams',
  body: 'ZNewsCreate',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const updateBackofficeNews = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/news/:newsId',
  summary: 'Edit a news item, or delete it with `deleted: 1`',
  params: 'ZBackofficeNewsParams',
  body: 'ZNewsUpdate',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const deleteBackofficeNews = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/news/:newsId',
  summary: 'Delete a news item',
  params: 'ZBackofficeNewsParams',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});
