// Companies (agencies and builders as teams) and client fixation: kinds, roles, permissions and states. Zod-free, so
// any screen can read them; the Russian titles live in shared/texts/companies.ts.
import { stringEnum, type ValueOf } from './string-enum.ts';

export const CompanyKind = stringEnum('agency', 'builder');
export type TCompanyKind = ValueOf<typeof CompanyKind>;
export const COMPANY_KINDS = Object.values(CompanyKind);

export const CompanyRole = stringEnum('owner', 'manager', 'member');
export type TCompanyRole = ValueOf<typeof CompanyRole>;
export const COMPANY_ROLES = Object.values(CompanyRole);

/**
 * What a member may do beyond their role. An owner may do everything; managers and members what the list says.
 * prices: change unit prices; publish: publish and unpublish; bookings: answer bookings and requests (a member always
 * answers those assigned to them); analytics: the company's analytics; settings: the company, members, invites and
 * the complexes' rules (fixation, widget, feeds).
 */
export const CompanyPermission = stringEnum('prices', 'publish', 'bookings', 'analytics', 'settings');
export type TCompanyPermission = ValueOf<typeof CompanyPermission>;
export const COMPANY_PERMISSIONS = Object.values(CompanyPermission);

/** What a new member gets unless the owner says otherwise. */
export const DEFAULT_PERMISSIONS: Record<TCompanyRole, readonly TCompanyPermission[]> = {
  owner: COMPANY_PERMISSIONS,
  manager: ['bookings', 'analytics'],
  member: ['bookings'],
};

/** A person's place in one company, as the server reads it on every request. */
export interface TMembership {
  companyId: number;
  kind: TCompanyKind;
  role: TCompanyRole;
  permissions: readonly TCompanyPermission[];
}

export const hasPermission = (m: Pick<TMembership, 'role' | 'permissions'>, p: TCompanyPermission) =>
  m.role === CompanyRole.owner || m.permissions.includes(p);

/** The agency's head (owner or manager) sees every member's bookings, fixations, collections and deals. */
export const headsCompany = (m: Pick<TMembership, 'role'>) =>
  m.role === CompanyRole.owner || m.role === CompanyRole.manager;

export const FixationState = stringEnum('pending', 'active', 'rejected', 'expired', 'converted');
export type TFixationState = ValueOf<typeof FixationState>;
export const FIXATION_STATES = Object.values(FixationState);
/** A fixation in these states holds its phone on its complex: a second one is refused. */
export const HOLDING_FIXATION_STATES: readonly TFixationState[] = ['pending', 'active'];

export const FixationMode = stringEnum('auto', 'manual');
export type TFixationMode = ValueOf<typeof FixationMode>;

export const FixationAction = stringEnum('accept', 'reject', 'extend');
export type TFixationAction = ValueOf<typeof FixationAction>;

export const FIXATION_DEFAULTS = { mode: FixationMode.auto, days: 30 } as const;
export const FIXATION_LIMITS = {
  days: { min: 1, max: 180 },
  /** How long one extension adds (the builder's rule days again, once). */
  extensions: 1,
  /** The agent is warned this many days before expiry. */
  warnDays: 3,
  clientName: 100,
  comment: 1000,
  reason: 500,
} as const;

/** How requests find a manager: in turn among those who take requests, or by the complex's own manager. */
export const AssignMode = { roundRobin: 'round_robin', byObject: 'by_object' } as const;
export type TAssignMode = ValueOf<typeof AssignMode>;

export const COMPANY_DEFAULTS = {
  assignMode: AssignMode.roundRobin,
  /** Minutes of working time before an unassigned request is reported to the owner. */
  requestLimitMinutes: 60,
  /** Working hours, Moscow time. */
  workdayStart: 9,
  workdayEnd: 19,
} as const;

export const COMPANY_LIMITS = { name: 200, legalAddress: 500, members: 500 } as const;

/** INN: 10 digits (an organisation) or 12 (a person or sole trader), with the tax service's check digits. */
export function isValidInn(value: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const d = [...value].map(Number);
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * d[i]!, 0) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return (
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
  );
}

/** KPP: 9 characters, digits with two letters or digits in places 5–6. */
export const isValidKpp = (value: string) => /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
