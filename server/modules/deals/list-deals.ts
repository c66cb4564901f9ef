// The deals' lists: the builder company's (board and list, filtered by complex, manager, agency and the day it was
// opened) and the agent's (an agency head's: the agency's, one agent's with `member`). Each answer carries every
// stage's count and sum of prices under the same filter, summed in SQL.
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { CompanyKind, hasPermission, type TMembership } from '#shared/companies.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TDealsPage } from '#shared/schemas/deals.ts';
import type { z } from 'zod';
import type { ZBackofficeDealsQuery, ZDealsQuery } from '#shared/schemas/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, deals, type UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { hasAbility, isAdmin } from '../../policies.ts';
import { Ability } from '#shared/enums.ts';
import { bookingMembers, companyPeople } from '../bookings/assignment.ts';
import { headedAgencyId } from './access.ts';
import { presentDeals } from './present-deal.ts';

export const DEALS_PER_PAGE = 20;
const openedDay = sql`(${deals.createdAt} at time zone 'Europe/Moscow')::date`;

async function page(
  db: DbOrTx,
  scope: SQL | undefined,
  stage: string | undefined,
  pageNo: number,
): Promise<Pick<TDealsPage, 'data' | 'meta' | 'totals'> & { rows: (typeof deals.$inferSelect)[] }> {
  const where = and(scope, stage ? eq(deals.stage, stage as 'booking') : undefined);
  const rows = await db
    .select()
    .from(deals)
    .where(where)
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(DEALS_PER_PAGE)
    .offset((pageNo - 1) * DEALS_PER_PAGE);
  const totals = await db
    .select({
      stage: deals.stage,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${deals.price}), 0)::bigint`,
    })
    .from(deals)
    .where(scope)
    .groupBy(deals.stage);
  const total = stage
    ? (totals.find((t) => t.stage === stage)?.count ?? 0)
    : totals.reduce((n, t) => n + t.count, 0);
  return {
    rows,
    data: [],
    meta: pageMeta(pageNo, DEALS_PER_PAGE, total),
    totals: totals.map((t) => ({ stage: t.stage, count: t.count, sum: Number(t.sum) })),
  };
}

export async function listBackofficeDeals(
  db: DbOrTx,
  user: UserRow,
  memberships: readonly TMembership[],
  query: z.output<typeof ZBackofficeDealsQuery>,
): Promise<TDealsPage> {
  const membership = memberships.find((m) => m.kind === CompanyKind.builder) ?? null;
  if (!membership && !hasAbility(user, Ability.cabinet) && !isAdmin(user)) throw new AppError('Forbidden');
  const empty = {
    data: [],
    meta: pageMeta(query.page, DEALS_PER_PAGE, 0),
    totals: [],
    members: [],
    agencies: [],
  };
  if (!membership) return empty;
  // Without the permission a member sees only the deals they run.
  const own = hasPermission(membership, 'bookings') ? undefined : eq(deals.assigneeId, user.id);
  const scope = and(
    eq(deals.companyId, membership.companyId),
    own,
    query.objectId !== undefined ? eq(deals.objectId, query.objectId) : undefined,
    query.assignee !== undefined ? eq(deals.assigneeId, query.assignee) : undefined,
    query.agencyId !== undefined ? eq(deals.agencyId, query.agencyId) : undefined,
    query.from ? sql`${openedDay} >= ${query.from}::date` : undefined,
    query.to ? sql`${openedDay} <= ${query.to}::date` : undefined,
  );
  const found = await page(db, scope, query.stage, query.page);
  const members = (await bookingMembers(db, membership.companyId)).map((m) => ({
    id: m.userId,
    name: m.name,
  }));
  const agencies = await db
    .selectDistinct({ id: companies.id, name: companies.name })
    .from(companies)
    .innerJoin(deals, eq(deals.agencyId, companies.id))
    .where(eq(deals.companyId, membership.companyId))
    .orderBy(companies.name);
  return {
    data: await presentDeals(db, found.rows, { commission: true }),
    meta: found.meta,
    totals: found.totals,
    members,
    agencies,
  };
}

export async function listOwnDeals(
  db: DbOrTx,
  user: UserRow,
  query: z.output<typeof ZDealsQuery>,
): Promise<TDealsPage> {
  const agency = await headedAgencyId(db, user.id);
  let scope: SQL | undefined;
  if (query.member !== undefined && query.member !== user.id) {
    if (agency == null) throw notFound();
    const members = await companyPeople(db, agency, CompanyKind.agency);
    if (!members.some((m) => m.id === query.member)) throw notFound();
    scope = and(eq(deals.agencyId, agency), eq(deals.agentId, query.member));
  } else if (agency != null && query.member === undefined)
    scope = or(eq(deals.agencyId, agency), eq(deals.agentId, user.id));
  else scope = eq(deals.agentId, user.id);
  const found = await page(db, scope, query.stage, query.page);
  return {
    data: await presentDeals(db, found.rows, { commission: true }),
    meta: found.meta,
    totals: found.totals,
    members: agency != null ? await companyPeople(db, agency, CompanyKind.agency) : [],
    agencies: [],
  };
}
