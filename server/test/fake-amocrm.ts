// A local amoCRM implementing the documented subset of API v4 the connector uses, checking each request's shape and
// its Bearer token: /oauth2/access_token (authorization_code, refresh_token — a refresh token works once), GET
// /api/v4/leads/pipelines, POST /api/v4/leads/complex, PATCH and GET /api/v4/leads/{id}, POST and DELETE
// /api/v4/webhooks (the account's webhook subscriptions, by destination).
import { randomBytes } from 'node:crypto';
import { isInt, isObj, startFakeServer, type FakeAnswer, type FakeServer } from './fake-crm-server.ts';

/** amoCRM's own path for an account's webhook subscriptions. */
export const AMO_WEBHOOKS_PATH = '/api/v4/webhooks';

export const AMO_APP = {
  clientId: '8f1c2b1e-1d2a-4c55-9a0e-2f6e4b1b9c01',
  clientSecret: 'amo-secret-0123456789',
  redirectUri: 'https://kvartal.example/crm/amocrm',
};

export const AMO_PIPELINES = [
  {
    id: 7001,
    name: 'Продажи новостроек',
    statuses: [
      { id: 142001, name: 'Новая заявка' },
      { id: 142002, name: 'Бронь' },
      { id: 142003, name: 'Подтверждена' },
      { id: 142004, name: 'Договор' },
      { id: 142, name: 'Успешно реализовано' },
      { id: 143, name: 'Закрыто и не реализовано' },
    ],
  },
];

export interface AmoLead {
  id: number;
  name: string;
  price: number | null;
  pipelineId: number;
  statusId: number;
  contactId: number;
}

export interface FakeAmo extends FakeServer {
  /** A fresh authorization code (valid once), as the integration's settings show it. */
  newCode(): string;
  leads: Map<number, AmoLead>;
  contacts: Map<number, { name: string; phone: string | null }>;
  refreshes: number;
  /** The access token the API accepts now. */
  accessToken(): string | null;
  /** amoCRM forgets the access token (it expired on its side): the next call is a 401. */
  expireAccess(): void;
  /** The grant revoked in amoCRM: the refresh token stops working. */
  revoke(): void;
  /** The account's webhooks by destination, with their events. */
  webhooks: Map<string, { id: number; settings: string[] }>;
}

const HOOK_EVENTS = new Set([
  'add_lead',
  'update_lead',
  'delete_lead',
  'status_lead',
  'responsible_lead',
  'note_lead',
]);

export async function startFakeAmo(): Promise<FakeAmo> {
  const codes = new Set<string>();
  let access: string | null = null;
  let refresh: string | null = null;
  let nextId = 1000;
  const leads = new Map<number, AmoLead>();
  const webhooks = new Map<string, { id: number; settings: string[] }>();
  const contacts = new Map<number, { name: string; phone: string | null }>();
  const state = { refreshes: 0 };
  const issue = (): FakeAnswer => {
    access = `acc_${randomBytes(8).toString('hex')}`;
    refresh = `ref_${randomBytes(8).toString('hex')}`;
    return {
      status: 200,
      body: { token_type: 'Bearer', expires_in: 86_400, access_token: access, refresh_token: refresh },
    };
  };
  const statusOf = (pipelineId: number, statusId: number) =>
    AMO_PIPELINES.find((p) => p.id === pipelineId)?.statuses.some((s) => s.id === statusId) ?? false;

  const server = await startFakeServer((req, problem) => {
    const body = req.body;
    if (req.path === '/oauth2/access_token') {
      if (req.method !== 'POST' || !isObj(body)) return (problem('token: POST with a JSON object'), bad());
      if (body.client_id !== AMO_APP.clientId || body.client_secret !== AMO_APP.clientSecret)
        return { status: 401, body: { hint: 'Client authentication failed' } };
      if (body.redirect_uri !== AMO_APP.redirectUri) return (problem('redirect_uri differs'), bad());
      if (body.grant_type === 'authorization_code') {
        if (typeof body.code !== 'string' || !codes.delete(body.code))
          return { status: 400, body: { hint: 'Authorization code has been revoked' } };
        return issue();
      }
      if (body.grant_type === 'refresh_token') {
        if (typeof body.refresh_token !== 'string' || body.refresh_token !== refresh)
          return { status: 400, body: { hint: 'Token has been revoked' } };
        state.refreshes++;
        return issue();
      }
      return (problem(`grant_type ${String(body.grant_type)}`), bad());
    }
    if (!req.path.startsWith('/api/v4/')) return (problem('unknown path'), { status: 404, body: {} });
    const auth = String(req.headers.authorization ?? '');
    if (!/^Bearer \S+$/.test(auth)) problem('no Bearer token');
    if (!access || auth !== `Bearer ${access}`)
      return { status: 401, body: { title: 'Unauthorized', status: 401 } };

    if (req.method === 'GET' && req.path === '/api/v4/leads/pipelines')
      return {
        status: 200,
        body: {
          _total_items: AMO_PIPELINES.length,
          _embedded: {
            pipelines: AMO_PIPELINES.map((p) => ({
              id: p.id,
              name: p.name,
              is_main: true,
              _embedded: { statuses: p.statuses.map((s) => ({ ...s, pipeline_id: p.id })) },
            })),
          },
        },
      };
    if (req.method === 'POST' && req.path === '/api/v4/leads/complex') {
      if (!Array.isArray(body) || body.length < 1 || body.length > 50)
        return (problem('complex: an array of 1…50 leads'), bad());
      const out = [];
      for (const lead of body) {
        if (!isObj(lead) || typeof lead.name !== 'string' || !lead.name) return (problem('lead.name'), bad());
        if (lead.price !== undefined && !isInt(lead.price)) problem('lead.price must be an integer');
        if (lead.pipeline_id !== undefined && !isInt(lead.pipeline_id)) problem('lead.pipeline_id');
        if (lead.status_id !== undefined && !isInt(lead.status_id)) problem('lead.status_id');
        const pipelineId = (lead.pipeline_id as number | undefined) ?? AMO_PIPELINES[0]!.id;
        const statusId = (lead.status_id as number | undefined) ?? AMO_PIPELINES[0]!.statuses[0]!.id;
        if (!statusOf(pipelineId, statusId)) problem(`status ${statusId} is not in pipeline ${pipelineId}`);
        const contact =
          isObj(lead._embedded) && Array.isArray(lead._embedded.contacts) ? lead._embedded.contacts[0] : null;
        if (!isObj(contact) || typeof contact.first_name !== 'string')
          return (problem('_embedded.contacts[0].first_name'), bad());
        const fields = contact.custom_fields_values;
        let phone: string | null = null;
        if (fields !== undefined) {
          const field = Array.isArray(fields) ? fields[0] : null;
          const value = isObj(field) && Array.isArray(field.values) ? field.values[0] : null;
          if (
            !isObj(field) ||
            field.field_code !== 'PHONE' ||
            !isObj(value) ||
            typeof value.value !== 'string'
          )
            problem('contact PHONE: [{field_code: "PHONE", values: [{value, enum_code}]}]');
          else phone = value.value as string;
        }
        const contactId = nextId++;
        contacts.set(contactId, { name: contact.first_name, phone });
        const id = nextId++;
        leads.set(id, {
          id,
          name: lead.name,
          price: (lead.price as number | undefined) ?? null,
          pipelineId,
          statusId,
          contactId,
        });
        out.push({
          id,
          contact_id: contactId,
          company_id: null,
          request_id: [String(lead.request_id ?? '0')],
          merged: false,
        });
      }
      return { status: 200, body: out };
    }
    if (req.path === AMO_WEBHOOKS_PATH && (req.method === 'POST' || req.method === 'DELETE')) {
      if (!isObj(body) || typeof body.destination !== 'string' || !/^https?:\/\//.test(body.destination))
        return (problem('webhooks: {destination: an http(s) URL}'), bad());
      if (req.method === 'DELETE') {
        if (Object.keys(body).length !== 1) problem('DELETE webhooks: only {destination}');
        if (!webhooks.delete(body.destination)) return { status: 404, body: { title: 'Not found' } };
        return { status: 204, body: null };
      }
      const settings = body.settings;
      if (
        !Array.isArray(settings) ||
        settings.length === 0 ||
        !settings.every((e) => HOOK_EVENTS.has(e as string))
      )
        return (problem('webhooks: settings, a non-empty array of known events'), bad());
      if (body.sort !== undefined && !isInt(body.sort)) problem('webhooks: sort an integer');
      const hook = webhooks.get(body.destination) ?? { id: nextId++, settings: [] };
      hook.settings = settings as string[];
      webhooks.set(body.destination, hook);
      return {
        status: 200,
        body: {
          id: hook.id,
          destination: body.destination,
          created_at: 1733400000,
          updated_at: 1733400000,
          account_id: 29000000,
          created_by: 0,
          sort: body.sort ?? 1,
          disabled: false,
          settings,
        },
      };
    }
    const one = /^\/api\/v4\/leads\/(\d+)$/.exec(req.path);
    if (one) {
      const lead = leads.get(Number(one[1]));
      if (!lead) return { status: 404, body: { title: 'Not found' } };
      if (req.method === 'GET')
        return {
          status: 200,
          body: { id: lead.id, name: lead.name, status_id: lead.statusId, pipeline_id: lead.pipelineId },
        };
      if (req.method === 'PATCH') {
        if (!isObj(body) || !isInt(body.status_id)) return (problem('PATCH lead: status_id integer'), bad());
        const pipelineId = (body.pipeline_id as number | undefined) ?? lead.pipelineId;
        if (!statusOf(pipelineId, body.status_id as number)) problem('status not in pipeline');
        lead.statusId = body.status_id as number;
        lead.pipelineId = pipelineId;
        return { status: 200, body: { id: lead.id, updated_at: 1 } };
      }
    }
    problem('unknown call');
    return { status: 404, body: {} };
  });

  return {
    ...server,
    leads,
    contacts,
    webhooks,
    get refreshes() {
      return state.refreshes;
    },
    newCode() {
      const code = `def${randomBytes(12).toString('hex')}`;
      codes.add(code);
      return code;
    },
    accessToken: () => access,
    expireAccess() {
      access = `gone_${randomBytes(4).toString('hex')}`;
    },
    revoke() {
      access = null;
      refresh = null;
    },
  };
}

function bad(): FakeAnswer {
  return { status: 400, body: { title: 'Bad Request', status: 400 } };
}
