// Companies: the profile, members with roles and permissions, invites by phone (shared/api/companies.ts).
import { z } from 'zod';
import {
  AssignMode,
  COMPANY_LIMITS,
  COMPANY_PERMISSIONS,
  COMPANY_ROLES,
  CompanyKind,
  isValidInn,
  isValidKpp,
  type TAssignMode,
  type TCompanyKind,
  type TCompanyPermission,
  type TCompanyRole,
} from '../companies.ts';
import { companyTexts } from '../texts/companies.ts';
import { COMMISSION_LIMITS } from '../deals.ts';
import { commissionTexts } from '../texts/commissions.ts';
import { ZPageMeta } from './common.ts';
import { zBool, zId, zInt, zList, zNullable, zOptional, zPlainText } from './form.ts';
import { ZPhoneInput } from './user.ts';

const e = companyTexts.errors;

/** Limits of the request rules a builder sets. */
export const COMPANY_RULE_LIMITS = { requestLimitMinutes: { min: 5, max: 1440 } } as const;

const ZKind = z.enum([CompanyKind.agency, CompanyKind.builder] as [TCompanyKind, ...TCompanyKind[]]);
const ZRole = z.enum(COMPANY_ROLES as [TCompanyRole, ...TCompanyRole[]]);
const ZPermission = z.enum(COMPANY_PERMISSIONS as [TCompanyPermission, ...TCompanyPermission[]]);
const ZAssignMode = z.enum(Object.values(AssignMode) as [TAssignMode, ...TAssignMode[]]);

const zRoleInput = z.enum(COMPANY_ROLES as [TCompanyRole, ...TCompanyRole[]], { error: e.roleInvalid });
const zPermissionsInput = zList(
  z.enum(COMPANY_PERMISSIONS as [TCompanyPermission, ...TCompanyPermission[]], {
    error: e.permissionInvalid,
  }),
);

/** Digits only; spaces people type are dropped. */
const zInn = z
  .string({ error: e.innRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, e.innRequired).refine(isValidInn, e.innInvalid));
const zKpp = z
  .string()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().refine(isValidKpp, e.kppInvalid));
const zName = zPlainText(COMPANY_LIMITS.name, { multiline: false, required: e.nameRequired });
const zAddress = zPlainText(COMPANY_LIMITS.legalAddress, { multiline: false });
const zHour = zInt.pipe(z.number().min(0, e.hour).max(24, e.hour));

export const ZCompanyParams = z.object({ id: zId });
export const ZCompanyMemberParams = z.object({ id: zId, userId: zId });
export const ZCompanyInviteParams = z.object({ id: zId, inviteId: zId });

/** What public pages and menus show of a company. */
export const ZCompanyBrief = z.object({
  id: z.number().int(),
  kind: ZKind,
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type TCompanyBrief = z.infer<typeof ZCompanyBrief>;

/** The company as its members see it, with the caller's own place (null for an admin from outside). */
export const ZCompany = ZCompanyBrief.extend({
  inn: z.string().nullable(),
  kpp: z.string().nullable(),
  legalAddress: z.string().nullable(),
  assignMode: ZAssignMode,
  requestLimitMinutes: z.number().int(),
  workdayStart: z.number().int(),
  workdayEnd: z.number().int(),
  /** An agency's split of each commission: the agent's percent (decision 040). */
  agentShare: z.number().int(),
  membersCount: z.number().int(),
  version: z.number().int(),
  role: ZRole.nullable(),
  permissions: z.array(ZPermission),
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompaniesPage = z.object({ data: z.array(ZCompany), meta: ZPageMeta });

export const ZCompanyCreate = z.object({
  kind: z.enum([CompanyKind.agency, CompanyKind.builder] as [TCompanyKind, ...TCompanyKind[]], {
    error: e.kindInvalid,
  }),
  name: zName,
  inn: zInn,
  kpp: zOptional(zKpp),
  legalAddress: zOptional(zAddress),
});
export type TCompanyCreate = z.input<typeof ZCompanyCreate>;

export const ZCompanyUpdate = z
  .object({
    name: zName,
    inn: zInn,
    kpp: zNullable(zKpp),
    legalAddress: zNullable(zAddress),
    /** Builders only; an agency's are ignored. */
    assignMode: zOptional(ZAssignMode),
    requestLimitMinutes: zOptional(
      zInt.pipe(
        z
          .number()
          .min(COMPANY_RULE_LIMITS.requestLimitMinutes.min, e.requestLimit)
          .max(COMPANY_RULE_LIMITS.requestLimitMinutes.max, e.requestLimit),
      ),
    ),
    workdayStart: zOptional(zHour),
    workdayEnd: zOptional(zHour),
    /** Agencies only: the agent's percent of each commission; a builder's is ignored. */
    agentShare: zOptional(
      zInt.pipe(
        z
          .number()
          .min(COMMISSION_LIMITS.agentShare.min, commissionTexts.fields.agentShare)
          .max(COMMISSION_LIMITS.agentShare.max, commissionTexts.fields.agentShare),
      ),
    ),
    /** The version the edit was based on (decision 018): a stale one is a 409. */
    version: zOptional(zInt),
  })
  .superRefine((v, ctx) => {
    if (v.workdayStart !== undefined && v.workdayEnd !== undefined && v.workdayEnd <= v.workdayStart) {
      ctx.addIssue({ code: 'custom', path: ['workdayEnd'], message: e.workHours });
    }
  });
export type TCompanyUpdate = z.input<typeof ZCompanyUpdate>;

export const ZCompanyLogo = z.object({ logoUrl: z.string().nullable() });

export const ZCompanyMember = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  phone: z.string(),
  role: ZRole,
  permissions: z.array(ZPermission),
  takesRequests: z.boolean(),
  joinedAt: z.string(),
});
export type TCompanyMember = z.infer<typeof ZCompanyMember>;

export const ZCompanyInvite = z.object({
  id: z.number().int(),
  phone: z.string(),
  role: ZRole,
  permissions: z.array(ZPermission),
  createdAt: z.string(),
});
export type TCompanyInvite = z.infer<typeof ZCompanyInvite>;

export const ZCompanyMembers = z.object({
  members: z.array(ZCompanyMember),
  /** Invites still waiting for their phone's login. */
  invites: z.array(ZCompanyInvite),
});
export type TCompanyMembers = z.infer<typeof ZCompanyMembers>;

export const ZCompanyInviteCreate = z.object({
  phone: ZPhoneInput,
  role: zRoleInput,
  /** The role's defaults when absent. */
  permissions: zPermissionsInput.optional(),
});
export type TCompanyInviteCreate = z.input<typeof ZCompanyInviteCreate>;

export const ZCompanyMemberUpdate = z.object({
  role: zRoleInput,
  permissions: zPermissionsInput,
  takesRequests: zOptional(zBool),
});
export type TCompanyMemberUpdate = z.input<typeof ZCompanyMemberUpdate>;

export const ZCompanyDone = z.object({ ok: z.literal(true) });

/** GET /api/user/company: the caller's companies with their role and permissions. */
export const ZUserCompany = z.object({
  company: ZCompanyBrief,
  role: ZRole,
  permissions: z.array(ZPermission),
});
export type TUserCompany = z.infer<typeof ZUserCompany>;
export const ZUserCompanies = z.array(ZUserCompany);
