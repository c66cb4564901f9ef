// Who sees a commission's figures and who moves it: its agent and their agency's head (the agent side), the builder
// company's owner and members with `bookings` or `analytics` (reading; `bookings` to move it), moders and admins
// (reading; an admin acts as the builder). Anyone else gets NotFound, so a foreign id says nothing.
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { CompanyKind, hasPermission, headsCompany, type TMembership } from '#shared/companies.ts';
import { commissions, type CommissionRow, type UserRow } from '../../db/schema/index.ts';
import { isAdmin, isStaff } from '../../policies.ts';

export type Side = 'agent' | 'builder' | 'staff';

/** The agency the caller heads (owner or manager), or null. */
export const headedAgency = (memberships: readonly TMembership[]) =>
  memberships.find((m) => m.kind === CompanyKind.agency && headsCompany(m))?.companyId ?? null;

/** Builder companies whose payables the caller reads: owner, bookings or analytics. */
export const readingCompanies = (memberships: readonly TMembership[]) =>
  memberships
    .filter(
      (m) =>
        m.kind === CompanyKind.builder && (hasPermission(m, 'bookings') || hasPermission(m, 'analytics')),
    )
    .map((m) => m.companyId);

/** Builder companies whose commissions the caller moves: owner or bookings. */
export const actingCompanies = (memberships: readonly TMembership[]) =>
  memberships
    .filter((m) => m.kind === CompanyKind.builder && hasPermission(m, 'bookings'))
    .map((m) => m.companyId);

/** SQL: the commissions of the agent side (their own, or their agency's for its head). */
export function agentSideSql(caller: UserRow, memberships: readonly TMembership[]): SQL {
  const agencyId = headedAgency(memberships);
  return or(
    eq(commissions.agentId, caller.id),
    agencyId != null ? eq(commissions.agencyId, agencyId) : undefined,
  )!;
}

/** SQL: every commission the caller may read. */
export function visibleSql(caller: UserRow, memberships: readonly TMembership[]): SQL | undefined {
  if (isStaff(caller)) return undefined;
  const companies = readingCompanies(memberships);
  return or(
    agentSideSql(caller, memberships),
    companies.length > 0 ? inArray(commissions.companyId, companies) : undefined,
  );
}

/** The side the caller takes on this commission (the agent's first: an agent never answers for a builder). */
export function sideOf(
  caller: UserRow,
  memberships: readonly TMembership[],
  row: Pick<CommissionRow, 'agentId' | 'agencyId' | 'companyId'>,
): { side: Side; acts: boolean } | null {
  const agencyId = headedAgency(memberships);
  if (row.agentId === caller.id || (agencyId != null && row.agencyId === agencyId))
    return { side: 'agent', acts: true };
  if (row.companyId != null && actingCompanies(memberships).includes(row.companyId))
    return { side: 'builder', acts: true };
  if (row.companyId != null && readingCompanies(memberships).includes(row.companyId))
    return { side: 'builder', acts: false };
  if (isAdmin(caller)) return { side: 'builder', acts: true };
  if (isStaff(caller)) return { side: 'staff', acts: false };
  return null;
}
