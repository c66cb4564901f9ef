// A company's outgoing webhooks with their delivery log, and its API keys (owner or permission settings; a foreign
// company or a foreign id is a 404). Secrets and keys are in the creating answer only.
import { endpoint } from './endpoint.ts';

export const listWebhooks = endpoint({
  method: 'GET',
  path: '/api/companies/:id/webhooks',
  summary: 'The company’s webhook endpoints with their events and last delivery (permission settings)',
  params: 'ZCompanyParams',
  response: 'ZWebhooks',
  errors: ['NotFound', 'Forbidden'],
});

export const createWebhook = endpoint({
  method: 'POST',
  path: '/api/companies/:id/webhooks',
  summary:
    'Add an endpoint: a public URL and its events (booking.* for a group); answers the signing secret once',
  params: 'ZCompanyParams',
  body: 'ZWebhookCreate',
  response: 'ZWebhookCreated',
  status: 201,
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const updateWebhook = endpoint({
  method: 'PUT',
  path: '/api/companies/:id/webhooks/:webhookId',
  summary: 'Change an endpoint’s URL or events, or turn a disabled one back on',
  params: 'ZWebhookParams',
  body: 'ZWebhookUpdate',
  response: 'ZWebhook',
  errors: ['NotFound', 'Forbidden'],
});

export const deleteWebhook = endpoint({
  method: 'DELETE',
  path: '/api/companies/:id/webhooks/:webhookId',
  summary: 'Remove an endpoint with its delivery log',
  params: 'ZWebhookParams',
  response: 'ZWebhookDeleted',
  errors: ['NotFound', 'Forbidden'],
});

export const listWebhookDeliveries = endpoint({
  method: 'GET',
  path: '/api/companies/:id/webhooks/:webhookId/deliveries',
  summary:
    'The endpoint’s deliveries, newest first: state, attempts, status, duration, the answer’s first 1 KB',
  params: 'ZWebhookParams',
  query: 'ZPageQuery',
  response: 'ZWebhookDeliveriesPage',
  errors: ['NotFound', 'Forbidden'],
});

export const retryWebhookDelivery = endpoint({
  method: 'POST',
  path: '/api/companies/:id/webhooks/:webhookId/deliveries/:deliveryId/retry',
  summary: 'Send a delivery again now (its body and event id unchanged)',
  params: 'ZWebhookDeliveryParams',
  response: 'ZWebhookDeliveryAnswer',
  errors: ['NotFound', 'Forbidden'],
});

export const listApiKeys = endpoint({
  method: 'GET',
  path: '/api/companies/:id/api-keys',
  summary: 'The company’s API keys (never the keys themselves), revoked ones included',
  params: 'ZCompanyParams',
  response: 'ZApiKeys',
  errors: ['NotFound', 'Forbidden'],
});

export const createApiKey = endpoint({
  method: 'POST',
  path: '/api/companies/:id/api-keys',
  summary: 'Create a key with scopes; answers the kv_… key once (only its SHA-256 is kept)',
  params: 'ZCompanyParams',
  body: 'ZApiKeyCreate',
  response: 'ZApiKeyCreated',
  status: 201,
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const revokeApiKey = endpoint({
  method: 'DELETE',
  path: '/api/companies/:id/api-keys/:keyId',
  summary: 'Revoke a key: its next request is a 401',
  params: 'ZApiKeyParams',
  response: 'ZApiKeyRevoked',
  errors: ['NotFound', 'Forbidden'],
});
