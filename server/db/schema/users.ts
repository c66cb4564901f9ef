import { sql } from 'drizzle-orm';
import { pgTable, text, smallint, integer, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { Role, UserStatus, type TAbility, type TRole, type TUserStatus } from '#shared/enums.ts';
import type { TFilterNotify } from '#shared/filter-alerts.ts';
import { at, cascadeRef, createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** E.164, e.g. +79000000001. */
    phone: text().notNull(),
    name: text(),
    email: text(),
    emailVerifiedAt: at(),
    /** Contacts a client writes to from a shared collection: WhatsApp as E.164, Telegram as the bare username. */
    whatsapp: text(),
    telegram: text(),
    /** Role (PRODUCT calls it group). */
    group: smallint().$type<TRole>().notNull().default(Role.user),
    /** The role a ban replaced, given back on unban; null unless banned. */
    groupBeforeBan: smallint().$type<TRole>(),
    status: text().$type<TUserStatus>().notNull().default(UserStatus.notAccepted),
    abilities: text()
      .array()
      .$type<TAbility[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    termsAcceptedAt: at(),
    lastLoginAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.phone), index().on(t.group)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
    /** Moved on by use (at most hourly); a token idle for TOKEN_IDLE_LIMIT_MS is refused and deleted. */
    lastUsedAt: at().notNull().defaultNow(),
    revokedAt: at(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    ip: text(),
    attempts: smallint().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [index().on(t.phone, t.createdAt), index().on(t.ip, t.createdAt)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    email: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);

/** Saved search filters (PRODUCT §3 Filter). */
export const filters = pgTable(
  'filters',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    name: text().notNull(),
    filter: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Saved-filter alerts: 'instant', 'daily' or 'off' (shared/filter-alerts.ts). */
    notify: text().$type<TFilterNotify>().notNull().default('instant'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const invites = pgTable(
  'invites',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    phone: text().notNull(),
    invitedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.phone), index().on(t.phone), index().on(t.invitedUserId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    provider: text().notNull(),
    externalId: text(),
    /** What the payment buys, e.g. the ad-create ability. */
    purpose: text().notNull(),
    amount: integer().notNull(),
    status: text().$type<'pending' | 'succeeded' | 'canceled'>().notNull().default('pending'),
    confirmationUrl: text(),
    createdAt: createdAt(),
    confirmedAt: at(),
  },
  (t) => [index().on(t.userId), uniqueIndex().on(t.provider, t.externalId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    /** The class name reduced to its last segment, e.g. OfferOutdated. */
    type: text().notNull(),
    payload: jsonb().$type<unknown>(),
    readAt: at(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
