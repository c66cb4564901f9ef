// The outbox's `webhook` channel: one delivery is one signed POST. A 2xx answer delivers it; anything else (or no
// answer) is retried by the outbox's backoff for 24 hours. An endpoint failing without a break for 3 days is turned
// off and its company's owners are told (WebhookDisabled); its waiting deliveries then fail without a call.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyMembers,
  webhookDeliveries,
  webhookEndpoints,
  type OutboxRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import type { DeliveryContext, DeliveryResult } from '../outbox/index.ts';
import { postWebhook } from './post.ts';
import { assertPublicUrl } from '../../core/public-address.ts';
import { signatureOf } from './sign.ts';

/** An endpoint failing this long without one success is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 60 * 60_000;
const DISABLED_TEXT = 'Вебхук отключён — доставка не выполнялась';

export interface WebhookChannelDeps {
  allowPrivate: boolean;
  realtime: Realtime;
}

async function load(db: Db, item: OutboxRow) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, Number(item.target)));
  return row ?? null;
}

const ok = (status: number | null) => status != null && status >= 200 && status < 300;

async function attempt(
  deps: WebhookChannelDeps,
  delivery: WebhookDeliveryRow,
  endpoint: WebhookEndpointRow,
  now: Date,
) {
  try {
    await assertPublicUrl(endpoint.url, deps.allowPrivate);
  } catch {
    return {
      statusCode: null,
      durationMs: 0,
      response: 'Адрес ведёт во внутреннюю сеть — доставка запрещена',
    };
  }
  return postWebhook(
    endpoint.url,
    delivery.body,
    signatureOf(endpoint.secret, delivery.body, now),
    delivery.eventId,
    deps.allowPrivate,
  );
}

export function webhookChannel(deps: WebhookChannelDeps) {
  async function deliver(item: OutboxRow, context: DeliveryContext): Promise<DeliveryResult> {
    const { db, now } = context;
    const found = await load(db, item);
    if (!found) return { kind: 'give-up', error: 'the delivery or its endpoint is gone' };
    const { delivery, endpoint } = found;
    if (!endpoint.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ state: 'failed', response: DISABLED_TEXT })
        .where(eq(webhookDeliveries.id, delivery.id));
      return { kind: 'give-up', error: 'endpoint disabled' };
    }
    const result = await attempt(deps, delivery, endpoint, now);
    const success = ok(result.statusCode);
    await db
      .update(webhookDeliveries)
      .set({
        state: success ? 'delivered' : context.lastTry ? 'failed' : 'retrying',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        response: result.response,
        lastAttemptAt: now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (success) {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.failingSince} is not null`));
      return { kind: 'done' };
    }
    const error = result.statusCode != null ? `HTTP ${result.statusCode}` : result.response;
    if (await failedLongEnough(db, deps.realtime, endpoint, now)) return { kind: 'give-up', error };
    return { kind: 'retry', error };
  }

  async function dead(item: OutboxRow, context: DeliveryContext): Promise<void> {
    await context.db
      .update(webhookDeliveries)
      .set({ state: 'failed' })
      .where(
        and(eq(webhookDeliveries.id, Number(item.target)), sql`${webhookDeliveries.state} <> 'delivered'`),
      );
  }

  return { deliver, dead };
}

/** Marks the failure run; turns the endpoint off (and tells its owners) once it has lasted 3 days. */
async function failedLongEnough(
  db: Db,
  realtime: Realtime,
  endpoint: WebhookEndpointRow,
  now: Date,
): Promise<boolean> {
  const pushes = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    if (!row?.failingSince || !row.enabled) return null;
    if (now.getTime() - row.failingSince.getTime() < WEBHOOK_DISABLE_AFTER_MS) return null;
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now, updatedAt: now })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning();
    if (!off) return null;
    const owners = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, endpoint.companyId), eq(companyMembers.role, 'owner')));
    const payload = { companyId: endpoint.companyId, webhookId: endpoint.id, url: endpoint.url };
    const list: (() => void)[] = [];
    for (const { userId } of owners)
      list.push(await notify(tx, realtime, userId, 'WebhookDisabled', payload, now));
    return list;
  });
  if (!pushes) return false;
  for (const push of pushes) push();
  return true;
}
