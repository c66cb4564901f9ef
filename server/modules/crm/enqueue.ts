// Requests, bookings and deals to the builder company's CRM: an outbox item written in the change's transaction when
// the complex's company has a connector, keyed per booking so its lead is created before it is moved. Called from
// the domain events (webhooks/domain-events.ts) beside the webhooks.
import { and, eq, ne } from 'drizzle-orm';
import { crmKeyOfDealStage, type TCrmKind, type TCrmStageKey } from '#shared/crm.ts';
import type { DbOrTx } from '../../db/client.ts';
import { crmConnectors, objects, type BookingRow, type DealRow } from '../../db/schema/index.ts';
import { enqueueOutbox } from '../outbox/index.ts';

export const CRM_CHANNEL = 'crm';

export interface CrmSyncPayload {
  bookingId: number;
  key: TCrmStageKey;
  /** The CRM it was meant for: a connector switched to another CRM meanwhile drops it. */
  kind: TCrmKind;
}

export const crmOrderKey = (companyId: number, bookingId: number) => `crm:${companyId}:booking:${bookingId}`;

async function enqueue(tx: DbOrTx, objectId: number, bookingId: number, key: TCrmStageKey, at: Date) {
  const [row] = await tx
    .select({ companyId: crmConnectors.companyId, kind: crmConnectors.kind })
    .from(objects)
    .innerJoin(crmConnectors, eq(crmConnectors.companyId, objects.companyId))
    .where(and(eq(objects.id, objectId), ne(crmConnectors.kind, 'none')));
  if (!row) return;
  const payload: CrmSyncPayload = { bookingId, key, kind: row.kind };
  await enqueueOutbox(
    tx,
    {
      channel: CRM_CHANNEL,
      target: String(row.companyId),
      orderKey: crmOrderKey(row.companyId, bookingId),
      payload,
    },
    at,
  );
}

const BOOKING_KEYS: Partial<Record<BookingRow['state'], TCrmStageKey>> = {
  confirmed: 'confirmed',
  declined: 'lost',
  cancelled: 'lost',
  expired: 'lost',
  released: 'lost',
};

/** A request or booking made, or moved to its current state. */
export async function crmOnBooking(tx: DbOrTx, booking: BookingRow, change: { created?: boolean; at: Date }) {
  const key = change.created
    ? booking.kind === 'request'
      ? 'request'
      : 'booking'
    : BOOKING_KEYS[booking.state];
  if (key) await enqueue(tx, booking.objectId, booking.id, key, change.at);
}

/** A deal opened or moved: its booking's lead follows. */
export async function crmOnDeal(tx: DbOrTx, deal: DealRow, at: Date) {
  if (deal.bookingId != null)
    await enqueue(tx, deal.objectId, deal.bookingId, crmKeyOfDealStage(deal.stage), at);
}
