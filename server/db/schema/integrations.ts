// The ways out of Kvartal: the durable outbox every channel delivers from (decision 043), a company's webhook
// endpoints with their delivery log, and a company's API keys.
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, jsonb, index } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

export type TOutboxState = 'pending' | 'done' | 'dead';

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** The registered channel that delivers it (`webhook`, later `telegram`, `push`, `crm`). */
    channel: text().notNull(),
    /** What the channel delivers to: a webhook delivery's id, a chat, a subscription. */
    target: text().notNull(),
    /** Items of one key go out in id order: N+1 waits until N is done or dead. Null: no order. */
    orderKey: text(),
    payload: jsonb().notNull(),
    state: text().$type<TOutboxState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Not tried before this time (backoff); a claimed item is pushed past its lease. */
    nextAt: at().notNull().defaultNow(),
    /** Retried until this time, then dead (24 hours after it was written). */
    deadline: at().notNull(),
    lastError: text(),
    createdAt: createdAt(),
    doneAt: at(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('outbox_key_idx')
      .on(t.orderKey, t.id)
      .where(sql`${t.state} = 'pending'`),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: cascadeRef(() => companies.id),
    url: text().notNull(),
    /** Event types it receives; a group's wildcard (`booking.*`) is stored expanded. */
    events: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The signing secret (HMAC needs it whole, so it is kept, and shown only once in the answer that made it). */
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** The first failure of an unbroken run of failures; 3 days of them disable the endpoint. */
    failingSince: at(),
    disabledAt: at(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index().on(t.companyId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export type TWebhookDeliveryState = 'pending' | 'retrying' | 'delivered' | 'failed';

/** One event for one endpoint, with its last attempt's figures. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: cascadeRef(() => webhookEndpoints.id),
    /** The event's id (the body's `id`): the same for every endpoint it fans out to. */
    eventId: text().notNull(),
    type: text().notNull(),
    body: text().notNull(),
    orderKey: text(),
    state: text().$type<TWebhookDeliveryState>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** The last answer's HTTP status; null when none came (refused, timed out). */
    statusCode: integer(),
    durationMs: integer(),
    /** The first 1 KB of the last answer, or the error when there was none. */
    response: text(),
    lastAttemptAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.webhookId, t.id)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: cascadeRef(() => companies.id),
    name: text().notNull(),
    /** The first characters of the key, for people to tell keys apart (`kv_AbC1…`). */
    prefix: text().notNull(),
    /** Hex SHA-256 of the key: 32 random bytes need no slow hash (nothing to guess). */
    hash: text().notNull().unique(),
    scopes: text().array().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: at(),
    revokedAt: at(),
  },
  (t) => [index().on(t.companyId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
