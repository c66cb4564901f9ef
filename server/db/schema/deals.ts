// Deals and money (decision 040): the deal that follows a booking to the money, its timeline and documents, the
// agent's commission with its dispute thread, the queue for a held unit and the booking agreement signed by SMS code.
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  smallint,
  bigint,
  numeric,
  boolean,
  date,
  jsonb,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  TAgreementState,
  TCommissionState,
  TCommissionTerms,
  TDealEventKind,
  TDealStage,
  TQueueState,
} from '#shared/deals.ts';
import type { TLayout, TPayment } from '#shared/enums.ts';
import { users } from './users.ts';
import { objects } from './objects.ts';
import { companies } from './companies.ts';
import { fixations } from './fixations.ts';
import { bookings } from './bookings.ts';
import { cells } from './chess.ts';
import { at, cascadeRef, createdAt, id, updatedAt, version } from './columns.ts';

export const deals = pgTable(
  'deals',
  {
    id: id(),
    /** The booking (or request) it was opened from: one deal per booking. */
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    objectId: cascadeRef(() => objects.id),
    /** The builder's company that runs it. */
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    cellId: integer().references(() => cells.id, { onDelete: 'set null' }),
    /** The unit as it was when booked. */
    unitNumber: text(),
    unitFloor: smallint(),
    unitArea: numeric({ precision: 8, scale: 2, mode: 'number' }),
    unitCntApart: smallint().$type<TLayout>(),
    /** Frozen at booking; the builder may edit it (each change is an event). */
    price: bigint({ mode: 'number' }).notNull(),
    buyerName: text().notNull(),
    buyerPhone: text().notNull(),
    buyerEmail: text(),
    agentId: integer().references(() => users.id, { onDelete: 'set null' }),
    agencyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    fixationId: integer().references(() => fixations.id, { onDelete: 'set null' }),
    /** The builder's manager who runs it. */
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** One of the complex's payment programs. */
    payment: smallint().$type<TPayment>(),
    stage: text().$type<TDealStage>().notNull(),
    /** When the current stage began (the stall reminder counts from it). */
    stageAt: at().notNull(),
    agreementDate: date({ mode: 'string' }),
    contractNumber: text(),
    contractDate: date({ mode: 'string' }),
    registrationSubmittedDate: date({ mode: 'string' }),
    registrationNumber: text(),
    registrationDate: date({ mode: 'string' }),
    paymentAmount: bigint({ mode: 'number' }),
    paymentDate: date({ mode: 'string' }),
    closedDate: date({ mode: 'string' }),
    cancelReason: text(),
    /** The stage before `cancelled`. */
    cancelledFrom: text().$type<TDealStage>(),
    /** The builder's manager was reminded that the current stage stalls. */
    stallWarnedAt: at(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deals_one_per_booking').on(t.bookingId),
    index().on(t.companyId, t.stage, t.createdAt),
    index().on(t.objectId, t.createdAt),
    index().on(t.agentId, t.createdAt),
    index().on(t.agencyId, t.createdAt),
    index().on(t.assigneeId, t.createdAt),
    index('deals_stall_idx')
      .on(t.stageAt)
      .where(sql`stage in ('booking', 'agreement', 'contract', 'registration', 'payment')`),
  ],
);

export const dealEvents = pgTable(
  'deal_events',
  {
    id: id(),
    dealId: cascadeRef(() => deals.id),
    at: at().notNull(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text().$type<TDealEventKind>().notNull(),
    /** from → to: stages, prices, commission states, assignees, as text. */
    fromValue: text(),
    toValue: text(),
    /** What else: the number, date, amount, reason, document name, comment. */
    data: jsonb().$type<Record<string, string | number | null>>(),
  },
  (t) => [index().on(t.dealId, t.at)],
);

export const dealDocuments = pgTable(
  'deal_documents',
  {
    id: id(),
    dealId: cascadeRef(() => deals.id),
    stage: text().$type<TDealStage>().notNull(),
    /** Storage key. */
    key: text().notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    comment: text(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.dealId, t.createdAt)],
);

export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    dealId: cascadeRef(() => deals.id),
    /** Who pays: the builder's company. */
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    agentId: integer().references(() => users.id, { onDelete: 'set null' }),
    agencyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    /** The complex's terms in force at booking, frozen. */
    terms: jsonb().$type<TCommissionTerms>().notNull(),
    /** The price it was computed on (follows the deal's price while not approved). */
    base: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** The agency's split (percent to the agent), frozen; 100 for an agent without an agency. */
    agentShare: smallint().notNull(),
    agentAmount: bigint({ mode: 'number' }).notNull(),
    agencyAmount: bigint({ mode: 'number' }).notNull(),
    state: text().$type<TCommissionState>().notNull(),
    /** As the agent stated them asking for reconciliation. */
    contractNumber: text(),
    contractDate: date({ mode: 'string' }),
    reconcileComment: text(),
    reconcileAt: at(),
    approvedAt: at(),
    approvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    paymentOrder: text(),
    paidAt: date({ mode: 'string' }),
    /** The month it counts in for the builder's payables: accrual. */
    accruedAt: at(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commissions_one_per_deal').on(t.dealId),
    index().on(t.agentId, t.state),
    index().on(t.agencyId, t.state),
    index().on(t.companyId, t.state, t.accruedAt),
  ],
);

/** The commission's thread: states with comments, a dispute's back and forth. */
export const commissionComments = pgTable(
  'commission_comments',
  {
    id: id(),
    commissionId: cascadeRef(() => commissions.id),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    fromState: text().$type<TCommissionState>(),
    toState: text().$type<TCommissionState>(),
    text: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.commissionId, t.createdAt)],
);

export const bookingQueue = pgTable(
  'booking_queue',
  {
    id: id(),
    cellId: cascadeRef(() => cells.id),
    objectId: cascadeRef(() => objects.id),
    agentId: cascadeRef(() => users.id),
    agencyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    clientName: text(),
    clientPhone: text(),
    /** The agent's note for the builder (what the client wants, when they can come). */
    comment: text(),
    /** Order among the active places of the unit; the builder may reorder. */
    position: integer().notNull(),
    state: text().$type<TQueueState>().notNull(),
    offeredAt: at(),
    offerExpiresAt: at(),
    /** The booking made on its turn. */
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active place per agent and unit; one agent offered the unit at a time.
    uniqueIndex('booking_queue_one_per_agent')
      .on(t.cellId, t.agentId)
      .where(sql`state in ('waiting', 'offered')`),
    uniqueIndex('booking_queue_one_offered')
      .on(t.cellId)
      .where(sql`state = 'offered'`),
    index().on(t.cellId, t.state, t.position),
    index().on(t.objectId, t.state),
    index().on(t.agentId, t.state),
    index('booking_queue_offer_due_idx')
      .on(t.offerExpiresAt)
      .where(sql`state = 'offered'`),
  ],
);

/** A booking's agreement from the complex's template, and its simple electronic signature (63-FZ) once signed. */
export const bookingAgreements = pgTable(
  'booking_agreements',
  {
    id: id(),
    bookingId: cascadeRef(() => bookings.id),
    state: text().$type<TAgreementState>().notNull(),
    /** The filled document (DOCX) and its PDF, storage keys. */
    docxKey: text().notNull(),
    pdfKey: text().notNull(),
    /** SHA-256 of the PDF the buyer signs. */
    hash: text().notNull(),
    /** The template it was filled from (the complex may upload a new one). */
    templateKey: text().notNull(),
    phone: text().notNull(),
    codeHash: text(),
    codeSentAt: at(),
    codeExpiresAt: at(),
    attempts: smallint().notNull().default(0),
    codeUsed: boolean().notNull().default(false),
    signedAt: at(),
    signedIp: text(),
    signedPdfKey: text(),
    signedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.bookingId)],
);

export type DealRow = typeof deals.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;
export type QueueRow = typeof bookingQueue.$inferSelect;
export type AgreementRow = typeof bookingAgreements.$inferSelect;
