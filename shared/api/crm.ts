// A builder company's CRM connector (amoCRM or Bitrix24): settings with the stage mapping (owner or permission
// settings; a foreign company is a 404), the CRM's pipelines for the mapping, and the CRMs' incoming notifications.
import { endpointsWith } from './endpoint.ts';

/** The CRMs' incoming notifications: public, the company's secret checked by the handler. */
const crmWebhook = endpointsWith({
  access: 'public',
  params: 'ZCrmWebhookParams',
  query: 'ZCrmWebhookQuery',
  body: 'ZCrmWebhookBody',
  response: 'ZCrmWebhookAnswer',
  errors: ['Unauthorized', 'NotFound', 'ThrottleLimit'],
});

/** The company's connector: a foreign company is a 404, a member without the settings permission a 403. */
const companyCrm = endpointsWith({ params: 'ZCompanyParams', errors: ['NotFound', 'Forbidden'] });

export const readCrm = companyCrm({
  method: 'GET',
  path: '/api/companies/:id/crm',
  summary:
    'The company’s CRM connector: kind, saved credentials (never the secrets), mapping, the last syncs',
  response: 'ZCrmSettings',
});

export const saveCrm = companyCrm({
  method: 'PUT',
  path: '/api/companies/:id/crm',
  summary:
    'Connect amoCRM (the authorization code is exchanged for tokens) or Bitrix24 (incoming webhook), or turn off; with the stage mapping and the version read',
  body: 'ZCrmSave',
  response: 'ZCrmSettings',
  errors: ['NotFound', 'Forbidden', 'NotAcceptable'],
});

export const readCrmPipelines = companyCrm({
  method: 'GET',
  path: '/api/companies/:id/crm/pipelines',
  summary: 'Checks the connection: the CRM’s pipelines and their stages, read from the CRM now',
  response: 'ZCrmPipelines',
});

export const amocrmWebhook = crmWebhook({
  method: 'POST',
  path: '/api/crm/amocrm/:companyId/webhook',
  summary:
    'amoCRM’s webhook (form-encoded leads[status]…): verified by the company’s secret in ?token= and the account’s subdomain',
});

export const bitrix24Webhook = crmWebhook({
  method: 'POST',
  path: '/api/crm/bitrix24/:companyId/webhook',
  summary:
    'Bitrix24’s ONCRMDEALUPDATE (the outgoing webhook, or the handler Kvartal bound): verified by auth[application_token] or the company’s secret in ?token=',
});
