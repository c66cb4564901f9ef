// The chessboard widget a builder puts on their site (/embed/{id}): public reads of a complex that allows it, the
// buyer's request, and the back-office list of sites allowed to frame it.
import { endpoint } from './endpoint.ts';

export const getEmbedObject = endpoint({
  method: 'GET',
  path: '/api/embed/:id',
  summary: 'The widget’s complex: buildings, sections and their free units (published, with sites allowed)',
  access: 'public',
  params: 'ZEmbedParams',
  response: 'ZEmbedObject',
  errors: ['NotFound'],
});

export const getEmbedSection = endpoint({
  method: 'GET',
  path: '/api/embed/:id/sections/:sectionId',
  summary: 'One section’s chessboard in the widget, as a buyer without an account sees it',
  access: 'public',
  params: 'ZEmbedSectionParams',
  response: 'ZChessView',
  errors: ['NotFound'],
});

export const createEmbedRequest = endpoint({
  method: 'POST',
  path: '/api/embed/:id/requests',
  summary:
    'A buyer’s request from the widget; it reaches the builder’s «Брони и заявки» with the source widget',
  access: 'public',
  params: 'ZEmbedParams',
  body: 'ZEmbedRequest',
  response: 'ZEmbedRequestAnswer',
  status: 201,
  errors: ['NotFound', 'NotAcceptable', 'ThrottleLimit'],
});

export const getEmbedSettings = endpoint({
  method: 'GET',
  path: '/api/backoffice/objects/:id/embed',
  summary: 'The sites allowed to show the complex’s widget',
  params: 'ZEmbedParams',
  response: 'ZEmbedSettings',
  errors: ['Forbidden', 'NotFound'],
});

export const updateEmbedSettings = endpoint({
  method: 'PUT',
  path: '/api/backoffice/objects/:id/embed',
  summary:
    'Replace the sites allowed to show the complex’s widget (https origins; http on 127.0.0.1 or localhost)',
  params: 'ZEmbedParams',
  body: 'ZEmbedSettingsUpdate',
  response: 'ZEmbedSettings',
  errors: ['Forbidden', 'NotFound'],
});
