// The trust card, its moderation and the builder's public page as the API reads and answers them.
import { z } from 'zod';
import {
  ESCROW_BANKS,
  TRUST_FIELDS,
  TRUST_LIMITS,
  TRUST_STATES,
  isDeveloperInn,
  isNashDomUrl,
} from '../trust.ts';
import { trustTexts } from '../texts/trust.ts';
import { zBool, zId, zInt, zNullable, zOptional, zPlainText } from './form.ts';
import { ZImage, ZPageMeta } from './common.ts';

const e = trustTexts.errors;
const zNashDom = zNullable(
  z.string().trim().max(TRUST_LIMITS.urlLength, e.nashDom).refine(isNashDomUrl, e.nashDom),
);
const zField = z.enum(TRUST_FIELDS);
const zState = z.enum(TRUST_STATES);

/** PUT /api/backoffice/objects/{id}/trust: the builder's statement (empty values clear a part). */
export const ZTrustStatementInput = z.object({
  escrowBankId: zNullable(
    zInt.refine((id) => ESCROW_BANKS.some((bank) => bank.id === id), { message: e.bank }),
  ),
  declarationUrl: zNashDom,
  permitUrl: zNashDom,
  fz214: zBool,
  developerInn: zNullable(z.string().trim().refine(isDeveloperInn, e.inn)),
  /** The version read; omitted on the first statement. */
  version: zOptional(zInt),
});
export type TTrustStatementInput = z.infer<typeof ZTrustStatementInput>;

export const ZTrustCheck = z.object({
  field: zField,
  state: zState,
  reason: z.string().nullable(),
  checkedAt: z.string().nullable(),
});

/** The back-office's view: the statement, its version and every part's check. */
export const ZTrustAnswer = z.object({
  escrowBankId: z.number().int().nullable(),
  declarationUrl: z.string().nullable(),
  permitUrl: z.string().nullable(),
  fz214: z.boolean(),
  developerInn: z.string().nullable(),
  version: z.number().int(),
  checks: z.array(ZTrustCheck),
});
export type TTrustAnswer = z.infer<typeof ZTrustAnswer>;

/** The complex page's «Проверено» card: verified parts only, with the values they confirm. */
export const ZTrustCard = z.object({
  items: z.array(
    z.object({
      field: zField,
      /** The bank's name, a link, or the INN; null for the 214-FZ flag. */
      value: z.string().nullable(),
      checkedAt: z.string(),
    }),
  ),
});
export type TTrustCard = z.infer<typeof ZTrustCard>;

export const ZTrustModerationQuery = z.object({
  state: zOptional(zState).default('pending'),
  page: zInt.pipe(z.number().min(1)).optional().default(1),
});

export const ZTrustModerationItem = z.object({
  objectId: z.number().int(),
  title: z.string(),
  builder: z.string().nullable(),
  field: zField,
  state: zState,
  /** What the builder stated for the part. */
  value: z.string().nullable(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  checkedAt: z.string().nullable(),
});
export type TTrustModerationItem = z.infer<typeof ZTrustModerationItem>;
export const ZTrustModerationPage = z.object({ data: z.array(ZTrustModerationItem), meta: ZPageMeta });

export const ZTrustDecision = z
  .object({
    field: zField,
    verified: zBool,
    reason: zOptional(zPlainText(TRUST_LIMITS.refuseReason.max)),
  })
  .superRefine((value, ctx) => {
    if (!value.verified && (value.reason ?? '').length < TRUST_LIMITS.refuseReason.min) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: e.reason });
    }
  });
export type TTrustDecision = z.infer<typeof ZTrustDecision>;
export const ZTrustObjectParams = z.object({ objectId: zId });

/** GET /api/builders/{id}: a builder company's public page. */
export const ZBuilderPage = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  complexes: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      district: z.string().nullable(),
      image: ZImage.nullable(),
      /** Every published building delivered (handover date passed). */
      delivered: z.boolean(),
      /** The latest handover date among its buildings (ISO), or null. */
      deadline: z.string().nullable(),
      deadlineShifts: z.number().int(),
      escrowVerified: z.boolean(),
    }),
  ),
  /** Buildings whose handover date has passed, and those of them never postponed to a later quarter. */
  record: z.object({ delivered: z.number().int(), onTime: z.number().int() }),
  /** Verified parts across its complexes: how many complexes each is confirmed for. */
  documents: z.array(z.object({ field: zField, complexes: z.number().int() })),
});
export type TBuilderPage = z.infer<typeof ZBuilderPage>;
export const ZBuilderParams = z.object({ id: zId });
