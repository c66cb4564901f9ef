// The caller's agency, for the menu's «Подборки агентства» and that screen's heading: its public face, the caller's
// role and whether they head it.
import { CompanyKind, headsCompany } from '#shared/companies.ts';
import type { TUserAgency } from '#shared/schemas/company-collections.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { loadMemberships, membershipOfKind } from '../../policies/companies.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadPublicCompany } from './public-company.ts';

export async function userAgency(db: DbOrTx, storage: Storage, user: UserRow): Promise<TUserAgency> {
  const membership = membershipOfKind(await loadMemberships(db, user.id), CompanyKind.agency);
  if (!membership) return { agency: null };
  const company = await loadPublicCompany(db, storage, membership.companyId);
  if (!company) return { agency: null };
  return { agency: { ...company, role: membership.role, heads: headsCompany(membership) } };
}
