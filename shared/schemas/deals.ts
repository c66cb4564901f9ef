// The deal as the API reads and presents it (shared/deals.ts: stages, limits; decision 040).
import { z } from 'zod';
import {
  COMMISSION_STATES,
  DEAL_LIMITS,
  DEAL_SOLD_FROM,
  DEAL_STAGES,
  type TCommissionState,
  type TDealEventKind,
  type TDealSoldFrom,
  type TDealStage,
} from '../deals.ts';
import { Payment } from '../enums.ts';
import { dealTexts } from '../texts/deals.ts';
import { ZPageMeta } from './common.ts';
import { zEnum } from './enum.ts';
import { zId, zInt, zOptional, zPlainText } from './form.ts';

const e = dealTexts.errors;
const zStage = z.enum(DEAL_STAGES as [TDealStage, ...TDealStage[]], { message: e.stage });
/** A calendar day as the date input gives it. */
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, e.date);
const zPage = zInt.pipe(z.number().min(1)).optional().default(1);

export const ZDealCreate = z.object({
  bookingId: zId,
  payment: zOptional(zEnum(Payment)),
});
export type TDealCreate = z.infer<typeof ZDealCreate>;

export const ZDealParams = z.object({ id: zId });
export const ZDealDocumentParams = z.object({ id: zId, docId: zId });

/** PUT /api/backoffice/deals/{id}: a stage move with its fields, or an edit (price, payment, manager, e-mail). */
export const ZDealChange = z.object({
  version: zInt,
  stage: zOptional(zStage),
  date: zOptional(zDay),
  number: zOptional(z.string().trim().max(60)),
  amount: zOptional(zInt),
  reason: zOptional(zPlainText(DEAL_LIMITS.reason)),
  price: zOptional(zInt),
  payment: zOptional(zEnum(Payment)),
  assigneeId: zOptional(zId),
  buyerEmail: zOptional(z.string().trim().max(254).pipe(z.email(e.buyerEmail))),
  comment: zOptional(zPlainText(DEAL_LIMITS.comment)),
});
export type TDealChange = z.infer<typeof ZDealChange>;

export const ZBackofficeDealsQuery = z.object({
  page: zPage,
  stage: zOptional(zStage),
  objectId: zOptional(zId),
  assignee: zOptional(zId),
  agencyId: zOptional(zId),
  /** Opened from / to (calendar days, Moscow). */
  from: zOptional(zDay),
  to: zOptional(zDay),
});
export const ZDealsQuery = z.object({
  page: zPage,
  stage: zOptional(zStage),
  /** The agency's head: one agent's deals. */
  member: zOptional(zId),
});

/** The complex's deal settings (PUT /api/backoffice/objects/{id} `deals`). */
export const ZDealSettings = z.object({
  soldFrom: z.enum(DEAL_SOLD_FROM as [TDealSoldFrom, ...TDealSoldFrom[]]),
  stallDays: zInt.pipe(
    z
      .number({ message: dealTexts.settings.stallDaysError })
      .min(1, dealTexts.settings.stallDaysError)
      .max(180, dealTexts.settings.stallDaysError),
  ),
});
export type TDealSettings = z.infer<typeof ZDealSettings>;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZDealCommission = z.object({
  id: z.number().int(),
  state: z.enum(COMMISSION_STATES as [TCommissionState, ...TCommissionState[]]),
  kind: z.enum(['percent', 'fixed']),
  /** Basis points for a percent, roubles for a fixed sum. */
  value: z.number().int(),
  amount: z.number().int(),
  agentShare: z.number().int(),
  agentAmount: z.number().int(),
  agencyAmount: z.number().int(),
});

export const ZDeal = z.object({
  id: z.number().int(),
  version: z.number().int(),
  stage: zStage,
  stageAt: z.string(),
  objectId: z.number().int(),
  objectTitle: z.string(),
  bookingId: z.number().int().nullable(),
  bookingCreatedAt: z.string().nullable(),
  fixationId: z.number().int().nullable(),
  unit: z.object({
    cellId: z.number().int().nullable(),
    number: z.string().nullable(),
    floor: z.number().int().nullable(),
    area: z.number().nullable(),
    cntApart: z.number().int().nullable(),
  }),
  price: z.number().int(),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  agent: ZPerson.nullable(),
  agency: ZPerson.nullable(),
  assignee: ZPerson.nullable(),
  payment: z.number().int().nullable(),
  agreementDate: z.string().nullable(),
  contractNumber: z.string().nullable(),
  contractDate: z.string().nullable(),
  registrationSubmittedDate: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  registrationDate: z.string().nullable(),
  paymentAmount: z.number().int().nullable(),
  paymentDate: z.string().nullable(),
  closedDate: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledFrom: zStage.nullable(),
  /** Only for the agent, their agency's head, the builder's members and staff. */
  commission: ZDealCommission.nullable(),
  createdAt: z.string(),
});
export type TDeal = z.infer<typeof ZDeal>;

export const ZDealEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  by: ZPerson.nullable(),
  kind: z.enum(['opened', 'stage', 'price', 'document', 'comment', 'commission', 'assignee', 'buyer'] as [
    TDealEventKind,
    ...TDealEventKind[],
  ]),
  from: z.string().nullable(),
  to: z.string().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
});
export type TDealEvent = z.infer<typeof ZDealEvent>;

export const ZDealDocument = z.object({
  id: z.number().int(),
  stage: zStage,
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  comment: z.string().nullable(),
  /** The address only the deal's parties can open. */
  url: z.string(),
  uploadedBy: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TDealDocument = z.infer<typeof ZDealDocument>;

export const ZDealFull = ZDeal.extend({
  events: z.array(ZDealEvent),
  documents: z.array(ZDealDocument),
  /** The complex's payment programs (the builder picks one) and the stage the unit counts as sold from. */
  payments: z.array(z.number().int()),
  soldFrom: z.enum(DEAL_SOLD_FROM as [TDealSoldFrom, ...TDealSoldFrom[]]),
  /** The caller may move it (a builder's member with `bookings`, or its manager). */
  canEdit: z.boolean(),
});
export type TDealFull = z.infer<typeof ZDealFull>;
export const ZDealAnswer = z.object({ deal: ZDealFull });

export const ZDealStageTotal = z.object({ stage: zStage, count: z.number().int(), sum: z.number().int() });
export type TDealStageTotal = z.infer<typeof ZDealStageTotal>;
export const ZDealsPage = z.object({
  data: z.array(ZDeal),
  meta: ZPageMeta,
  /** Per stage under the same filter (without the stage filter): count and the sum of prices, from SQL. */
  totals: z.array(ZDealStageTotal),
  /** The filters' choices: the builder's managers, the agencies; for an agency's head, its agents. */
  members: z.array(ZPerson),
  agencies: z.array(ZPerson),
});
export type TDealsPage = z.infer<typeof ZDealsPage>;
