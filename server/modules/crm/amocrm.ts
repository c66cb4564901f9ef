// amoCRM API v4 as documented: OAuth 2.0 at /oauth2/access_token (authorization_code and refresh_token grants),
// pipelines at /api/v4/leads/pipelines, a lead with its contact in one call at /api/v4/leads/complex, a lead moved by
// PATCH /api/v4/leads/{id}. Calls carry the Bearer access token (amo-tokens.ts keeps it fresh).
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import type { CrmClient, CrmEnv, CrmLeadInput, CrmPipeline } from './client.ts';
import { crmRequest, CrmError, isObject, statusError, type CrmAnswer } from './http.ts';

export function amoBase(env: CrmEnv, subdomain: string): string {
  return (env.AMOCRM_API_URL ?? `https://${subdomain}.amocrm.ru`).replace(/\/+$/, '');
}

export interface AmoTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

export interface AmoApp {
  base: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  allowPrivate: boolean;
}

/** 400/401 from the token endpoint: the code or refresh token is spent or revoked. */
export class AmoGrantRefused extends CrmError {}

async function tokenCall(app: AmoApp, grant: Record<string, string>): Promise<AmoTokens> {
  const answer = await crmRequest({
    method: 'POST',
    url: `${app.base}/oauth2/access_token`,
    body: {
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: app.redirectUri,
      ...grant,
    },
    allowPrivate: app.allowPrivate,
  });
  const j = answer.json;
  if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
    const hint =
      isObject(j) && typeof j.hint === 'string' ? j.hint : isObject(j) ? String(j.title ?? '') : '';
    throw new AmoGrantRefused(hint || `HTTP ${answer.status}`);
  }
  if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status);
  if (!isObject(j) || typeof j.access_token !== 'string' || typeof j.refresh_token !== 'string')
    throw new CrmError(crmTexts.errors.badAnswer);
  return {
    accessToken: j.access_token,
    refreshToken: j.refresh_token,
    expiresIn: typeof j.expires_in === 'number' ? j.expires_in : 86_400,
  };
}

export const exchangeAmoCode = (app: AmoApp, code: string) =>
  tokenCall(app, { grant_type: 'authorization_code', code });

export const refreshAmoTokens = (app: AmoApp, refreshToken: string) =>
  tokenCall(app, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Sends one API call with a fresh token; on a 401 gets a new token and tries once more. */
export type AmoCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<CrmAnswer>;

function ok(answer: CrmAnswer): unknown {
  if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status);
  return answer.json;
}

/** One call through the token keeper, a non-2xx answer thrown as a CrmError. */
export const amoClientCall = async (call: AmoCall, ...args: Parameters<AmoCall>) => ok(await call(...args));

function readPipelines(json: unknown): CrmPipeline[] {
  const list = isObject(json) && isObject(json._embedded) ? json._embedded.pipelines : null;
  if (!Array.isArray(list)) throw new CrmError(crmTexts.errors.badAnswer);
  return list.filter(isObject).map((p) => {
    const statuses = isObject(p._embedded) && Array.isArray(p._embedded.statuses) ? p._embedded.statuses : [];
    return {
      id: String(p.id),
      name: String(p.name ?? p.id),
      stages: statuses.filter(isObject).map((s) => ({ id: String(s.id), name: String(s.name ?? s.id) })),
    };
  });
}

const num = (id: string | null) => (id == null || !/^\d+$/.test(id) ? undefined : Number(id));

export function amoClient(call: AmoCall): CrmClient {
  return {
    async pipelines() {
      return readPipelines(ok(await call('GET', '/api/v4/leads/pipelines')));
    },

    async createLead(input: CrmLeadInput, contactId: string | null) {
      const contact =
        contactId != null
          ? { id: Number(contactId) }
          : {
              first_name: input.contact.name,
              ...(input.contact.phone
                ? {
                    custom_fields_values: [
                      { field_code: 'PHONE', values: [{ value: input.contact.phone, enum_code: 'WORK' }] },
                    ],
                  }
                : {}),
            };
      const lead = {
        name: input.title,
        ...(input.price != null ? { price: input.price } : {}),
        ...(num(input.pipelineId) !== undefined ? { pipeline_id: num(input.pipelineId) } : {}),
        ...(num(input.stageId) !== undefined ? { status_id: num(input.stageId) } : {}),
        request_id: input.externalId,
        _embedded: { contacts: [contact], tags: [{ name: 'Квартал' }] },
      };
      const json = ok(await call('POST', '/api/v4/leads/complex', [lead]));
      const first = Array.isArray(json) ? json[0] : null;
      if (!isObject(first) || first.id == null) throw new CrmError(crmTexts.errors.badAnswer);
      return { leadId: String(first.id), contactId: String(first.contact_id ?? contactId ?? '') };
    },

    async moveLead(leadId, pipelineId, stageId) {
      const body = {
        status_id: num(stageId),
        ...(num(pipelineId) !== undefined ? { pipeline_id: num(pipelineId) } : {}),
      };
      if (body.status_id === undefined) throw new CrmError(fill(crmTexts.errors.httpError, 'этап'));
      ok(await call('PATCH', `/api/v4/leads/${encodeURIComponent(leadId)}`, body));
    },

    async leadStage(leadId) {
      const json = ok(await call('GET', `/api/v4/leads/${encodeURIComponent(leadId)}`));
      if (!isObject(json) || json.status_id == null) throw new CrmError(crmTexts.errors.badAnswer);
      return {
        pipelineId: json.pipeline_id == null ? null : String(json.pipeline_id),
        stageId: String(json.status_id),
      };
    },
  };
}
