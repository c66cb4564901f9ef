// Companies: agencies and builders as teams (members with roles and permissions, invites by phone).
import { sql } from 'drizzle-orm';
import { pgTable, text, integer, smallint, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAssignMode, TCompanyKind, TCompanyPermission, TCompanyRole } from '#shared/companies.ts';
import { users } from './users.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    kind: text().$type<TCompanyKind>().notNull(),
    name: text().notNull(),
    /** 10 or 12 digits with valid check digits; null until the owner fills it in (companies made by migration). */
    inn: text(),
    kpp: text(),
    legalAddress: text(),
    /** Storage key of the logo (a square WebP); null: none. */
    logo: text(),
    /** Requests: how they find a manager and how long one may wait unassigned before the owner hears of it. */
    assignMode: text().$type<TAssignMode>().notNull().default('round_robin'),
    requestLimitMinutes: integer().notNull().default(60),
    workdayStart: smallint().notNull().default(9),
    workdayEnd: smallint().notNull().default(19),
    /** The member who got the last request in turn (round-robin continues after them). */
    lastAssigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** An agency's split of each commission: the agent's percent (the rest is the agency's). */
    agentShare: smallint().notNull().default(50),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.kind), index().on(t.inn)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    id: id(),
    companyId: cascadeRef(() => companies.id),
    userId: cascadeRef(() => users.id),
    /** The company's kind, repeated so that the database itself keeps a person in one company of each kind. */
    kind: text().$type<TCompanyKind>().notNull(),
    role: text().$type<TCompanyRole>().notNull(),
    permissions: text()
      .array()
      .$type<TCompanyPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A builder's manager who takes incoming requests in turn. */
    takesRequests: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.companyId, t.userId),
    uniqueIndex('company_members_one_per_kind').on(t.userId, t.kind),
    index().on(t.userId),
  ],
);

export const companyInvites = pgTable(
  'company_invites',
  {
    id: id(),
    companyId: cascadeRef(() => companies.id),
    /** E.164. Accepted at the phone's next login. */
    phone: text().notNull(),
    role: text().$type<TCompanyRole>().notNull(),
    permissions: text()
      .array()
      .$type<TCompanyPermission[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: at(),
    acceptedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invites_pending')
      .on(t.companyId, t.phone)
      .where(sql`accepted_at is null`),
    index().on(t.phone),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CompanyInviteRow = typeof companyInvites.$inferSelect;
