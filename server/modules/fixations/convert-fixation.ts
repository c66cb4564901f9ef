// A booking for a fixed client follows: the holding fixation of the same phone on the same complex becomes
// converted and the two are linked (the deal takes its commission from the fixation). Called by createBooking inside
// the booking's transaction; a fixation whose term ran out converts nothing.
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, fixations, type BookingRow } from '../../db/schema/index.ts';

export async function convertFixationForBooking(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'objectId' | 'clientPhone' | 'createdAt'>,
): Promise<number | null> {
  const now = booking.createdAt;
  const [converted] = await tx
    .update(fixations)
    .set({ state: 'converted', bookingId: booking.id, updatedAt: now })
    .where(
      and(
        eq(fixations.objectId, booking.objectId),
        eq(fixations.clientPhone, booking.clientPhone),
        inArray(fixations.state, ['pending', 'active']),
        or(isNull(fixations.validUntil), gt(fixations.validUntil, now)),
      ),
    )
    .returning({ id: fixations.id });
  if (!converted) return null;
  await tx.update(bookings).set({ fixationId: converted.id }).where(eq(bookings.id, booking.id));
  return converted.id;
}
