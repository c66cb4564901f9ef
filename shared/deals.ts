// Deals and money (decision 040): a deal's stages, the agent's commission states and terms, the booking queue and the
// signed booking agreement. Zod-free, so any screen can read them; the Russian titles live in shared/texts/deals.ts.
import type { TLayout } from './enums.ts';
import type { TUnitKind } from './unit-kind.ts';
import { stringEnum, type ValueOf } from './string-enum.ts';

/** The deal's way from the booking to the money; `cancelled` may end it at any stage before `closed`. */
export const DealStage = stringEnum(
  'booking',
  'agreement',
  'contract',
  'registration',
  'payment',
  'closed',
  'cancelled',
);
export type TDealStage = ValueOf<typeof DealStage>;
export const DEAL_STAGES = Object.values(DealStage);
/** The forward order; a deal moves only forward along it (skipping allowed), or to `cancelled`. */
export const DEAL_FLOW: readonly TDealStage[] = DEAL_STAGES.filter((s) => s !== 'cancelled');
export const OPEN_DEAL_STAGES: readonly TDealStage[] = DEAL_FLOW.filter((s) => s !== 'closed');
export const isOpenDeal = (stage: TDealStage) => OPEN_DEAL_STAGES.includes(stage);
export const stageIndex = (stage: TDealStage) => DEAL_FLOW.indexOf(stage);

/**
 * Whether a deal at `from` may go to `to`: forward only, cancel from any open stage. `registration` → `registration`
 * is its second step (submitted, then registered with its number).
 */
export function mayMoveDeal(from: TDealStage, to: TDealStage): boolean {
  if (!isOpenDeal(from)) return false;
  if (to === 'cancelled') return true;
  if (from === 'registration' && to === 'registration') return true;
  return stageIndex(to) > stageIndex(from);
}

/** From which stage the unit counts as sold (per complex); before it, from `booking`, it is reserved. */
export const DealSoldFrom = stringEnum('contract', 'registration');
export type TDealSoldFrom = ValueOf<typeof DealSoldFrom>;
export const DEAL_SOLD_FROM = Object.values(DealSoldFrom);

/** What a deal's event records. */
export const DealEventKind = stringEnum(
  'opened',
  'stage',
  'price',
  'document',
  'comment',
  'commission',
  'assignee',
  'buyer',
);
export type TDealEventKind = ValueOf<typeof DealEventKind>;

export const DEAL_DEFAULTS = { soldFrom: 'contract', stallDays: 14, queueHours: 4 } as const;
export const DEAL_LIMITS = {
  stallDays: { min: 1, max: 180 },
  queueHours: { min: 1, max: 168 },
  reason: 500,
  comment: 2000,
  /** A stage's documents: as today's uploads. */
  documentBytes: 25 * 1024 * 1024,
  documentsPerDeal: 100,
  buyerName: 100,
  /** ДДУ/ДКП number: letters, digits, «№», «-», «/», «.» and spaces, with at least one digit. */
  contractNumber: /^(?=.*\d)[0-9A-Za-zА-Яа-яЁё№\-/. ]{1,40}$/u,
  /** The registry's record number, as in an extract from ЕГРН: 23:49:0402024:1234-23/050/2026-5. */
  registrationNumber: /^\d{2}:\d{2}:\d{6,7}:\d{1,7}-\d{2}\/\d{3}\/\d{4}-\d{1,5}$/,
  /** A payment order's number: up to 6 digits. */
  paymentOrder: /^\d{1,6}$/,
} as const;

/** The agent's commission on a deal. `expected` until the deal reaches `contract`; `cancelled` with the deal. */
export const CommissionState = stringEnum(
  'expected',
  'accrued',
  'reconciliation',
  'approved',
  'paid',
  'disputed',
  'cancelled',
);
export type TCommissionState = ValueOf<typeof CommissionState>;
export const COMMISSION_STATES = Object.values(CommissionState);
/** What the agent is still owed: «К выплате». */
export const PAYABLE_COMMISSION_STATES: readonly TCommissionState[] = [
  'accrued',
  'reconciliation',
  'approved',
  'disputed',
];

/** The builder's actions on a commission (PUT /api/backoffice/commissions/{id}). */
export const CommissionAction = stringEnum('approve', 'pay', 'dispute');
export type TCommissionAction = ValueOf<typeof CommissionAction>;
export const COMMISSION_ACTIONS = Object.values(CommissionAction);

/** Each move of a commission: the states it may start from and where it goes (`reconcile` is the agent's). */
export const commissionTransitions: Record<
  TCommissionAction | 'reconcile',
  { to: TCommissionState; from: readonly TCommissionState[] }
> = {
  reconcile: { to: 'reconciliation', from: ['accrued', 'disputed'] },
  approve: { to: 'approved', from: ['reconciliation', 'disputed'] },
  pay: { to: 'paid', from: ['approved'] },
  dispute: { to: 'disputed', from: ['reconciliation', 'approved'] },
};

/** A commission's terms: a percent of the price (hundredths of a percent, integer) or a fixed sum in roubles. */
export const CommissionKind = stringEnum('percent', 'fixed');
export type TCommissionKind = ValueOf<typeof CommissionKind>;
export interface TCommissionTerms {
  kind: TCommissionKind;
  /** Basis points (1,5 % = 150) for `percent`, roubles for `fixed`. */
  value: number;
  /** Where the terms came from: the complex's own, or its override for the unit's layout. */
  source: 'complex' | 'layout';
}
/** A complex's override for one layout. */
export interface TCommissionOverride {
  cntApart: TLayout;
  kind: TCommissionKind;
  value: number;
}
export const COMMISSION_LIMITS = {
  /** 0–20 % in basis points. */
  percent: { min: 1, max: 2000 },
  fixed: { min: 1, max: 100_000_000 },
  agentShare: { min: 0, max: 100 },
} as const;

/** The commission in whole roubles: integer arithmetic, half up. */
export function commissionAmount(terms: TCommissionTerms, price: number): number {
  if (terms.kind === 'fixed') return terms.value;
  return Math.floor((price * terms.value + 5000) / 10000);
}

/** The agent's part of the commission by the agency's split (percent to the agent); the rest is the agency's. */
export function agentPart(amount: number, agentSharePercent: number): number {
  return Math.floor((amount * agentSharePercent + 50) / 100);
}

/** A place in a unit's booking queue. `offered`: the unit is free and it is this agent's turn until `offerExpiresAt`. */
export const QueueState = stringEnum('waiting', 'offered', 'booked', 'passed', 'left', 'removed');
export type TQueueState = ValueOf<typeof QueueState>;
export const QUEUE_STATES = Object.values(QueueState);
export const ACTIVE_QUEUE_STATES: readonly TQueueState[] = ['waiting', 'offered'];

/** The booking agreement: a filled template, a code sent to the buyer, signed. */
export const AgreementState = { draft: 'draft', codeSent: 'code_sent', signed: 'signed' } as const;
export type TAgreementState = ValueOf<typeof AgreementState>;

/** The placeholders a complex's DOCX template may use (docxtemplater's `{name}`). */
export const AGREEMENT_PLACEHOLDERS = [
  'buyer_name',
  'buyer_phone',
  'unit_number',
  'unit_kind',
  'unit_floor',
  'unit_area',
  'unit_rooms',
  'complex',
  'address',
  'price',
  'price_words',
  'hold_until',
  'agent_name',
  'agent_phone',
  'agency',
  'company',
  'company_inn',
  'company_kpp',
  'company_address',
  'date',
  'booking_number',
] as const;
export type TAgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number];

/** The signing code: limited like the login code. */
export const AGREEMENT_CODE = { length: 6, ttlMs: 10 * 60_000, resendMs: 60_000, attempts: 5 } as const;

/** Notification payloads (shared/schemas/notification.ts): enough to say what happened and open the right screen. */
export interface TDealNotice {
  dealId: number;
  objectTitle: string;
  unitNumber: string | null;
  stage: TDealStage;
  buyerName: string;
  /** Who moved it (a person's name), null for the stall reminder. */
  by: string | null;
}
export interface TCommissionNotice {
  commissionId: number;
  dealId: number;
  objectTitle: string;
  unitNumber: string | null;
  state: TCommissionState;
  /** The agent's part in roubles. */
  amount: number;
  comment: string | null;
}
export interface TQueueNotice {
  queueId: number;
  cellId: number;
  objectId: number;
  objectTitle: string;
  unitNumber: string | null;
  /** The unit's section, for the link to its chessboard, and its kind, for its noun (booking queue). */
  sectionId?: number;
  unitKind?: TUnitKind;
  /** QueuePassed: the unit was sold, so the queue closed (rather than a turn that ran out). */
  sold?: boolean;
  /** ISO time the turn ends (QueueTurn). */
  until: string | null;
}
export interface TAgreementNotice {
  bookingId: number;
  dealId: number | null;
  objectTitle: string;
  unitNumber: string | null;
  buyerName: string;
  signedAt: string;
  /** Whose screen the notice opens: the agent's «Брони» or the builder's «Брони и заявки». */
  side?: 'agent' | 'builder';
}
