// POST /api/companies: an agent founds an agency and becomes its owner. A builder's company is made by the approval
// of its join request (builder-company.ts), so only an admin may make one here (and owns it).
import { COMPANY_PERMISSIONS, CompanyKind, CompanyRole } from '#shared/companies.ts';
import { Role } from '#shared/enums.ts';
import type { TCompany } from '#shared/schemas/companies.ts';
import type { z } from 'zod';
import type { ZCompanyCreate } from '#shared/schemas/companies.ts';
import { companyTexts } from '#shared/texts/companies.ts';
import type { Db } from '../../db/client.ts';
import { companies, companyMembers, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import type { Storage } from '../../storage/storage.ts';
import { isUniqueViolation } from './company-access.ts';
import { presentCompany } from './present-company.ts';

const e = companyTexts.errors;

export async function createCompany(
  db: Db,
  storage: Storage,
  user: UserRow,
  input: z.output<typeof ZCompanyCreate>,
  now: Date,
): Promise<TCompany> {
  if (input.kind === CompanyKind.builder && !isAdmin(user))
    throw new AppError('Forbidden', e.builderByApproval);
  if (input.kind === CompanyKind.agency && user.group !== Role.agent && !isAdmin(user)) {
    throw new AppError('Forbidden', e.agentsOnly);
  }
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          kind: input.kind,
          name: input.name,
          inn: input.inn,
          kpp: input.kpp ?? null,
          legalAddress: input.legalAddress || null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const owner = { role: CompanyRole.owner, permissions: [...COMPANY_PERMISSIONS] };
      await tx
        .insert(companyMembers)
        .values({ companyId: company!.id, userId: user.id, kind: input.kind, ...owner, createdAt: now });
      return presentCompany(storage, company!, owner, 1);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(input.kind === CompanyKind.agency ? e.alreadyInAgency : e.alreadyInKind);
    }
    throw error;
  }
}
