// Bitrix24's REST through the portal's incoming webhook, as documented: POST https://<portal>/rest/<user>/<code>/
// <method>.json with JSON parameters, `{result}` or `{error, error_description}` back. Funnels are crm.category.list
// (entityTypeId 2, deals) with their stages from crm.status.list (ENTITY_ID DEAL_STAGE or DEAL_STAGE_<id>); a client
// is crm.contact.add, a lead crm.deal.add (ORIGINATOR_ID/ORIGIN_ID name Kvartal's booking), a move crm.deal.update.
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import type { CrmClient, CrmEnv, CrmLeadInput, CrmPipeline } from './client.ts';
import { crmRequest, CrmError, isObject, statusError } from './http.ts';

/** The method's address: the portal's webhook with BITRIX24_API_URL's origin when set (its path kept). */
export function bitrixMethodUrl(env: CrmEnv, webhookUrl: string, method: string): string {
  const url = new URL(webhookUrl);
  if (env.BITRIX24_API_URL) {
    const origin = new URL(env.BITRIX24_API_URL);
    url.protocol = origin.protocol;
    url.host = origin.host;
  }
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${path}${method}.json`;
}

/** A portal's `{error, error_description}` answer, as the caller's CrmError. */
export type BitrixRefusal = (error: string, description: unknown, status: number) => CrmError;

const refusal: BitrixRefusal = (error, description, status) => {
  if (status === 401 || /AUTH|ACCESS|INVALID_CREDENTIALS/i.test(error))
    return new CrmError(crmTexts.errors.refused);
  const text = typeof description === 'string' && description ? description : error;
  return new CrmError(fill(crmTexts.errors.httpError, text));
};

export function bitrixCaller(env: CrmEnv, webhookUrl: string, refused: BitrixRefusal = refusal) {
  return async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    const answer = await crmRequest({
      method: 'POST',
      url: bitrixMethodUrl(env, webhookUrl, method),
      body: params,
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    });
    const j = answer.json;
    if (isObject(j) && typeof j.error === 'string')
      throw refused(j.error, j.error_description, answer.status);
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer.status);
    if (!isObject(j) || !('result' in j)) throw new CrmError(crmTexts.errors.badAnswer);
    return j.result;
  };
}

const stageEntity = (categoryId: string) => (categoryId === '0' ? 'DEAL_STAGE' : `DEAL_STAGE_${categoryId}`);

export function bitrixClient(env: CrmEnv, webhookUrl: string): CrmClient {
  const call = bitrixCaller(env, webhookUrl);
  const id = (result: unknown) => {
    if (typeof result !== 'number' && typeof result !== 'string')
      throw new CrmError(crmTexts.errors.badAnswer);
    return String(result);
  };
  return {
    async pipelines() {
      const result = await call('crm.category.list', { entityTypeId: 2 });
      const categories = isObject(result) && Array.isArray(result.categories) ? result.categories : null;
      if (!categories) throw new CrmError(crmTexts.errors.badAnswer);
      const list: CrmPipeline[] = [];
      for (const c of categories.filter(isObject)) {
        const categoryId = String(c.id);
        const stages = await call('crm.status.list', {
          order: { SORT: 'ASC' },
          filter: { ENTITY_ID: stageEntity(categoryId) },
        });
        if (!Array.isArray(stages)) throw new CrmError(crmTexts.errors.badAnswer);
        list.push({
          id: categoryId,
          name: String(c.name ?? categoryId),
          stages: stages
            .filter(isObject)
            .map((s) => ({ id: String(s.STATUS_ID), name: String(s.NAME ?? s.STATUS_ID) })),
        });
      }
      return list;
    },

    async createLead(input: CrmLeadInput, contactId, saveContact) {
      let contact = contactId;
      if (contact == null) {
        contact = id(
          await call('crm.contact.add', {
            fields: {
              NAME: input.contact.name,
              ...(input.contact.phone ? { PHONE: [{ VALUE: input.contact.phone, VALUE_TYPE: 'WORK' }] } : {}),
              SOURCE_ID: 'WEB',
              OPENED: 'Y',
            },
          }),
        );
        await saveContact(contact);
      }
      const lead = id(
        await call('crm.deal.add', {
          fields: {
            TITLE: input.title,
            ...(input.pipelineId != null ? { CATEGORY_ID: Number(input.pipelineId) } : {}),
            ...(input.stageId != null ? { STAGE_ID: input.stageId } : {}),
            CONTACT_ID: Number(contact),
            ...(input.price != null ? { OPPORTUNITY: input.price, CURRENCY_ID: 'RUB' } : {}),
            COMMENTS: input.comment,
            ORIGINATOR_ID: 'kvartal',
            ORIGIN_ID: input.externalId,
          },
        }),
      );
      return { contactId: contact, leadId: lead };
    },

    async moveLead(leadId, _pipelineId, stageId) {
      await call('crm.deal.update', { id: Number(leadId), fields: { STAGE_ID: stageId } });
    },

    async leadStage(leadId) {
      const deal = await call('crm.deal.get', { id: Number(leadId) });
      if (!isObject(deal) || deal.STAGE_ID == null) throw new CrmError(crmTexts.errors.badAnswer);
      return {
        pipelineId: deal.CATEGORY_ID == null ? null : String(deal.CATEGORY_ID),
        stageId: String(deal.STAGE_ID),
      };
    },
  };
}
