// GET /api/companies (the caller's companies; an admin's: every company, paged) and GET /api/user/company.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { COMPANY_PERMISSIONS, CompanyRole, type TMembership } from '#shared/companies.ts';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TCompany, TUserCompany } from '#shared/schemas/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyMembers, type UserRow } from '../../db/schema/index.ts';
import { isAdmin } from '../../policies.ts';
import { loadMemberships } from '../../policies/companies.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentCompany, presentCompanyBrief } from './present-company.ts';

export const COMPANIES_PER_PAGE = 50;

const membersCount = sql<number>`(select count(*)::int from company_members m where m.company_id = ${companies.id})`;

export async function listCompanies(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  page: number,
): Promise<{ data: TCompany[]; meta: ReturnType<typeof pageMeta> }> {
  const memberships = await loadMemberships(db, user.id);
  const mine = new Map<number, TMembership>(memberships.map((m) => [m.companyId, m]));
  const where = isAdmin(user) ? undefined : inArray(companies.id, [...mine.keys(), -1]);
  const [total] = await db.select({ n: count() }).from(companies).where(where);
  const rows = await db
    .select({ company: companies, members: membersCount })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(COMPANIES_PER_PAGE)
    .offset((page - 1) * COMPANIES_PER_PAGE);
  return {
    data: rows.map((r) => presentCompany(storage, r.company, mine.get(r.company.id) ?? null, r.members)),
    meta: pageMeta(page, COMPANIES_PER_PAGE, total?.n ?? 0),
  };
}

export async function listUserCompanies(
  db: DbOrTx,
  storage: Storage,
  userId: number,
): Promise<TUserCompany[]> {
  const rows = await db
    .select({ company: companies, role: companyMembers.role, permissions: companyMembers.permissions })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companies.kind));
  return rows.map((r) => ({
    company: presentCompanyBrief(storage, r.company),
    role: r.role,
    permissions: r.role === CompanyRole.owner ? [...COMPANY_PERMISSIONS] : r.permissions,
  }));
}
