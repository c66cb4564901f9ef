// The agency a person works for (their agency membership), stamped on what they make so its head sees it.
import { and, eq } from 'drizzle-orm';
import { CompanyKind } from '#shared/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';

export async function agencyOf(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.kind, CompanyKind.agency)))
    .limit(1);
  return row?.companyId ?? null;
}
