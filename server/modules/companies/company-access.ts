// Whether the caller may open a company: its members (read fresh, per request) and admins; anyone else gets a 404,
// so a company's existence is not told to strangers. Writing needs a permission on top (403).
import { count, eq } from 'drizzle-orm';
import type { TCompanyPermission, TMembership } from '#shared/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyMembers, type CompanyRow, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { membershipIn, requirePermission } from '../../policies/companies.ts';

export interface CompanyAccess {
  company: CompanyRow;
  /** Null for an admin who is not a member. */
  membership: TMembership | null;
}

export async function openCompany(
  db: DbOrTx,
  user: UserRow,
  companyId: number,
  permission?: TCompanyPermission,
): Promise<CompanyAccess> {
  const membership = await membershipIn(db, user, companyId);
  if (!membership && !isAdmin(user)) throw notFound(companyTexts.errors.notFound);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(companyTexts.errors.notFound);
  if (permission) requirePermission(user, membership, permission);
  return { company, membership };
}

export async function countMembers(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return row?.n ?? 0;
}

/** `23505`: a unique index refused the row (one company of each kind per person, one pending invite per phone). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const c = cause as { code?: string; constraint?: string; message?: string };
    if (c.code === '23505') return !index || c.constraint === index || !!c.message?.includes(index);
  }
  return false;
}
