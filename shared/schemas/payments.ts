// Paid placement (issue 5): POST /api/user/payment starts a payment; a confirmed one grants what it bought.
import { z } from 'zod';
import { zId } from './form.ts';
import { ZUser } from './user.ts';
import { stringEnum, type ValueOf } from '../string-enum.ts';

/** What a payment buys; today only the right to post resale offers. */
export const PaymentPurpose = { adCreate: 'ad-create' } as const;
export type TPaymentPurpose = ValueOf<typeof PaymentPurpose>;
const purposes = Object.values(PaymentPurpose) as [TPaymentPurpose, ...TPaymentPurpose[]];

export const PaymentStatus = stringEnum('pending', 'succeeded', 'canceled');
export type TPaymentStatus = ValueOf<typeof PaymentStatus>;
const statuses = Object.values(PaymentStatus) as [TPaymentStatus, ...TPaymentStatus[]];

/** The body may be absent: the purpose defaults to ad-create. */
export const ZPaymentStart = z.object({ purpose: z.enum(purposes).default(PaymentPurpose.adCreate) });

export const ZPayment = z.object({
  id: z.number().int(),
  purpose: z.enum(purposes),
  /** Whole roubles. */
  amount: z.number().int(),
  status: z.enum(statuses),
  /** Where to send the payer (YooKassa's page); null once settled or with the test provider. */
  confirmationUrl: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** The payment and the user as they are now (abilities granted when it succeeded). */
export const ZPaymentResponse = z.object({ payment: ZPayment, user: ZUser });
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** GET /api/user/payment/:id. */
export const ZPaymentParams = z.object({ id: zId });

/** YooKassa's notification: trusted only for which payment to fetch again from its API. */
export const ZPaymentWebhook = z.object({
  event: z.string().max(100),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});
export const ZPaymentWebhookAnswer = z.object({ ok: z.literal(true) });
