// Who belongs to which company, read fresh on every request that asks (never cached), so that a removed member's
// token loses the company's data on their very next request. Below the modules: imports no module.
import type { FastifyRequest } from 'fastify';
import { and, eq, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import {
  CompanyKind,
  hasPermission,
  type TCompanyKind,
  type TCompanyPermission,
  type TMembership,
} from '#shared/companies.ts';
import { formatPhone } from '#shared/format.ts';
import type { DbOrTx } from '../db/client.ts';
import { companyMembers, users, type UserRow } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { isAdmin } from '../policies.ts';

/** A membership's columns, as TMembership has them. */
const MEMBERSHIP = {
  companyId: companyMembers.companyId,
  kind: companyMembers.kind,
  role: companyMembers.role,
  permissions: companyMembers.permissions,
};

export async function loadMemberships(db: DbOrTx, userId: number): Promise<TMembership[]> {
  return db.select(MEMBERSHIP).from(companyMembers).where(eq(companyMembers.userId, userId));
}

const loaded = new WeakMap<FastifyRequest, Promise<TMembership[]>>();

/** The caller's companies, read once per request (none when anonymous). */
export function membershipsOf(request: FastifyRequest): Promise<TMembership[]> {
  const user = request.user;
  if (!user) return Promise.resolve([]);
  let found = loaded.get(request);
  if (!found) {
    found = loadMemberships(request.server.db, user.id);
    loaded.set(request, found);
  }
  return found;
}

/** Forget what this request read (after it changed the caller's own membership). */
export const forgetMemberships = (request: FastifyRequest) => loaded.delete(request);

export const membershipOfKind = (memberships: readonly TMembership[], kind: TCompanyKind) =>
  memberships.find((m) => m.kind === kind) ?? null;

/** The builder companies whose complexes the caller manages. */
export const builderCompanyIds = (memberships: readonly TMembership[]): number[] =>
  memberships.filter((m) => m.kind === CompanyKind.builder).map((m) => m.companyId);

/**
 * SQL: the row's company (a column holding a company id) counts the user among its members, optionally with a
 * permission (owners have every one). Read in the statement itself, so it is as fresh as the data it guards.
 */
export function memberOfSql(
  user: UserRow,
  companyColumn: AnyColumn | SQL,
  permission?: TCompanyPermission,
): SQL {
  const allowed = permission ? sql` and (m.role = 'owner' or ${permission} = any(m.permissions))` : sql``;
  return sql`exists (select 1 from company_members m
    where m.company_id = ${companyColumn} and m.user_id = ${user.id}${allowed})`;
}

/** The caller's membership of one company, or null; an admin counts as its owner for reading and writing. */
export async function membershipIn(
  db: DbOrTx,
  user: UserRow,
  companyId: number,
): Promise<TMembership | null> {
  const [row] = await db
    .select(MEMBERSHIP)
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, user.id)));
  return row ?? null;
}

/** Refuses (403) a member without the permission; admins pass. */
export function requirePermission(
  user: UserRow,
  membership: TMembership | null,
  permission: TCompanyPermission,
): void {
  if (isAdmin(user)) return;
  if (!membership || !hasPermission(membership, permission)) throw new AppError('Forbidden');
}

/** A company's people by name (the phone where a name is missing), for the agent filter of its lists. */
export async function companyPeople(db: DbOrTx, companyId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(users.name, users.id);
  return rows.map((u) => ({ id: u.id, name: u.name?.trim() || formatPhone(u.phone) }));
}

/** SQL: the member answers the company's bookings, fixations and commissions (its owner, or the permission). */
export const answersBookingsSql = sql`(${companyMembers.role} = 'owner' or 'bookings' = any(${companyMembers.permissions}))`;

/** The builder company's people who answer bookings, fixations and commissions: its owner and members with `bookings`. */
export async function bookingAnswerers(db: DbOrTx, companyId: number | null): Promise<number[]> {
  if (companyId == null) return [];
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), answersBookingsSql));
  return rows.map((r) => r.userId);
}
