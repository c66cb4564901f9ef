// The API's view of endpoints and deliveries: never the secret.
import type { TWebhook, TWebhookDelivery } from '#shared/schemas/integrations.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentWebhook(
  row: WebhookEndpointRow,
  last: Pick<WebhookDeliveryRow, 'state' | 'statusCode' | 'lastAttemptAt'> | null,
): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    failingSince: iso(row.failingSince),
    disabledAt: iso(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    lastDelivery: last
      ? { state: last.state, statusCode: last.statusCode, at: iso(last.lastAttemptAt) }
      : null,
  };
}

export function presentDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    state: row.state,
    attempts: row.attempts,
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    response: row.response,
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: row.createdAt.toISOString(),
    body: row.body,
  };
}
