// What a booking does to its unit: reserve on confirm, sold at the frozen price, back to the status it had when the
// booking ends without a sale — unless the builder has set another status by hand meanwhile. The complex's figures
// (on sale count, prices) and the unit's price history follow in the same transaction.
import { and, eq, sql } from 'drizzle-orm';
import { CellStatus, type TCellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingEvents, bookings, cells, type BookingRow } from '../../db/schema/index.ts';
import { currentStates, recordChanges } from '../price-history/record.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { bumpSectionOfCell, nextVersion } from '../../core/versions.ts';
import { emitBookingEvent } from '../webhooks/domain-events.ts';

/** Who moved the unit and when; `by` is null for the expiry job. */
export interface TUnitChange {
  at: Date;
  by: number | null;
}

/** The booking's frozen price, its ₽/м² following it as the editor keeps them consistent. */
const frozenPrice = (price: number) => ({
  price,
  squarePrice: sql<number>`case when ${cells.area} > 0 then round(${price}::bigint / ${cells.area})::int else ${cells.squarePrice} end`,
});

const unitBefore = (tx: DbOrTx, cellId: number) => currentStates(tx, 'cell', sql`id = ${cellId}`, true);

export async function setUnitStatus(
  tx: DbOrTx,
  booking: BookingRow,
  status: TCellStatus,
  change: TUnitChange & { price?: number | null },
): Promise<void> {
  if (!booking.cellId) return;
  const { at: now, price } = change;
  const before = await unitBefore(tx, booking.cellId);
  await tx
    .update(cells)
    .set({ status, updatedAt: now, version: nextVersion(cells), ...(price ? frozenPrice(price) : {}) })
    .where(eq(cells.id, booking.cellId));
  await recordChanges(tx, 'cell', before, { cause: 'booking', byUserId: change.by, at: now });
  // An editor's copy of the unit or its section is stale now (decision 018).
  await bumpSectionOfCell(tx, booking.cellId);
  await refreshObjectStats(tx, booking.objectId);
}

/** The unit leaves the booking's reserve for the status it had before. */
export async function releaseUnit(tx: DbOrTx, booking: BookingRow, change: TUnitChange): Promise<void> {
  if (!booking.cellId || booking.kind !== 'booking') return;
  const now = change.at;
  const back = booking.statusBefore ?? CellStatus.sale;
  const before = await unitBefore(tx, booking.cellId);
  const [changed] = await tx
    .update(cells)
    .set({ status: back, updatedAt: now, version: nextVersion(cells) })
    .where(and(eq(cells.id, booking.cellId), eq(cells.status, CellStatus.reserve)))
    .returning({ id: cells.id });
  if (!changed) return;
  await recordChanges(tx, 'cell', before, { cause: 'booking', byUserId: change.by, at: now });
  await bumpSectionOfCell(tx, booking.cellId);
  await refreshObjectStats(tx, booking.objectId);
}

/** Moves the booking to `to` and keeps the step in its history. */
export async function moveBooking(
  tx: DbOrTx,
  booking: BookingRow,
  to: BookingRow['state'],
  change: { by: number | null; at: Date; reason?: string | null; set?: Partial<BookingRow> },
): Promise<BookingRow> {
  const [row] = await tx
    .update(bookings)
    .set({ ...change.set, state: to, updatedAt: change.at })
    .where(eq(bookings.id, booking.id))
    .returning();
  await tx.insert(bookingEvents).values({
    bookingId: booking.id,
    at: change.at,
    byUserId: change.by,
    fromState: booking.state,
    toState: to,
    reason: change.reason ?? null,
  });
  await emitBookingEvent(tx, row!, { from: booking.state, at: change.at });
  return row!;
}
