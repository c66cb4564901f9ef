// «Интеграции» in the demo: the demo builder company («ГК «Черноморстрой»») has a webhook to its CRM on a local
// address that stopped answering — turned off after 3 days of failures, with the log of what went and what did not
// — and one API key for the inventory and bookings (its key was shown once, to nobody: the demo keeps its hash).
import type { DbOrTx } from '../client.ts';
import { webhookDeliveries, webhookEndpoints } from '../schema/index.ts';
import { expandWebhookEvents } from '#shared/integrations.ts';
import { insertApiKey } from '../../modules/api-keys/manage-keys.ts';
import { eventBody } from '../../modules/webhooks/emit.ts';
import { newWebhookSecret } from '../../modules/webhooks/sign.ts';

const HOUR = 3_600_000;
const REFUSED = 'connect ECONNREFUSED 127.0.0.1:9';

export async function seedDemoIntegrations(
  tx: DbOrTx,
  companyId: number,
  ownerId: number,
  now: Date,
): Promise<number> {
  const failingSince = new Date(now.getTime() - 74 * HOUR);
  const [hook] = await tx
    .insert(webhookEndpoints)
    .values({
      companyId,
      url: 'http://127.0.0.1:9/kvartal/hooks',
      events: expandWebhookEvents(['request.created', 'booking.*', 'deal.stage_changed']),
      secret: newWebhookSecret(),
      enabled: false,
      failingSince,
      disabledAt: new Date(now.getTime() - 2 * HOUR),
      createdById: ownerId,
      createdAt: new Date(now.getTime() - 10 * 24 * HOUR),
      updatedAt: new Date(now.getTime() - 2 * HOUR),
    })
    .returning();
  // Delivered while the CRM answered, then refused: each event's last attempt as the log shows it.
  const history: {
    type: 'request.created' | 'booking.created' | 'booking.confirmed' | 'deal.stage_changed';
    hoursAgo: number;
    ok: boolean;
    attempts: number;
  }[] = [
    { type: 'request.created', hoursAgo: 140, ok: true, attempts: 1 },
    { type: 'booking.created', hoursAgo: 120, ok: true, attempts: 2 },
    { type: 'booking.confirmed', hoursAgo: 96, ok: true, attempts: 1 },
    { type: 'deal.stage_changed', hoursAgo: 73, ok: false, attempts: 27 },
    { type: 'booking.created', hoursAgo: 40, ok: false, attempts: 27 },
    { type: 'request.created', hoursAgo: 3, ok: false, attempts: 9 },
  ];
  let n = 0;
  for (const h of history) {
    const at = new Date(now.getTime() - h.hoursAgo * HOUR);
    const id = `evt_demo-${++n}`;
    const data = { demo: true };
    await tx.insert(webhookDeliveries).values({
      webhookId: hook!.id,
      eventId: id,
      type: h.type,
      body: eventBody(id, { type: h.type, data, orderKey: null, occurredAt: at }),
      state: h.ok ? 'delivered' : 'failed',
      attempts: h.attempts,
      statusCode: h.ok ? 200 : null,
      durationMs: h.ok ? 140 + n * 23 : 2,
      response: h.ok ? '{"status":"ok"}' : REFUSED,
      lastAttemptAt: h.ok ? at : new Date(Math.min(now.getTime() - 2 * HOUR, at.getTime() + 24 * HOUR)),
      createdAt: at,
    });
  }
  await insertApiKey(
    tx,
    companyId,
    { name: 'Сайт застройщика: наличие квартир', scopes: ['inventory:read', 'bookings:read'] },
    ownerId,
    new Date(now.getTime() - 30 * 24 * HOUR),
  );
  return history.length;
}
