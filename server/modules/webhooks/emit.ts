// Events to a company's webhook endpoints, written in the transaction of the change they tell of: one delivery row
// per subscribed endpoint and one outbox item for it, ordered per endpoint and key (a deal, a unit, a booking).
// Nothing is written, and one cheap query is spent, when the company has no endpoint for the type.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TWebhookEvent } from '#shared/integrations.ts';
import type { DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueueOutbox } from '../outbox/index.ts';

export const WEBHOOK_CHANNEL = 'webhook';

export interface WebhookEvent {
  type: TWebhookEvent;
  data: Record<string, unknown>;
  /** `deal:12`, `unit:345`: the deliveries of one key reach an endpoint in the order they happened. */
  orderKey: string | null;
  occurredAt: Date;
}

/** The body every endpoint receives: `{id, type, occurredAt, data}`. */
export function eventBody(id: string, event: WebhookEvent): string {
  return JSON.stringify({
    id,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    data: event.data,
  });
}

/** Fans the event out to the companies' endpoints subscribed to its type (null ids and repeats are skipped). */
export async function emitCompanyEvents(
  tx: DbOrTx,
  companyIds: readonly (number | null | undefined)[],
  event: WebhookEvent,
): Promise<number> {
  const ids = [...new Set(companyIds.filter((id): id is number => id != null))];
  if (ids.length === 0) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.companyId, ids),
        eq(webhookEndpoints.enabled, true),
        sql`${event.type} = any(${webhookEndpoints.events})`,
      ),
    )
    .orderBy(webhookEndpoints.id);
  if (endpoints.length === 0) return 0;
  const eventId = `evt_${randomUUID()}`;
  const body = eventBody(eventId, event);
  for (const endpoint of endpoints) {
    const orderKey = event.orderKey ? `wh:${endpoint.id}:${event.orderKey}` : null;
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        webhookId: endpoint.id,
        eventId,
        type: event.type,
        body,
        orderKey,
        createdAt: event.occurredAt,
      })
      .returning({ id: webhookDeliveries.id });
    await enqueueOutbox(
      tx,
      { channel: WEBHOOK_CHANNEL, target: String(delivery!.id), orderKey, payload: { eventId } },
      event.occurredAt,
    );
  }
  return endpoints.length;
}

/** One company's endpoints: emitCompanyEvents for a single company. */
export const emitCompanyEvent = (
  tx: DbOrTx,
  companyId: number | null | undefined,
  type: TWebhookEvent,
  data: Record<string, unknown>,
  orderKey: string | null,
  occurredAt: Date,
) => emitCompanyEvents(tx, [companyId], { type, data, orderKey, occurredAt });
