// A company's endpoints: the owner or a member with `settings` lists, adds, changes and removes them; anyone else
// who is not a member gets a 404 for the company, and an endpoint of another company is a 404 too.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { WEBHOOK_LIMITS } from '#shared/integrations.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TWebhookCreate, TWebhookUpdate } from '#shared/schemas/integrations.ts';
import { integrationTexts } from '#shared/texts/integrations.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  webhookDeliveries,
  webhookEndpoints,
  type UserRow,
  type WebhookEndpointRow,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { openCompany } from '../companies/company-access.ts';
import { enqueueOutbox } from '../outbox/index.ts';
import { WEBHOOK_CHANNEL } from './emit.ts';
import { presentDelivery, presentWebhook } from './present.ts';
import { assertPublicUrl } from '../../core/public-address.ts';
import { atVersion, nextVersion } from '../../core/versions.ts';
import { newWebhookSecret } from './sign.ts';

const e = integrationTexts.errors;
const PER_PAGE = 20;

export interface WebhookDeps {
  db: Db;
  allowPrivate: boolean;
  now: Date;
}

async function lastDeliveries(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.webhookId])
    .from(webhookDeliveries)
    .where(sql`${webhookDeliveries.webhookId} = any(${`{${ids.join(',')}}`}::int[])`)
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.webhookId, r]));
}

export async function listWebhooks(db: Db, user: UserRow, companyId: number) {
  await openCompany(db, user, companyId, 'settings');
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(webhookEndpoints.id);
  const last = await lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => presentWebhook(r, last.get(r.id) ?? null)) };
}

export async function createWebhook(
  deps: WebhookDeps,
  user: UserRow,
  companyId: number,
  input: TWebhookCreate,
) {
  await openCompany(deps.db, user, companyId, 'settings');
  await assertPublicUrl(input.url, deps.allowPrivate);
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId));
    if ((n?.n ?? 0) >= WEBHOOK_LIMITS.endpoints) throw conflict(e.tooManyWebhooks);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId,
        url: input.url,
        events: input.events,
        secret,
        createdById: user.id,
        createdAt: deps.now,
        updatedAt: deps.now,
      })
      .returning();
    return created!;
  });
  return { webhook: presentWebhook(row, null), secret };
}

/** The company's settings, open to the caller (its own check), then its endpoint, or a 404. */
async function ownEndpoint(
  db: DbOrTx,
  user: UserRow,
  companyId: number,
  webhookId: number,
): Promise<WebhookEndpointRow> {
  await openCompany(db, user, companyId, 'settings');
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.companyId, companyId)));
  if (!row) throw notFound(e.webhookNotFound);
  return row;
}

export async function updateWebhook(
  deps: WebhookDeps,
  user: UserRow,
  companyId: number,
  webhookId: number,
  input: TWebhookUpdate,
) {
  await ownEndpoint(deps.db, user, companyId, webhookId);
  if (input.url !== undefined) await assertPublicUrl(input.url, deps.allowPrivate);
  const on = input.enabled === true;
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      // Turned back on: the run of failures starts afresh.
      ...(on ? { failingSince: null, disabledAt: null } : {}),
      ...(input.enabled === false ? { disabledAt: deps.now } : {}),
      updatedAt: deps.now,
      version: nextVersion(webhookEndpoints),
    })
    .where(
      and(
        eq(webhookEndpoints.id, webhookId),
        eq(webhookEndpoints.companyId, companyId),
        atVersion(webhookEndpoints, input.version),
      ),
    )
    .returning();
  if (!row) throw conflict(e.webhookStale);
  const last = await lastDeliveries(deps.db, [webhookId]);
  return presentWebhook(row, last.get(webhookId) ?? null);
}

export async function deleteWebhook(db: Db, user: UserRow, companyId: number, webhookId: number) {
  await ownEndpoint(db, user, companyId, webhookId);
  await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.companyId, companyId)));
  return { ok: true as const };
}

export async function listDeliveries(
  db: Db,
  user: UserRow,
  companyId: number,
  webhookId: number,
  page: number,
) {
  await ownEndpoint(db, user, companyId, webhookId);
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  return { data: rows.map(presentDelivery), meta: pageMeta(page, PER_PAGE, total?.n ?? 0) };
}

/**
 * «Повторить»: the same body and event id go out again now, as a new outbox item on the same key (after whatever of
 * the key still waits). A delivered one may be sent again too: receivers de-duplicate by the event id.
 */
export async function retryDelivery(
  deps: WebhookDeps,
  user: UserRow,
  companyId: number,
  webhookId: number,
  deliveryId: number,
) {
  await ownEndpoint(deps.db, user, companyId, webhookId);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ state: 'pending' })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)))
      .returning();
    if (!updated) throw notFound(e.deliveryNotFound);
    await enqueueOutbox(
      tx,
      {
        channel: WEBHOOK_CHANNEL,
        target: String(updated.id),
        orderKey: updated.orderKey,
        payload: { eventId: updated.eventId, retry: true },
      },
      deps.now,
    );
    return updated;
  });
  return { delivery: presentDelivery(row) };
}
