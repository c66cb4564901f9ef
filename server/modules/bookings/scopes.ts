// Whose bookings a caller reads. The builder's side: their builder company's, and for a member without the
// `bookings` permission only those assigned to them. The agent's side: their own, and an agency's head the agency's
// (one agent's with memberId; an agent not of their agency is not found).
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BookingView, type TBookingState, type TBookingView } from '#shared/bookings.ts';
import { CompanyKind, hasPermission, headsCompany, type TMembership } from '#shared/companies.ts';
import { Ability } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { currentUser, hasAbility, isAdmin } from '../../policies.ts';
import { membershipOfKind, membershipsOf } from '../../policies/companies.ts';
import type { BookingsScope } from './list-bookings.ts';

export interface BuilderCaller {
  user: UserRow;
  /** null: a back-office user in no builder company (their lists are empty). */
  membership: TMembership | null;
}

/** The back-office caller: a builder company's member, or a user with the cabinet ability (or an admin). */
export async function builderCaller(request: FastifyRequest): Promise<BuilderCaller> {
  const user = currentUser(request);
  const membership = membershipOfKind(await membershipsOf(request), CompanyKind.builder);
  if (!membership && !hasAbility(user, Ability.cabinet) && !isAdmin(user)) throw new AppError('Forbidden');
  return { user, membership };
}

export function builderScope(
  { user, membership }: BuilderCaller,
  filter: { view?: TBookingView; assigneeId?: number; objectId?: number; state?: TBookingState } = {},
): BookingsScope {
  const scope: BookingsScope = {
    companyId: membership?.companyId ?? null,
    objectId: filter.objectId,
    state: filter.state,
  };
  if (filter.view === BookingView.mine) scope.assigneeId = user.id;
  else if (filter.view === BookingView.unassigned) scope.assigneeId = null;
  else if (filter.assigneeId !== undefined) scope.assigneeId = filter.assigneeId;
  // Without the permission a member sees only what is assigned to them, whatever the filter asks.
  if (membership && !hasPermission(membership, 'bookings'))
    scope.assigneeId = scope.assigneeId === user.id || scope.assigneeId === undefined ? user.id : -1;
  return scope;
}

/** The caller's agency when they head it. */
export async function headedAgency(request: FastifyRequest): Promise<TMembership | null> {
  const agency = membershipOfKind(await membershipsOf(request), CompanyKind.agency);
  return agency && headsCompany(agency) ? agency : null;
}

const isMemberOf = async (db: DbOrTx, companyId: number, userId: number) =>
  (
    await db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .limit(1)
  ).length > 0;

export async function agentScope(
  request: FastifyRequest,
  memberId: number | undefined,
): Promise<BookingsScope> {
  const user = currentUser(request);
  const agency = await headedAgency(request);
  if (memberId === undefined || memberId === user.id) {
    if (!agency || memberId === user.id) return { agentId: user.id };
    return { agencyId: agency.companyId, orAgentId: user.id };
  }
  if (!agency || !(await isMemberOf(request.server.db, agency.companyId, memberId))) throw notFound();
  return { agencyId: agency.companyId, agentId: memberId };
}
