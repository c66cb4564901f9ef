// The user as the API presents it, and the login and profile requests (PRODUCT §3, §7).
import { z } from 'zod';
import { Role } from '../enums.ts';
import { readSmsCode } from '../sms-code.ts';
import { zEnum, ZAbility, ZUserStatus } from './enum.ts';
import { zBool, zId, zOptional, zText } from './form.ts';
import { ZSearchFilter } from './filter.ts';
import { ZFilterNotify } from './filter-alerts.ts';

/** A phone as people type it: +7(900)000-00-01, 79000000001, +79000000001, 89000000001. */
export const ZPhoneInput = z.string().trim().min(1, 'Введите номер телефона').max(32);

export const ZSavedFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Presets are built in; a saved filter is never one. */
  preset: z.literal(false),
  filter: z.record(z.string(), z.unknown()),
  /** The subscription to new matches (shared/filter-alerts.ts). */
  notify: ZFilterNotify,
  createdAt: z.string(),
});
export type TSavedFilter = z.infer<typeof ZSavedFilter>;

export const ZInvite = z.object({
  id: z.number().int(),
  phone: z.string(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInvite = z.infer<typeof ZInvite>;

export const ZUser = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  group: zEnum(Role),
  status: ZUserStatus,
  abilities: z.array(ZAbility),
  /** PRODUCT §6: commission column and fields are shown only with this. */
  canWatchCommission: z.boolean(),
  filters: z.array(ZSavedFilter),
  invites: z.array(ZInvite),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZCodeRequest = z.object({ phone: ZPhoneInput });
export type TCodeRequest = z.infer<typeof ZCodeRequest>;

export const ZCodeResponse = z.object({
  /** Seconds until another code may be asked for. */
  resendIn: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type TCodeResponse = z.infer<typeof ZCodeResponse>;

/**
 * POST /api/user/login {phone, code}. The client sends the six digits as a string. A missing or malformed code is
 * answered like a wrong one, 400 InvalidSmsCode costing no try, never a 422 form error: so `code` takes any value and
 * comes out as the six digits or null, which the route refuses with InvalidSmsCode (docs/decisions/002).
 */
export const ZLoginRequest = z.object({
  phone: ZPhoneInput,
  code: z.custom<string>().optional().transform(readSmsCode),
});
/** What the client sends: both fields. */
export type TLoginRequest = Required<z.input<typeof ZLoginRequest>>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /api/user/update: profile fields; acceptTerms moves a new user past onboarding. */
export const ZUserUpdate = z.object({
  name: zOptional(zText(100)),
  email: zOptional(z.string().trim().max(254).pipe(z.email('Неверный адрес электронной почты'))),
  acceptTerms: zOptional(zBool),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZVerifySendRequest = z.object({
  email: zOptional(z.string().trim().max(254).pipe(z.email('Неверный адрес электронной почты'))),
});

export const ZVerifySendResponse = z.object({ resendIn: z.number().int() });

/** GET /api/email/verify/:token: the link from the letter. */
export const ZVerifyEmailParams = z.object({ token: z.string() });

export const ZUserResponse = z.object({ user: ZUser });

/** POST /api/user/logout: the token is revoked. */
export const ZLogoutResponse = z.object({ ok: z.literal(true) });

/** Payload of the private event VerifyEmailSuccess: the user as it is now. */
export const ZVerifyEmailSuccessEvent = z.object({ user: ZUser });
export type TVerifyEmailSuccessEvent = z.infer<typeof ZVerifyEmailSuccessEvent>;

/** POST /api/user/filter: the current search filter under a name. */
export const ZSavedFilterCreate = z.object({
  name: zText(100).min(1, 'Обязательное поле'),
  filter: ZSearchFilter,
  notify: ZFilterNotify.optional(),
});
export type TSavedFilterCreate = z.input<typeof ZSavedFilterCreate>;

/** DELETE /api/user/filter/{id}. */
export const ZSavedFilterParams = z.object({ id: zId });
export const ZSavedFilterDeleted = z.object({ ok: z.literal(true) });

/** POST /api/user/invite: a phone as people type it, normalized like the login's. */
export const ZInviteCreate = z.object({ phone: ZPhoneInput });
/** DELETE /api/user/invite/{id}. */
export const ZInviteParams = z.object({ id: zId });
export const ZInviteDeleted = z.object({ ok: z.literal(true) });
