// A builder company's CRM connector (amoCRM or Bitrix24): settings with the stage mapping (owner or permission
// settings; a foreign company is a 404), the CRM's pipelines for the mapping, and the CRMs' incoming notifications.
import { endpoint } from './endpoint.ts';

export const readCrm = endpoint({
  method: 'GET',
  path: '/api/companies/:id/crm',
  summary:
    'The company’s CRM connector: kind, saved credentials (never the secrets), mapping, the last syncs',
  params: 'ZCompanyParams',
  response: 'ZCrmSettings',
  errors: ['NotFound', 'Forbidden'],
});

export const saveCrm = endpoint({
  method: 'PUT',
  path: '/api/companies/:id/crm',
  summary:
    'Connect amoCRM (the authorization code is exchanged for tokens) or Bitrix24 (incoming webhook), or turn off; with the stage mapping and the version read',
  params: 'ZCompanyParams',
  body: 'ZCrmSave',
  response: 'ZCrmSettings',
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const readCrmPipelines = endpoint({
  method: 'GET',
  path: '/api/companies/:id/crm/pipelines',
  summary: 'Checks the connection: the CRM’s pipelines and their stages, read from the CRM now',
  params: 'ZCompanyParams',
  response: 'ZCrmPipelines',
  errors: ['NotFound', 'Forbidden'],
});

export const amocrmWebhook = endpoint({
  method: 'POST',
  path: '/api/crm/amocrm/:companyId/webhook',
  summary:
    'amoCRM’s webhook (form-encoded leads[status]…): verified by the company’s secret in ?token= and the account’s subdomain',
  access: 'public',
  params: 'ZCrmWebhookParams',
  query: 'ZCrmWebhookQuery',
  body: 'ZCrmWebhookBody',
  response: 'ZCrmWebhookAnswer',
  errors: ['Unauthorized', 'NotFound', 'ThrottleLimit'],
});

export const bitrix24Webhook = endpoint({
  method: 'POST',
  path: '/api/crm/bitrix24/:companyId/webhook',
  summary:
    'Bitrix24’s ONCRMDEALUPDATE (the outgoing webhook, or the handler Kvartal bound): verified by auth[application_token] or the company’s secret in ?token=',
  access: 'public',
  params: 'ZCrmWebhookParams',
  query: 'ZCrmWebhookQuery',
  body: 'ZCrmWebhookBody',
  response: 'ZCrmWebhookAnswer',
  errors: ['Unauthorized', 'NotFound', 'ThrottleLimit'],
});
