// The booking agreement: the complex's DOCX template, the agreement's state for the booking's screens, the signing.
import { z } from 'zod';
import { AGREEMENT_CODE, AgreementState, type TAgreementState } from '../deals.ts';
import { agreementTexts } from '../texts/agreements.ts';

export const ZAgreementTemplate = z.object({
  /** The uploaded file's name; null: no template. */
  name: z.string().nullable(),
  /** Placeholders the template may use, to copy from the screen. */
  placeholders: z.array(z.object({ name: z.string(), title: z.string() })),
});
export type TAgreementTemplate = z.infer<typeof ZAgreementTemplate>;

const STATES = Object.values(AgreementState) as [TAgreementState, ...TAgreementState[]];

export const ZAgreement = z.object({
  bookingId: z.number().int(),
  /** The complex has a template: the agreement can be opened and signed. */
  available: z.boolean(),
  /** null: not made yet (nobody opened it). */
  state: z.enum(STATES).nullable(),
  /** The buyer's phone the code goes to (the booking's client phone). */
  phone: z.string(),
  /** Seconds until another code may be sent (0: now). */
  resendIn: z.number().int(),
  /** Seconds the sent code stays valid (0: none valid). */
  expiresIn: z.number().int(),
  attemptsLeft: z.number().int(),
  signedAt: z.string().nullable(),
  signedIp: z.string().nullable(),
  /** SHA-256 (hex) of the agreement PDF the buyer signed. */
  hash: z.string().nullable(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

export const ZAgreementSign = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(AGREEMENT_CODE.length, '0') : v),
    z
      .string({ message: agreementTexts.errors.codeFormat })
      .trim()
      .regex(new RegExp(`^\\d{${AGREEMENT_CODE.length}}$`), agreementTexts.errors.codeFormat),
  ),
});
export type TAgreementSign = z.infer<typeof ZAgreementSign>;
