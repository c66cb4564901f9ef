// The builder company of a person with the back-office: theirs if they belong to one, else a new one they own (named
// after the company of their approved join request, else their name, else their phone). An approved join request
// makes it at once; a complex made by someone without one makes it then.
import { and, desc, eq } from 'drizzle-orm';
import { COMPANY_PERMISSIONS, CompanyKind, CompanyRole } from '#shared/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyMembers, joinRequests, users } from '../../db/schema/index.ts';
import { JoinState } from '#shared/enums.ts';

export async function ensureBuilderCompany(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [member] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.kind, CompanyKind.builder)));
  if (member) return member.companyId;
  const [asked] = await db
    .select({ company: joinRequests.company })
    .from(joinRequests)
    .where(and(eq(joinRequests.userId, userId), eq(joinRequests.state, JoinState.approved)))
    .orderBy(desc(joinRequests.decidedAt), desc(joinRequests.id))
    .limit(1);
  const [person] = await db
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const name = asked?.company?.trim() || person?.name?.trim() || person?.phone || String(userId);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ kind: CompanyKind.builder, name, createdAt: now, updatedAt: now })
      .returning({ id: companies.id });
    await tx.insert(companyMembers).values({
      companyId: company!.id,
      userId,
      kind: CompanyKind.builder,
      role: CompanyRole.owner,
      permissions: [...COMPANY_PERMISSIONS],
      createdAt: now,
    });
    return company!.id;
  });
}
