// PUT /api/companies/{id}: the profile, and for a builder the rules of incoming requests. Needs `settings`; a stale
// version is a 409 (decision 018).
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CompanyKind } from '#shared/companies.ts';
import type { TCompany, ZCompanyUpdate } from '#shared/schemas/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { invalid } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { companies, type UserRow } from '../../db/schema/index.ts';
import { atVersion, nextVersion, refuseStale } from '../../core/versions.ts';
import type { Storage } from '../../storage/storage.ts';
import { countMembers, openCompany } from './company-access.ts';
import { presentCompany } from './present-company.ts';

export async function updateCompany(
  db: Db,
  storage: Storage,
  user: UserRow,
  companyId: number,
  input: z.output<typeof ZCompanyUpdate>,
  now: Date,
): Promise<TCompany> {
  return db.transaction(async (tx) => {
    const { company, membership } = await openCompany(tx, user, companyId, 'settings');
    const builder = company.kind === CompanyKind.builder;
    const start = input.workdayStart ?? company.workdayStart;
    const end = input.workdayEnd ?? company.workdayEnd;
    if (builder && end <= start) throw invalid('workdayEnd', companyTexts.errors.workHours);
    const check = atVersion(companies, input.version);
    const [row] = await tx
      .update(companies)
      .set({
        name: input.name,
        inn: input.inn,
        kpp: input.kpp,
        legalAddress: input.legalAddress || null,
        ...(builder
          ? {
              assignMode: input.assignMode ?? company.assignMode,
              requestLimitMinutes: input.requestLimitMinutes ?? company.requestLimitMinutes,
              workdayStart: start,
              workdayEnd: end,
            }
          : { agentShare: input.agentShare ?? company.agentShare }),
        version: nextVersion(companies),
        updatedAt: now,
      })
      .where(check ? sql`${companies.id} = ${companyId} and ${check}` : eq(companies.id, companyId))
      .returning();
    const saved = refuseStale(row, versionTexts.stale.company);
    return presentCompany(storage, saved, membership, await countMembers(tx, companyId));
  });
}
