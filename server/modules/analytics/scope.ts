// Whose analytics the caller reads: the builder companies where they own or hold `analytics`; a member without it
// is refused (403), a complex of another company is NotFound, so a foreign id says nothing.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CompanyKind, hasPermission, type TMembership } from '#shared/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

export interface AnalyticsScope {
  companyIds: number[];
  /** The complexes the report covers: the one asked for, or every complex of the companies. */
  objectIds: number[];
}

export const analyticsCompanies = (memberships: readonly TMembership[]) =>
  memberships
    .filter((m) => m.kind === CompanyKind.builder && hasPermission(m, 'analytics'))
    .map((m) => m.companyId);

export async function analyticsScope(
  db: DbOrTx,
  memberships: readonly TMembership[],
  objectId?: number | null,
): Promise<AnalyticsScope> {
  const companyIds = analyticsCompanies(memberships);
  if (companyIds.length === 0) throw new AppError('Forbidden');
  const rows = await db
    .select({ id: objects.id })
    .from(objects)
    .where(
      and(inArray(objects.companyId, companyIds), objectId != null ? eq(objects.id, objectId) : undefined),
    )
    .orderBy(asc(objects.id));
  if (objectId != null && rows.length === 0) throw new AppError('NotFound');
  return { companyIds, objectIds: rows.map((r) => r.id) };
}
