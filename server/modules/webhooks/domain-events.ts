// The domain's events as webhooks, each called by its module inside the change's transaction. Who hears what: a
// unit's event goes to the builder company that owns the complex; a booking's, a fixation's, a deal's and a
// commission's to the builder company and to the agent's agency; a sent collection's to the agent's agency.
// Payloads carry ids and the facts a CRM needs, never a commission to anyone but its two sides.
import { eq, inArray } from 'drizzle-orm';
import type { TWebhookEvent } from '#shared/integrations.ts';
import type { TFixation } from '#shared/schemas/fixations.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  objects,
  webhookEndpoints,
  type BookingRow,
  type CommissionRow,
  type DealRow,
} from '../../db/schema/index.ts';
import { emitCompanyEvents } from './emit.ts';
import { crmOnBooking, crmOnDeal } from '../crm/enqueue.ts';

async function builderOf(tx: DbOrTx, objectId: number): Promise<number | null> {
  const [row] = await tx
    .select({ companyId: objects.companyId })
    .from(objects)
    .where(eq(objects.id, objectId));
  return row?.companyId ?? null;
}

/** Whether any endpoint exists at all: the common case (none) costs one index-only read and nothing more. */
async function anyEndpoint(tx: DbOrTx): Promise<boolean> {
  const [row] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).limit(1);
  return Boolean(row);
}

const BOOKING_TYPES: Partial<Record<BookingRow['state'], TWebhookEvent>> = {
  confirmed: 'booking.confirmed',
  declined: 'booking.declined',
  cancelled: 'booking.cancelled',
  expired: 'booking.expired',
  released: 'booking.released',
  sold: 'booking.sold',
};

/** A booking or request made (`created`) or moved to its current state. */
export async function emitBookingEvent(
  tx: DbOrTx,
  booking: BookingRow,
  change: { created?: boolean; from?: BookingRow['state'] | null; at: Date },
): Promise<void> {
  const type: TWebhookEvent | undefined = change.created
    ? booking.kind === 'request'
      ? 'request.created'
      : 'booking.created'
    : BOOKING_TYPES[booking.state];
  // The builder's CRM connector hears of it too (its own outbox items, whatever the webhooks).
  await crmOnBooking(tx, booking, change);
  if (!type || !(await anyEndpoint(tx))) return;
  await emitCompanyEvents(tx, [await builderOf(tx, booking.objectId), booking.agencyId], {
    type,
    orderKey: `booking:${booking.id}`,
    occurredAt: change.at,
    data: {
      bookingId: booking.id,
      kind: booking.kind,
      state: booking.state,
      previousState: change.from ?? null,
      objectId: booking.objectId,
      cellId: booking.cellId,
      unitNumber: booking.unitNumber,
      price: booking.price,
      client: { name: booking.clientName, phone: booking.clientPhone },
      agentId: booking.agentId,
      agencyId: booking.agencyId,
      expiresAt: booking.expiresAt?.toISOString() ?? null,
    },
  });
}

const FIXATION_TYPES: Record<string, TWebhookEvent> = {
  FixationRequested: 'fixation.requested',
  FixationAccepted: 'fixation.accepted',
  FixationRejected: 'fixation.rejected',
  FixationExtendRequested: 'fixation.extend_requested',
  FixationExtended: 'fixation.extended',
  FixationExtendRefused: 'fixation.extend_refused',
  FixationExpiring: 'fixation.expiring',
  FixationExpired: 'fixation.expired',
};

/** A fixation's step, named by its notice (notify-fixation.ts). */
export async function emitFixationEvent(
  tx: DbOrTx,
  fixation: TFixation,
  notice: string,
  at: Date,
): Promise<void> {
  const type = FIXATION_TYPES[notice];
  if (!type || !(await anyEndpoint(tx))) return;
  await emitCompanyEvents(tx, [await builderOf(tx, fixation.objectId), fixation.agency?.id], {
    type,
    orderKey: `fixation:${fixation.id}`,
    occurredAt: at,
    data: {
      fixationId: fixation.id,
      state: fixation.state,
      objectId: fixation.objectId,
      client: fixation.client,
      validUntil: fixation.validUntil,
      reason: fixation.reason,
      agentId: fixation.agent?.id ?? null,
      agencyId: fixation.agency?.id ?? null,
    },
  });
}

/** The deal moved from `from` to its current stage (a cancel included). */
export async function emitDealStage(tx: DbOrTx, deal: DealRow, from: string | null, at: Date): Promise<void> {
  await crmOnDeal(tx, deal, at);
  if (!(await anyEndpoint(tx))) return;
  await emitCompanyEvents(tx, [deal.companyId ?? (await builderOf(tx, deal.objectId)), deal.agencyId], {
    type: 'deal.stage_changed',
    orderKey: `deal:${deal.id}`,
    occurredAt: at,
    data: {
      dealId: deal.id,
      stage: deal.stage,
      previousStage: from,
      objectId: deal.objectId,
      cellId: deal.cellId,
      bookingId: deal.bookingId,
      price: deal.price,
      agentId: deal.agentId,
      agencyId: deal.agencyId,
    },
  });
}

const COMMISSION_TYPES: Partial<Record<CommissionRow['state'], TWebhookEvent>> = {
  accrued: 'commission.accrued',
  reconciliation: 'commission.reconcile',
  approved: 'commission.approved',
  paid: 'commission.paid',
  disputed: 'commission.disputed',
  cancelled: 'commission.cancelled',
};

/** The commission reached its current state: to its builder company and the agent's agency only. */
export async function emitCommissionEvent(
  tx: DbOrTx,
  row: CommissionRow,
  from: string,
  at: Date,
): Promise<void> {
  const type = COMMISSION_TYPES[row.state];
  if (!type || from === row.state || !(await anyEndpoint(tx))) return;
  await emitCompanyEvents(tx, [row.companyId, row.agencyId], {
    type,
    orderKey: `deal:${row.dealId}`,
    occurredAt: at,
    data: {
      commissionId: row.id,
      dealId: row.dealId,
      state: row.state,
      previousState: from,
      amount: row.amount,
      agentAmount: row.agentAmount,
      agencyAmount: row.agencyAmount,
      paymentOrder: row.paymentOrder,
      paidAt: row.paidAt,
    },
  });
}

export interface UnitChange {
  cellId: number;
  objectId: number;
  price: number | null;
  prevPrice: number | null;
  status: number;
  prevStatus: number | null;
}

/** Price history's records of units: unit.price_changed and unit.status_changed, to the complex's builder company. */
export async function emitUnitChanges(tx: DbOrTx, changes: readonly UnitChange[], at: Date): Promise<void> {
  if (changes.length === 0 || !(await anyEndpoint(tx))) return;
  const objectIds = [...new Set(changes.map((c) => c.objectId))];
  const owners = new Map(
    (
      await tx
        .select({ id: objects.id, companyId: objects.companyId })
        .from(objects)
        .where(inArray(objects.id, objectIds))
    ).map((o) => [o.id, o.companyId]),
  );
  for (const c of changes) {
    const companyId = owners.get(c.objectId);
    if (companyId == null) continue;
    const data = {
      cellId: c.cellId,
      objectId: c.objectId,
      price: c.price,
      previousPrice: c.prevPrice,
      status: c.status,
      previousStatus: c.prevStatus,
    };
    const orderKey = `unit:${c.cellId}`;
    // A unit just created (no previous state) is neither a price change nor a status change.
    if (c.prevStatus == null) continue;
    const types = [
      ...(c.price !== c.prevPrice ? (['unit.price_changed'] as const) : []),
      ...(c.status !== c.prevStatus ? (['unit.status_changed'] as const) : []),
    ];
    for (const type of types)
      await emitCompanyEvents(tx, [companyId], { type, data, orderKey, occurredAt: at });
  }
}

/** A sent collection opened or reacted to: the agent's agency hears of it. */
export async function emitCollectionEvent(
  tx: DbOrTx,
  agencyId: number | null,
  type: 'collection.opened' | 'collection.reaction',
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  if (agencyId == null || !(await anyEndpoint(tx))) return;
  await emitCompanyEvents(tx, [agencyId], { type, data, orderKey: null, occurredAt: at });
}
