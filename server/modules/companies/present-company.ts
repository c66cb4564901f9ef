// How a company reads to its members (presentCompany) and to everyone else (presentCompanyBrief: name and logo, for
// public pages and menus).
import type { TCompany, TCompanyBrief } from '#shared/schemas/companies.ts';
import { COMPANY_PERMISSIONS, CompanyRole, type TMembership } from '#shared/companies.ts';
import type { CompanyRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';

type BriefRow = Pick<CompanyRow, 'id' | 'kind' | 'name' | 'logo'>;

export const logoUrl = (storage: Storage, key: string | null): string | null =>
  key ? storage.url(key) : null;

export function presentCompanyBrief(storage: Storage, row: BriefRow): TCompanyBrief {
  return { id: row.id, kind: row.kind, name: row.name, logoUrl: logoUrl(storage, row.logo) };
}

/** `membership` null: an admin looking from outside (who may do everything). */
export function presentCompany(
  storage: Storage,
  row: CompanyRow,
  membership: Pick<TMembership, 'role' | 'permissions'> | null,
  membersCount: number,
): TCompany {
  return {
    ...presentCompanyBrief(storage, row),
    inn: row.inn,
    kpp: row.kpp,
    legalAddress: row.legalAddress,
    assignMode: row.assignMode,
    requestLimitMinutes: row.requestLimitMinutes,
    workdayStart: row.workdayStart,
    workdayEnd: row.workdayEnd,
    agentShare: row.agentShare,
    membersCount,
    version: row.version,
    role: membership?.role ?? null,
    permissions:
      !membership || membership.role === CompanyRole.owner
        ? [...COMPANY_PERMISSIONS]
        : [...membership.permissions],
  };
}
