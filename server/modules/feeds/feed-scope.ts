// Feeds are a builder company's: a token (kept under the company's owner, decision 026) opens the complexes of the
// owner's builder company, and a complex outside any company that the owner holds. Managers see the same links;
// changing them needs the `settings` permission.
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { CompanyKind, CompanyRole, hasPermission } from '#shared/companies.ts';
import { permissionTexts } from '#shared/texts/permissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { membershipOfKind, membershipsOf } from '../../policies/companies.ts';
import { requireCabinet } from '../backoffice/access.ts';

/** SQL: the ids of the complexes a feed holder's links carry. */
export const feedObjectIds = (ownerId: number): SQL =>
  sql`select fo.id from objects fo where fo.owner_id = ${ownerId} or fo.company_id in
    (select fm.company_id from company_members fm where fm.user_id = ${ownerId} and fm.kind = 'builder')`;

/**
 * Whose token the caller's settings show: their builder company's first owner; outside a company, their own.
 * `change`: the caller is about to change the links or ids (the `settings` permission).
 */
export async function feedHolder(request: FastifyRequest, change = false): Promise<number> {
  const membership = membershipOfKind(await membershipsOf(request), CompanyKind.builder);
  if (!membership) return requireCabinet(request).id;
  if (change && !hasPermission(membership, 'settings'))
    throw new AppError('Forbidden', permissionTexts.refused.settings);
  return companyOwner(request.server.db, membership.companyId);
}

async function companyOwner(db: DbOrTx, companyId: number): Promise<number> {
  const [owner] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, CompanyRole.owner)))
    .orderBy(asc(companyMembers.id))
    .limit(1);
  if (!owner) throw new AppError('Forbidden');
  return owner.userId;
}
