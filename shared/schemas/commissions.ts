// «Вознаграждения» as the API reads and presents them (shared/deals.ts: states, terms, limits).
import { z } from 'zod';
import { Layout } from '../enums.ts';
import {
  COMMISSION_ACTIONS,
  COMMISSION_LIMITS,
  COMMISSION_STATES,
  DEAL_LIMITS,
  DEAL_STAGES,
  type TCommissionAction,
  type TCommissionState,
  type TDealStage,
} from '../deals.ts';
import { commissionTexts } from '../texts/commissions.ts';
import { UNIT_KINDS, type TUnitKind } from '../unit-kind.ts';
import { ZPageMeta } from './common.ts';
import { zEnum } from './enum.ts';
import { zBool, zId, zInt, zOptional, zPlainText } from './form.ts';

const f = commissionTexts.fields;
export const ZCommissionState = z.enum(COMMISSION_STATES as [TCommissionState, ...TCommissionState[]]);
const zPage = zInt.pipe(z.number().min(1)).optional().default(1);
/** A calendar day (Moscow) as the forms send it. */
const zDay = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), message),
  );
/** YYYY-MM, the accrual month. */
const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, f.month);

export const ZCommissionParams = z.object({ id: zId });

/** GET /api/commissions: the agent's own; an agency head's: the agency's, optionally one member's. */
export const ZCommissionsQuery = z.object({
  page: zPage,
  state: zOptional(ZCommissionState),
  member: zOptional(zId),
});
/** GET /api/backoffice/commissions; agencyId 0: agents without an agency. */
export const ZBackofficeCommissionsQuery = z.object({
  page: zPage,
  state: zOptional(ZCommissionState),
  agencyId: zOptional(zInt.pipe(z.number().min(0))),
  month: zOptional(zMonth),
});
export const ZCommissionsCsvQuery = z.object({ month: zOptional(zMonth) });

export const ZCommissionReconcile = z.object({
  contractNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ message: f.contractNumber }).regex(DEAL_LIMITS.contractNumber, f.contractNumber),
  ),
  contractDate: zDay(f.contractDate),
  comment: zOptional(zPlainText(DEAL_LIMITS.comment)),
});
export type TCommissionReconcile = z.infer<typeof ZCommissionReconcile>;

export const ZCommissionUpdate = z
  .object({
    version: zInt,
    action: z.enum(COMMISSION_ACTIONS as [TCommissionAction, ...TCommissionAction[]]),
    paymentOrder: zOptional(z.string().trim()),
    paidAt: zOptional(zDay(f.paidAt)),
    comment: zOptional(zPlainText(DEAL_LIMITS.comment)),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'pay') {
      if (!v.paymentOrder || !DEAL_LIMITS.paymentOrder.test(v.paymentOrder))
        ctx.addIssue({ code: 'custom', path: ['paymentOrder'], message: f.paymentOrder });
      if (!v.paidAt) ctx.addIssue({ code: 'custom', path: ['paidAt'], message: f.paidAt });
    }
    if (v.action === 'dispute' && !v.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: f.comment });
  });
export type TCommissionUpdate = z.infer<typeof ZCommissionUpdate>;

/** POST /api/commissions/{id}/comments: a line of the thread; `dispute` opens a dispute with it. */
export const ZCommissionComment = z.object({
  text: z.preprocess((v) => v ?? '', zPlainText(DEAL_LIMITS.comment, { required: f.comment })),
  dispute: zOptional(zBool),
});
export type TCommissionCommentInput = z.infer<typeof ZCommissionComment>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZCommissionTerms = z.object({
  kind: z.enum(['percent', 'fixed']),
  /** Basis points for a percent (150 = 1,5 %), roubles for a fixed sum. */
  value: z.number().int(),
  source: z.enum(['complex', 'layout']),
});

export const ZCommissionLine = z.object({
  id: z.number().int(),
  /** Who wrote it; null: the system (the deal moved). */
  author: z.string().nullable(),
  side: z.enum(['agent', 'builder']).nullable(),
  fromState: ZCommissionState.nullable(),
  toState: ZCommissionState.nullable(),
  text: z.string().nullable(),
  createdAt: z.string(),
});
export type TCommissionLine = z.infer<typeof ZCommissionLine>;

export const ZCommission = z.object({
  id: z.number().int(),
  state: ZCommissionState,
  version: z.number().int(),
  deal: z.object({
    id: z.number().int(),
    stage: z.enum(DEAL_STAGES as [TDealStage, ...TDealStage[]]),
    objectId: z.number().int(),
    objectTitle: z.string(),
    unit: z.object({
      kind: z.enum(UNIT_KINDS as [TUnitKind, ...TUnitKind[]]),
      number: z.string().nullable(),
      floor: z.number().int().nullable(),
      area: z.number().nullable(),
    }),
    buyerName: z.string(),
    price: z.number().int(),
    contractNumber: z.string().nullable(),
    contractDate: z.string().nullable(),
  }),
  company: ZPerson.nullable(),
  terms: ZCommissionTerms,
  base: z.number().int(),
  amount: z.number().int(),
  /** Percent of the commission to the agent (the agency's split); 100 without an agency. */
  agentShare: z.number().int(),
  agentAmount: z.number().int(),
  agencyAmount: z.number().int(),
  agent: ZPerson.nullable(),
  agency: ZPerson.nullable(),
  contractNumber: z.string().nullable(),
  contractDate: z.string().nullable(),
  reconcileComment: z.string().nullable(),
  reconcileAt: z.string().nullable(),
  accruedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paymentOrder: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do now. */
  can: z.object({
    reconcile: z.boolean(),
    approve: z.boolean(),
    pay: z.boolean(),
    dispute: z.boolean(),
    comment: z.boolean(),
  }),
  thread: z.array(ZCommissionLine),
});
export type TCommission = z.infer<typeof ZCommission>;
export const ZCommissionAnswer = z.object({ commission: ZCommission });

/** Sums in roubles, computed in SQL. */
export const ZCommissionSums = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  agentAmount: z.number().int(),
  agencyAmount: z.number().int(),
});
export type TCommissionSums = z.infer<typeof ZCommissionSums>;
export const ZCommissionTotals = z.object({
  byState: z.array(ZCommissionSums.extend({ state: ZCommissionState })),
  /** PAYABLE_COMMISSION_STATES: «К выплате». */
  payable: ZCommissionSums,
  paid: ZCommissionSums,
});
export type TCommissionTotals = z.infer<typeof ZCommissionTotals>;

export const ZCommissionsPage = z.object({
  data: z.array(ZCommission),
  meta: ZPageMeta,
  /** For an agency head: the agency's members, for the filter; empty for anyone else. */
  members: z.array(ZPerson),
  /** The agency the caller heads, or null: the screen says the agency's and the agents' parts. */
  agency: ZPerson.nullable(),
  totals: ZCommissionTotals,
});
export type TCommissionsPage = z.infer<typeof ZCommissionsPage>;

export const ZBackofficeCommissionsPage = z.object({
  data: z.array(ZCommission),
  meta: ZPageMeta,
  totals: ZCommissionTotals,
  /** By accrual month (Moscow), newest first; the month filter left out. */
  months: z.array(
    ZCommissionSums.extend({ month: z.string(), payable: z.number().int(), paid: z.number().int() }),
  ),
  /** By agency (null: agents without one), the agency filter left out. */
  agencies: z.array(
    ZCommissionSums.extend({
      agencyId: z.number().int().nullable(),
      name: z.string(),
      payable: z.number().int(),
      paid: z.number().int(),
    }),
  ),
});
export type TBackofficeCommissionsPage = z.infer<typeof ZBackofficeCommissionsPage>;

const ZTermsKind = z.enum(['percent', 'fixed'], { message: f.fixedRequired });
const zFixed = zInt.pipe(
  z
    .number({ message: f.fixed })
    .min(COMMISSION_LIMITS.fixed.min, f.fixed)
    .max(COMMISSION_LIMITS.fixed.max, f.fixed),
);

/** A layout's own terms: basis points for a percent (250 = 2,5 %), roubles for a fixed sum. */
export const ZCommissionOverride = z
  .object({ cntApart: zEnum(Layout), kind: ZTermsKind, value: zInt })
  .superRefine((o, ctx) => {
    const limits = o.kind === 'fixed' ? COMMISSION_LIMITS.fixed : COMMISSION_LIMITS.percent;
    if (o.value < limits.min || o.value > limits.max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: o.kind === 'fixed' ? f.fixed : f.percent });
  });

/** PUT /api/backoffice/objects/{id} `commission`: the terms beside the percent; absent keys stay. */
export const ZCommissionTermsPatch = {
  kind: ZTermsKind.optional(),
  fixed: z.preprocess((v) => (v === '' ? null : v), zFixed.nullable().optional()),
  overrides: z
    .preprocess(
      (v) => (v === '' || v === null ? [] : v),
      z.array(ZCommissionOverride).max(Object.keys(Layout).length),
    )
    .optional()
    .superRefine((list, ctx) => {
      list?.forEach((o, i) => {
        if (list.findIndex((other) => other.cntApart === o.cntApart) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'cntApart'], message: f.overrideLayout });
      });
    }),
};

/** The complex's terms as the back-office reads them. */
export const ZCommissionTermsSettings = {
  kind: z.enum(['percent', 'fixed']),
  fixed: z.number().int().nullable(),
  overrides: z.array(
    z.object({ cntApart: z.number().int(), kind: z.enum(['percent', 'fixed']), value: z.number().int() }),
  ),
};
