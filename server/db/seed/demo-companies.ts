// The demo companies: the demo builder's company (made with its complexes) gets its legal details and two sales
// managers; an agency «Южный квартал» has a head and two agents, and the bookings its agents made are the agency's.
import { eq, inArray } from 'drizzle-orm';
import { COMPANY_PERMISSIONS, CompanyKind, CompanyRole } from '#shared/companies.ts';
import type { DbOrTx } from '../client.ts';
import { bookings, companies, companyMembers, snapshots, type UserRow } from '../schema/index.ts';
import { ensureBuilderCompany } from '../../modules/companies/builder-company.ts';
import type { DemoAccount } from './accounts.ts';

export interface DemoCompanies {
  builderCompanyId: number;
  agencyId: number;
}

export const DEMO_BUILDER_COMPANY = {
  name: 'ГК «Черноморстрой»',
  inn: '2319045120',
  kpp: '231901001',
  legalAddress: '354000, Краснодарский край, г. Сочи, ул. Навагинская, д. 9Д, офис 412',
} as const;

export const DEMO_AGENCY = {
  name: 'Агентство недвижимости «Южный квартал»',
  inn: '2320047812',
  kpp: '232001001',
  legalAddress: '354340, Краснодарский край, г. Сочи, ул. Ленина, д. 219А/2, офис 17',
} as const;

export async function seedDemoCompanies(
  tx: DbOrTx,
  accounts: Record<DemoAccount, UserRow>,
  now: Date,
): Promise<DemoCompanies> {
  const builderCompanyId = await ensureBuilderCompany(tx, accounts.builder.id, now);
  await tx
    .update(companies)
    .set({ ...DEMO_BUILDER_COMPANY, updatedAt: now })
    .where(eq(companies.id, builderCompanyId));
  await tx
    .insert(companyMembers)
    .values([
      {
        companyId: builderCompanyId,
        userId: accounts.salesManager.id,
        kind: CompanyKind.builder,
        role: CompanyRole.manager,
        permissions: ['bookings', 'prices', 'analytics'],
        createdAt: now,
      },
      {
        companyId: builderCompanyId,
        userId: accounts.salesManager2.id,
        kind: CompanyKind.builder,
        role: CompanyRole.manager,
        permissions: ['bookings'],
        createdAt: now,
      },
    ])
    .onConflictDoNothing();

  const [agency] = await tx
    .insert(companies)
    .values({ kind: CompanyKind.agency, ...DEMO_AGENCY, createdAt: now, updatedAt: now })
    .returning({ id: companies.id });
  const agencyId = agency!.id;
  const agents = [accounts.agent.id, accounts.agent2.id];
  await tx
    .insert(companyMembers)
    .values([
      {
        companyId: agencyId,
        userId: accounts.agencyHead.id,
        kind: CompanyKind.agency,
        role: CompanyRole.owner,
        permissions: [...COMPANY_PERMISSIONS],
        createdAt: now,
      },
      ...agents.map((userId) => ({
        companyId: agencyId,
        userId,
        kind: CompanyKind.agency,
        role: CompanyRole.member,
        permissions: [],
        createdAt: now,
      })),
    ])
    .onConflictDoNothing();
  return { builderCompanyId, agencyId };
}

/** After the rest of the seed: the bookings and sent links of the agency's agents are the agency's. */
export async function stampDemoAgencyWork(tx: DbOrTx, agencyId: number): Promise<void> {
  const agents = tx
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, agencyId));
  await tx.update(bookings).set({ agencyId }).where(inArray(bookings.agentId, agents));
  await tx.update(snapshots).set({ agencyId }).where(inArray(snapshots.userId, agents));
}
