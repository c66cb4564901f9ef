// A unit with an open booking cannot be deleted: a structure save, or deleting its section or building, is
// refused with a text naming each such unit, and nothing is written.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, cells } from '../../db/schema/index.ts';
import { ValidationFailed } from '../../errors.ts';

export async function refuseBookedUnits(
  tx: DbOrTx,
  scope: { cellIds: readonly number[] } | { sectionId: number } | { pavilionId: number },
): Promise<void> {
  let where: SQL;
  if ('cellIds' in scope) {
    if (scope.cellIds.length === 0) return;
    where = inArray(bookings.cellId, [...scope.cellIds]);
  } else if ('sectionId' in scope) where = eq(bookings.sectionId, scope.sectionId);
  else where = eq(cells.pavilionId, scope.pavilionId);
  const booked = await tx
    .select({ number: bookings.unitNumber })
    .from(bookings)
    .innerJoin(cells, eq(cells.id, bookings.cellId))
    .where(and(where, eq(bookings.kind, 'booking'), inArray(bookings.state, [...OPEN_BOOKING_STATES])));
  if (booked.length === 0) return;
  throw new ValidationFailed({
    bookings: booked.map((b) => fill(bookingTexts.errors.unitBooked, b.number ?? '—')),
  });
}
