// Photos and documents of a complex in the back-office: attach, delete, reorder. Each answers the complex in full.
import { cabinetErrors } from './backoffice.ts';
import { endpoint } from './endpoint.ts';

export const attachBackofficeImage = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/images',
  summary: 'Attach an image uploaded by POST /api/temp_image to the gallery',
  params: 'ZBackofficeObjectParams',
  body: 'ZAttachImage',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const deleteBackofficeImage = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/images/:imageId',
  summary: 'Remove a photo from the gallery',
  params: 'ZBackofficeImageParams',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const reorderBackofficeImages = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/images/reorder',
  summary: 'The gallery in a new order (every id)',
  params: 'ZBackofficeObjectParams',
  body: 'ZMediaReorder',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const uploadBackofficeDocument = endpoint({
  method: 'POST',
  path: '/api/backoffice/objects/:id/documents',
  summary: 'Add a document (multipart: file, optional name)',
  params: 'ZBackofficeObjectParams',
  multipart: true,
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const deleteBackofficeDocument = endpoint({
  method: 'DELETE',
  path: '/api/backoffice/objects/:id/documents/:docId',
  summary: 'Remove a document',
  params: 'ZBackofficeDocumentParams',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});

export const reorderBackofficeDocuments = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/documents/reorder',
  summary: 'The documents in a new order (every id)',
  params: 'ZBackofficeObjectParams',
  body: 'ZMediaReorder',
  response: 'ZBackofficeObject',
  errors: cabinetErrors,
});
