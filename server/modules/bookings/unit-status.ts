// What a booking does to its unit: reserve on confirm, sold at the frozen price, back to the status it had when the
// booking ends without a sale — unless the builder has set another status by hand meanwhile. The complex's figures
// (on sale count, prices) follow in the same transaction.
import { and, eq } from 'drizzle-orm';
import { CellStatus, type TCellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingEvents, bookings, cells, type BookingRow } from '../../db/schema/index.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { bumpSectionOfCell, nextVersion } from '../../core/versions.ts';

export async function setUnitStatus(
  tx: DbOrTx,
  booking: BookingRow,
  status: TCellStatus,
  now: Date,
  price?: number | null,
): Promise<void> {
  if (!booking.cellId) return;
  await tx
    .update(cells)
    .set({ status, updatedAt: now, version: nextVersion(cells), ...(price ? { price } : {}) })
    .where(eq(cells.id, booking.cellId));
  // An editor's copy of the unit or its section is stale now (decision 018).
  await bumpSectionOfCell(tx, booking.cellId);
  await refreshObjectStats(tx, booking.objectId);
}

/** The unit leaves the booking's reserve for the status it had before. */
export async function releaseUnit(tx: DbOrTx, booking: BookingRow, now: Date): Promise<void> {
  if (!booking.cellId || booking.kind !== 'booking') return;
  const back = booking.statusBefore ?? CellStatus.sale;
  const [changed] = await tx
    .update(cells)
    .set({ status: back, updatedAt: now, version: nextVersion(cells) })
    .where(and(eq(cells.id, booking.cellId), eq(cells.status, CellStatus.reserve)))
    .returning({ id: cells.id });
  if (!changed) return;
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
  return row!;
}
