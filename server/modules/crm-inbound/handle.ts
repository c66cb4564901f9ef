// The CRMs' notifications, verified before anything is read from them. amoCRM signs nothing in its account webhooks,
// so its URL carries a per-company secret (?token=, compared in constant time) and the body's account[subdomain]
// must be the connected account's. Bitrix24 sends its outgoing webhook's auth[application_token] (or, to the handler
// Kvartal bound by event.bind, the same ?token= secret), compared the same
// way; the deal's stage is then read from Bitrix24 itself (crm.deal.get), never taken from the notification.
import { timingSafeEqual } from 'node:crypto';
import { crmTexts } from '#shared/texts/crm.ts';
import { AppError, notFound } from '../../errors.ts';
import { bitrixClient } from '../crm/bitrix24.ts';
import type { CrmEnv } from '../crm/client.ts';
import { loadConnector } from '../crm/connector.ts';
import { CrmError } from '../crm/http.ts';
import { writeCrmLog } from '../crm/log.ts';
import type { FlatBody } from './form.ts';
import { moveFromCrm, type InboundDeps } from './move-deal.ts';

const same = (given: string | undefined, expected: string | null | undefined) => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const refused = () => new AppError('Unauthorized', crmTexts.errors.badToken);

export async function amoInbound(
  deps: InboundDeps,
  companyId: number,
  token: string | undefined,
  body: FlatBody,
) {
  const row = await loadConnector(deps.db, companyId);
  if (!row || row.kind !== 'amocrm') throw notFound();
  if (!same(token, row.inboundSecret)) throw refused();
  const subdomain = body['account[subdomain]'];
  if (subdomain !== undefined && subdomain !== row.amoSubdomain) throw refused();
  for (let i = 0; body[`leads[status][${i}][id]`] !== undefined; i++) {
    const statusId = body[`leads[status][${i}][status_id]`];
    if (!statusId) continue;
    await moveFromCrm(deps, row, body[`leads[status][${i}][id]`]!, {
      pipelineId: body[`leads[status][${i}][pipeline_id]`] ?? null,
      stageId: statusId,
    });
  }
}

export async function bitrixInbound(
  deps: InboundDeps & { env: CrmEnv },
  companyId: number,
  token: string | undefined,
  body: FlatBody,
) {
  const row = await loadConnector(deps.db, companyId);
  if (!row || row.kind !== 'bitrix24' || !row.bitrixWebhookUrl) throw notFound();
  // The outgoing webhook's token, or the company's secret in the address of the handler Kvartal bound itself.
  if (!same(body['auth[application_token]'], row.bitrixAppToken) && !same(token, row.inboundSecret))
    throw refused();
  if ((body.event ?? '').toUpperCase() !== 'ONCRMDEALUPDATE') return;
  const leadId = body['data[FIELDS][ID]'];
  if (!leadId || !/^\d+$/.test(leadId)) return;
  let stage;
  try {
    stage = await bitrixClient(deps.env, row.bitrixWebhookUrl).leadStage(leadId);
  } catch (error) {
    const message = error instanceof CrmError ? error.message : String(error);
    await writeCrmLog(deps.db, {
      companyId,
      at: deps.now,
      direction: 'in',
      subject: `Сделка ${leadId}`,
      ok: false,
      message,
    });
    return;
  }
  await moveFromCrm(deps, row, leadId, stage);
}
