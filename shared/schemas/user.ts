// The user as the API presents it, and the login and profile requests (PRODUCT §3, §7).
import { z } from 'zod';
import { Role } from '../enums.ts';
import { readSmsCode } from '../sms-code.ts';
import { normalizeTelegram, normalizeWhatsapp } from '../messengers.ts';
import { profileTexts } from '../texts/profile.ts';
import { PRIVACY_VERSIONS, privacyTexts } from '../texts/privacy.ts';
import { zEnum, ZAbility, ZUserStatus } from './enum.ts';
import { zBool, zId, zOptional, zPlainText } from './form.ts';
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
  /** E.164, shown to the clients of the agent's shared collections. */
  whatsapp: z.string().nullable(),
  /** A username without @. */
  telegram: z.string().nullable(),
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
  /**
   * The edition of the personal-data consent (shared/texts/privacy.ts) the person ticked on the login screen. An
   * unknown one is a 422 on this field, checked before the code, so an app older than the consent costs no try and is
   * asked to reload. None at all is the server's to judge after the code (server/modules/auth/login.ts): an account
   * with a consent on record logs in, a new one is refused on `consent` (decision 039).
   */
  consentVersion: z
    .custom<string>()
    .optional()
    .refine((v) => v === undefined || (typeof v === 'string' && PRIVACY_VERSIONS.includes(v)), {
      message: privacyTexts.versionMissing,
    }),
});
/** What the client sends: every field, the consent's edition when the box was ticked. */
export type TLoginRequest = Required<Omit<z.input<typeof ZLoginRequest>, 'consentVersion'>> & {
  consentVersion?: string;
};

export const ZLoginResponse = z.object({ token: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * A messenger contact: absent keeps it, "" or null clears it, anything else must read as one (stored normalised).
 */
function zMessenger(read: (text: string) => string | null, message: string) {
  return z
    .preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .max(100, message)
        .nullable()
        .optional()
        .transform((text, ctx) => {
          if (text == null || text.trim() === '') return text == null ? text : null;
          const value = read(text);
          if (value === null) ctx.addIssue({ code: 'custom', message });
          return value ?? z.NEVER;
        }),
    )
    .optional();
}

/** POST /api/user/update: profile fields; acceptTerms moves a new user past onboarding. */
/** DELETE /api/user/account: the account is anonymised only when the body says so. */
export const ZDeleteAccountRequest = z.object({
  confirm: z.custom<true>().refine((v) => v === true || v === 1 || v === '1' || v === 'true', {
    message: privacyTexts.profile.confirmRequired,
  }),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

export const ZUserUpdate = z.object({
  name: zOptional(zPlainText(100, { multiline: false })),
  email: zOptional(z.string().trim().max(254).pipe(z.email('Неверный адрес электронной почты'))),
  whatsapp: zMessenger(normalizeWhatsapp, profileTexts.errors.whatsapp),
  telegram: zMessenger(normalizeTelegram, profileTexts.errors.telegram),
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
  name: zPlainText(100, { multiline: false, required: 'Обязательное поле' }),
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

const blankOr = (read: (text: string) => boolean) => (text: string) =>
  text.trim() === '' || read(text.trim());

/** The cabinet's profile form: what a person types; the server reads the same fields with ZUserUpdate. */
export const ZProfileForm = z.object({
  name: z.string().trim().min(1, profileTexts.errors.nameRequired).max(100, 'Не длиннее 100 символов'),
  email: z.string().trim().max(254).pipe(z.email(profileTexts.errors.email)),
  whatsapp: z.string().refine(
    blankOr((text) => normalizeWhatsapp(text) !== null),
    profileTexts.errors.whatsapp,
  ),
  telegram: z.string().refine(
    blankOr((text) => normalizeTelegram(text) !== null),
    profileTexts.errors.telegram,
  ),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;
