// Kvartal's own subscription to a CRM's stage changes, made when a connector is saved and removed when it is turned
// off or pointed elsewhere (never inside a transaction: these are HTTP calls). amoCRM: POST /api/v4/webhooks with the
// destination (the company's inbound address with its ?token= secret) and settings ["status_lead"]; DELETE
// /api/v4/webhooks with the same destination. Bitrix24: event.bind / event.unbind of ONCRMDEALUPDATE with the handler
// (the same secret in ?token=, since a bound handler is not the outgoing webhook whose application_token is saved).
// The outcome is kept on the connector (hookState, hookError) and in the sync log; a refusal never fails the save.
import { eq } from 'drizzle-orm';
import { crmTexts } from '#shared/texts/crm.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { crmConnectors, type CrmConnectorRow } from '../../db/schema/index.ts';
import { amoBase, amoClientCall, type AmoCall } from './amocrm.ts';
import { amoCaller, type AmoDeps } from './amo-tokens.ts';
import { bitrixCaller, type BitrixRefusal } from './bitrix24.ts';
import type { CrmEnv } from './client.ts';
import { crmRequest, CrmError, isObject } from './http.ts';
import { writeCrmLog } from './log.ts';

const N = crmTexts.notifications;
export const BITRIX_EVENT = 'ONCRMDEALUPDATE';
export const AMO_HOOK_SETTINGS = ['status_lead'];

/** Where the CRM posts stage changes for this company: the inbound route with the company's secret. */
export function hookUrlOf(base: string, row: CrmConnectorRow): string | null {
  if (row.kind === 'amocrm')
    return `${base}/api/crm/amocrm/${row.companyId}/webhook?token=${row.inboundSecret}`;
  if (row.kind === 'bitrix24')
    return `${base}/api/crm/bitrix24/${row.companyId}/webhook?token=${row.inboundSecret}`;
  return null;
}

const subscriptionRefusal: BitrixRefusal = (error, description, status) => {
  // The documented rule: event.bind works in an application's context only; a portal may say so to a webhook.
  if (error === 'WRONG_AUTH_TYPE' || /application|приложени/i.test(String(description ?? '')))
    return new CrmError(fill(N.appOnly, error));
  if (status === 401 || error === 'NO_AUTH_FOUND') return new CrmError(crmTexts.errors.refused);
  return new CrmError(fill(crmTexts.errors.httpError, String(description || error)));
};

const bitrixCall = (env: CrmEnv, webhookUrl: string, method: string, params: Record<string, unknown>) =>
  bitrixCaller(env, webhookUrl, subscriptionRefusal)(method, params);

async function register(deps: AmoDeps, row: CrmConnectorRow, url: string): Promise<void> {
  if (row.kind === 'amocrm') {
    const answer = await amoClientCall(amoCaller(deps, row.companyId), 'POST', '/api/v4/webhooks', {
      destination: url,
      settings: AMO_HOOK_SETTINGS,
      sort: 10,
    });
    if (!isObject(answer) || answer.id == null) throw new CrmError(crmTexts.errors.badAnswer);
    return;
  }
  const result = await bitrixCall(deps.env, row.bitrixWebhookUrl!, 'event.bind', {
    event: BITRIX_EVENT,
    handler: url,
  });
  if (result !== true) throw new CrmError(crmTexts.errors.badAnswer);
}

/**
 * Removes what `before` registered, with its own credentials; a failure is logged, not thrown. amoCRM's token keeper
 * refreshes only a connector that is still amoCRM: after a switch the last access token (a day's life) is used as is.
 */
export async function unsubscribeCrm(
  deps: AmoDeps,
  before: CrmConnectorRow,
  stillAmo: boolean,
): Promise<void> {
  if (before.hookState !== 'on' || !before.hookUrl) return;
  const destination = { destination: before.hookUrl };
  const lastToken: AmoCall = (method, path, body) =>
    crmRequest({
      method,
      url: `${amoBase(deps.env, before.amoSubdomain ?? '')}${path}`,
      headers: { authorization: `Bearer ${before.amoAccessToken ?? ''}` },
      body,
      allowPrivate: deps.env.WEBHOOKS_ALLOW_PRIVATE,
    });
  try {
    if (before.kind === 'amocrm' && before.amoSubdomain)
      await amoClientCall(
        stillAmo ? amoCaller(deps, before.companyId) : lastToken,
        'DELETE',
        '/api/v4/webhooks',
        destination,
      );
    else if (before.kind === 'bitrix24' && before.bitrixWebhookUrl)
      await bitrixCall(deps.env, before.bitrixWebhookUrl, 'event.unbind', {
        event: BITRIX_EVENT,
        handler: before.hookUrl,
      });
    await logOut(deps, before.companyId, N.unsubscribeSubject, true, N.done);
  } catch (error) {
    await logOut(deps, before.companyId, N.unsubscribeSubject, false, errorText(error));
  }
  await setHook(deps.db, before.companyId, { hookUrl: null, hookState: null, hookError: null });
}

const errorText = (error: unknown) => (error instanceof CrmError ? error.message : String(error));

/** A line of the sync log about Kvartal's own subscription. */
const logOut = (deps: AmoDeps, companyId: number, subject: string, ok: boolean, message: string) =>
  writeCrmLog(deps.db, { companyId, at: deps.now(), direction: 'out', subject, ok, message });

const setHook = (db: DbOrTx, companyId: number, set: Partial<CrmConnectorRow>) =>
  db.update(crmConnectors).set(set).where(eq(crmConnectors.companyId, companyId));

/** Whether `after` points at another CRM account or address than what `before` subscribed. */
export function hookMoved(
  before: CrmConnectorRow | null,
  after: CrmConnectorRow,
  url: string | null,
): boolean {
  if (!before || before.hookState !== 'on') return false;
  return (
    before.kind !== after.kind ||
    before.hookUrl !== url ||
    before.amoSubdomain !== after.amoSubdomain ||
    before.bitrixWebhookUrl !== after.bitrixWebhookUrl
  );
}

/** After a save: the old subscription removed if it moved, a new one made unless it is already on. */
export async function syncCrmHook(
  deps: AmoDeps & { baseUrl: string },
  before: CrmConnectorRow | null,
  after: CrmConnectorRow,
): Promise<CrmConnectorRow> {
  const url = hookUrlOf(deps.baseUrl, after);
  const moved = hookMoved(before, after, url);
  if (moved) await unsubscribeCrm(deps, before!, after.kind === 'amocrm');
  const current = moved ? { ...after, hookState: null, hookUrl: null } : after;
  if (!url || after.state === 'broken') return { ...current, hookError: null };
  if (current.hookState === 'on' && current.hookUrl === url) return current;
  const subject = after.kind === 'amocrm' ? N.amoSubject : N.bitrixSubject;
  const outcome = await register(deps, after, url).then(
    () => ({ hookUrl: url, hookState: 'on', hookError: null }) as const,
    (error: unknown) => ({ hookUrl: null, hookState: 'failed', hookError: errorText(error) }) as const,
  );
  await setHook(deps.db, after.companyId, outcome);
  await logOut(deps, after.companyId, subject, outcome.hookState === 'on', outcome.hookError ?? N.done);
  return { ...after, ...outcome };
}
