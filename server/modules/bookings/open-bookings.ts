// The open bookings of a section's units (not requests: they hold nothing), for the chessboard.
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, type BookingRow } from '../../db/schema/index.ts';

export function openBookingsOf(db: DbOrTx, sectionId: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.sectionId, sectionId),
        eq(bookings.kind, 'booking'),
        inArray(bookings.state, [...OPEN_BOOKING_STATES]),
      ),
    );
}
