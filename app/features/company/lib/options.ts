// The choices the company screen offers, with their Russian titles.
import { AssignMode, COMPANY_PERMISSIONS, COMPANY_ROLES, hasPermission } from '#shared/companies.ts';
import type { TCompany } from '#shared/schemas/companies.ts';
import { companyPermissionTitles, companyRoleTitles, companyTexts } from '#shared/texts/companies.ts';

export const roleOptions = COMPANY_ROLES.map((value) => ({ value, title: companyRoleTitles[value] }));
export const permissionOptions = COMPANY_PERMISSIONS.map((value) => ({
  value,
  title: companyPermissionTitles[value],
}));
export const assignModeOptions = Object.values(AssignMode).map((value) => ({
  value,
  title: companyTexts.profile.assignModes[value],
}));

/** The caller may change the company (an admin from outside has role null and every permission). */
export const canManage = (company: Pick<TCompany, 'role' | 'permissions'>) =>
  company.role === null ||
  hasPermission({ role: company.role, permissions: company.permissions }, 'settings');
