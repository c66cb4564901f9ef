// The agent's «Вознаграждения» (an agency head's: the agency's, or one member's), newest first, and the builder's
// «Вознаграждения агентам», what waits for its answer first; by state, a page at a time, with the totals. What the
// caller may not see is NotFound (a member filter naming a stranger) or Forbidden (no builder company to read).
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TMembership } from '#shared/companies.ts';
import type { TCommissionState } from '#shared/deals.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TBackofficeCommissionsPage, TCommissionsPage } from '#shared/schemas/commissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { commissions, companies, type UserRow } from '../../db/schema/index.ts';
import { companyPeople } from '../../policies/companies.ts';
import { AppError, notFound } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { agentSideSql, headedAgency, readingCompanies, visibleSql } from './commission-access.ts';
import { accrualMonthSql, agencyTotals, commissionTotals, monthTotals } from './commission-totals.ts';
import { presentCommissions } from './present-commission.ts';

export const COMMISSIONS_PER_PAGE = 20;

/** The builder's list opens with what waits for its answer: reconciliations, disputes, then approved ones to pay. */
const TO_ANSWER_FIRST = sql`case ${commissions.state} when 'reconciliation' then 0 when 'disputed' then 1
  when 'approved' then 2 when 'accrued' then 3 else 4 end`;

async function page(
  db: DbOrTx,
  filter: SQL | undefined,
  pageNo: number,
  caller: UserRow,
  memberships: readonly TMembership[],
  first?: SQL,
) {
  const [total] = await db.select({ n: count() }).from(commissions).where(filter);
  const rows = await db
    .select()
    .from(commissions)
    .where(filter)
    .orderBy(...(first ? [first] : []), desc(commissions.createdAt), desc(commissions.id))
    .limit(COMMISSIONS_PER_PAGE)
    .offset((pageNo - 1) * COMMISSIONS_PER_PAGE);
  return {
    data: await presentCommissions(db, rows, caller, memberships),
    meta: pageMeta(pageNo, COMMISSIONS_PER_PAGE, total?.n ?? 0),
  };
}

const stateIs = (state: TCommissionState | undefined) => (state ? eq(commissions.state, state) : undefined);

export async function listCommissions(
  db: DbOrTx,
  caller: UserRow,
  memberships: readonly TMembership[],
  query: { state?: TCommissionState; member?: number; page: number },
): Promise<TCommissionsPage> {
  const agencyId = headedAgency(memberships);
  let scope: SQL;
  let members: { id: number; name: string }[] = [];
  let agency: { id: number; name: string } | null = null;
  if (agencyId == null) {
    // A plain agent sees only their own; naming anyone else is naming no one they can see.
    if (query.member !== undefined && query.member !== caller.id) throw notFound();
    scope = eq(commissions.agentId, caller.id);
  } else {
    members = await companyPeople(db, agencyId);
    if (query.member !== undefined && !members.some((m) => m.id === query.member)) throw notFound();
    const [firm] = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, agencyId));
    agency = firm ?? null;
    scope = and(
      agentSideSql(caller, memberships),
      query.member !== undefined ? eq(commissions.agentId, query.member) : undefined,
    )!;
  }
  return {
    ...(await page(db, and(scope, stateIs(query.state)), query.page, caller, memberships)),
    members,
    agency,
    totals: await commissionTotals(db, scope),
  };
}

export async function listBackofficeCommissions(
  db: DbOrTx,
  caller: UserRow,
  memberships: readonly TMembership[],
  query: { state?: TCommissionState; agencyId?: number; month?: string; page: number },
): Promise<TBackofficeCommissionsPage> {
  const companyIds = readingCompanies(memberships);
  if (!isAdmin(caller) && companyIds.length === 0) throw new AppError('Forbidden');
  const company = isAdmin(caller) ? undefined : inArray(commissions.companyId, companyIds);
  const byAgency =
    query.agencyId === undefined
      ? undefined
      : query.agencyId === 0
        ? isNull(commissions.agencyId)
        : eq(commissions.agencyId, query.agencyId);
  const byMonth = query.month === undefined ? undefined : sql`${accrualMonthSql} = ${query.month}`;
  const scope = and(company, byAgency, byMonth);
  return {
    ...(await page(db, and(scope, stateIs(query.state)), query.page, caller, memberships, TO_ANSWER_FIRST)),
    totals: await commissionTotals(db, scope),
    months: await monthTotals(db, and(company, byAgency)),
    agencies: await agencyTotals(db, and(company, byMonth)),
  };
}

/** One commission the caller may read, or NotFound. */
export async function findVisibleCommission(
  db: DbOrTx,
  caller: UserRow,
  memberships: readonly TMembership[],
  id: number,
) {
  const [row] = await db
    .select()
    .from(commissions)
    .where(and(eq(commissions.id, id), visibleSql(caller, memberships)));
  if (!row) throw notFound();
  return row;
}
