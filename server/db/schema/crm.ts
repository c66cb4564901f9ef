// CRM connectors (issue 26): one per builder company with its credentials and stage mapping, the CRM's ids of each
// booking's contact and lead (so a repeated delivery updates instead of duplicating), and the sync log.
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCrmConnectorState, TCrmKind } from '#shared/crm.ts';
import type { TCrmMapping } from '#shared/schemas/crm.ts';
import { companies } from './companies.ts';
import { bookings } from './bookings.ts';
import { users } from './users.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

export const crmConnectors = pgTable('crm_connectors', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  kind: text().$type<TCrmKind>().notNull().default('none'),
  state: text().$type<TCrmConnectorState>().notNull().default('active'),
  /** Why it stopped working, in Russian (a revoked amoCRM grant). */
  brokenReason: text(),
  amoSubdomain: text(),
  amoClientId: text(),
  amoClientSecret: text(),
  amoRedirectUri: text(),
  amoAccessToken: text(),
  amoRefreshToken: text(),
  amoExpiresAt: at(),
  /** One node refreshes at a time: the lease it took (amoCRM's refresh token works once). */
  amoRefreshLease: at(),
  /** https://<portal>/rest/<user>/<code>/: the code in it is a secret. */
  bitrixWebhookUrl: text(),
  /** auth[application_token] of the portal's outgoing webhook. */
  bitrixAppToken: text(),
  /** amoCRM's webhooks are not signed: this secret in the webhook's URL is what proves them. */
  inboundSecret: text().notNull(),
  /** Kvartal's own subscription in the CRM (amoCRM's webhook, Bitrix24's event.bind): its address, and how it went. */
  hookUrl: text(),
  hookState: text().$type<'on' | 'failed'>(),
  /** Why the CRM refused the subscription, in Russian. */
  hookError: text(),
  mapping: jsonb()
    .$type<TCrmMapping>()
    .notNull()
    .default(sql`'{"pipelineId":null,"stages":{},"names":{}}'::jsonb`),
  version: version(),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type CrmConnectorRow = typeof crmConnectors.$inferSelect;

/** The CRM's contact and lead of one booking or request (per CRM kind: switching CRMs starts afresh). */
export const crmLinks = pgTable(
  'crm_links',
  {
    id: id(),
    companyId: cascadeRef(() => companies.id),
    kind: text().$type<TCrmKind>().notNull(),
    bookingId: cascadeRef(() => bookings.id),
    contactId: text(),
    leadId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_links_booking_idx').on(t.companyId, t.kind, t.bookingId),
    index('crm_links_lead_idx').on(t.companyId, t.kind, t.leadId),
  ],
);
export type CrmLinkRow = typeof crmLinks.$inferSelect;

export const crmSyncLog = pgTable(
  'crm_sync_log',
  {
    id: id(),
    companyId: cascadeRef(() => companies.id),
    at: at().notNull(),
    direction: text().$type<'out' | 'in'>().notNull(),
    /** «Бронь №12», «Сделка 3456 в CRM». */
    subject: text().notNull(),
    ok: boolean().notNull(),
    message: text().notNull(),
  },
  (t) => [index().on(t.companyId, t.id)],
);
export type CrmSyncLogRow = typeof crmSyncLog.$inferSelect;
