// The agent's «Фиксации» (an agency head's: the agency's, or one member's), one fixation, and the builder's queue:
// newest first, filtered by state, a page at a time. What the caller may not see is NotFound.
import { and, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { CompanyKind, headsCompany, type TFixationState, type TMembership } from '#shared/companies.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TBackofficeFixationsPage, TFixation, TFixationsPage } from '#shared/schemas/fixations.ts';
import { fixations, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { companyPeople, memberOfSql } from '../../policies/companies.ts';
import type { FixationDeps } from './create-fixation.ts';
import { presentFixations } from './present-fixation.ts';

export const FIXATIONS_PER_PAGE = 20;

/** The agency the caller heads (owner or manager), or null. */
export const headedAgency = (memberships: readonly TMembership[]) =>
  memberships.find((m) => m.kind === CompanyKind.agency && headsCompany(m))?.companyId ?? null;

/** State filter: «active» means still in term, «expired» includes a term that ran out before the job came round. */
function stateIs(state: TFixationState | undefined, now: Date): SQL | undefined {
  if (!state) return undefined;
  if (state === 'active') return and(eq(fixations.state, 'active'), sql`${fixations.validUntil} > ${now}`);
  if (state === 'expired')
    return or(
      eq(fixations.state, 'expired'),
      and(eq(fixations.state, 'active'), lte(fixations.validUntil, now)),
    );
  return eq(fixations.state, state);
}

async function page(
  deps: FixationDeps,
  filter: SQL | undefined,
  pageNo: number,
): Promise<{ data: TFixation[]; meta: TFixationsPage['meta'] }> {
  const [total] = await deps.db.select({ n: count() }).from(fixations).where(filter);
  const rows = await deps.db
    .select()
    .from(fixations)
    .where(filter)
    .orderBy(desc(fixations.createdAt), desc(fixations.id))
    .limit(FIXATIONS_PER_PAGE)
    .offset((pageNo - 1) * FIXATIONS_PER_PAGE);
  return {
    data: await presentFixations(deps.db, rows, deps.now),
    meta: pageMeta(pageNo, FIXATIONS_PER_PAGE, total?.n ?? 0),
  };
}

export async function listFixations(
  deps: FixationDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  query: { state?: TFixationState; memberId?: number; page: number },
): Promise<TFixationsPage> {
  const agencyId = headedAgency(memberships);
  if (agencyId == null) {
    // A plain agent sees only their own; naming anyone else is naming no one they can see.
    if (query.memberId !== undefined && query.memberId !== caller.id) throw notFound();
    const own = and(eq(fixations.agentId, caller.id), stateIs(query.state, deps.now));
    return { ...(await page(deps, own, query.page)), members: [] };
  }
  const members = await companyPeople(deps.db, agencyId);
  if (query.memberId !== undefined && !members.some((m) => m.id === query.memberId)) throw notFound();
  const filter = and(
    eq(fixations.agencyId, agencyId),
    query.memberId !== undefined ? eq(fixations.agentId, query.memberId) : undefined,
    stateIs(query.state, deps.now),
  );
  return { ...(await page(deps, filter, query.page)), members };
}

/** Who may read a fixation: its agent, their agency's head, the builder company's members, an admin. */
export function visibleTo(caller: UserRow, memberships: readonly TMembership[]): SQL | undefined {
  if (isAdmin(caller)) return undefined;
  const agencyId = headedAgency(memberships);
  return or(
    eq(fixations.agentId, caller.id),
    agencyId != null ? eq(fixations.agencyId, agencyId) : undefined,
    memberOfSql(caller, fixations.companyId),
  );
}

export async function getFixation(
  deps: FixationDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  id: number,
): Promise<TFixation> {
  const [row] = await deps.db
    .select()
    .from(fixations)
    .where(and(eq(fixations.id, id), visibleTo(caller, memberships)));
  if (!row) throw notFound();
  return (await presentFixations(deps.db, [row], deps.now))[0]!;
}

/** The builder companies whose fixations the caller answers (owner, or the bookings permission). */
export function answeringCompanies(memberships: readonly TMembership[]): number[] {
  return memberships
    .filter(
      (m) => m.kind === CompanyKind.builder && (m.role === 'owner' || m.permissions.includes('bookings')),
    )
    .map((m) => m.companyId);
}

export async function listBackofficeFixations(
  deps: FixationDeps,
  caller: UserRow,
  memberships: readonly TMembership[],
  query: { state?: TFixationState; objectId?: number; page: number },
): Promise<TBackofficeFixationsPage> {
  const companyIds = answeringCompanies(memberships);
  if (!isAdmin(caller) && companyIds.length === 0) throw new AppError('Forbidden');
  const filter = and(
    isAdmin(caller) ? undefined : inArray(fixations.companyId, companyIds),
    query.objectId !== undefined ? eq(fixations.objectId, query.objectId) : undefined,
    stateIs(query.state, deps.now),
  );
  return page(deps, filter, query.page);
}
