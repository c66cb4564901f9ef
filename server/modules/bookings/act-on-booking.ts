// PUT /api/backoffice/bookings/{id}: the builder's answer. Confirm puts the unit in reserve for the hold time,
// extend adds the one extension, sold sells the unit at the booking's frozen price, decline (with a reason) and
// release give the unit back. Only the owner of the complex acts; anyone else gets NotFound.
import { and, eq } from 'drizzle-orm';
import { bookingTransitions, type TBookingAction } from '#shared/bookings.ts';
import { CellStatus } from '#shared/enums.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { bookings, objects, type BookingRow, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { BookingDeps } from './create-booking.ts';
import { expireBooking } from './expire-bookings.ts';
import { notifyBooking, type BookingNotice } from './notify-booking.ts';
import { effectiveState, presentBooking } from './present-booking.ts';
import { moveBooking, releaseUnit, setUnitStatus } from './unit-status.ts';

const HOUR = 3_600_000;
const e = bookingTexts.errors;

const notices: Partial<Record<TBookingAction, BookingNotice>> = {
  confirm: 'BookingConfirmed',
  decline: 'BookingDeclined',
  extend: 'BookingConfirmed',
  sold: 'BookingClosed',
  release: 'BookingClosed',
};

export async function actOnBooking(
  deps: BookingDeps,
  caller: UserRow,
  id: number,
  input: { action: TBookingAction; reason?: string },
): Promise<TBooking> {
  const { db, now } = deps;
  const { booking, pushes, lapsed } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, object: objects })
      .from(bookings)
      .innerJoin(objects, eq(objects.id, bookings.objectId))
      .where(and(eq(bookings.id, id), eq(objects.ownerId, caller.id)))
      .for('update', { of: bookings });
    if (!found) throw notFound();
    let row: BookingRow = found.booking;
    const { object } = found;
    // A hold that ran out is closed first: the builder answers what is, not what was.
    if (effectiveState(row, now) !== row.state) {
      const expired = await expireBooking({ ...deps, db: tx }, row, object.ownerId);
      return { booking: expired.booking, pushes: expired.pushes, lapsed: true };
    }
    const step = bookingTransitions[input.action];
    if (!step.from[row.kind].includes(row.state))
      throw conflict(fill(e.notAllowed, bookingTexts.state[row.state]));

    const by = { by: caller.id, at: now, reason: input.reason ?? null };
    const unitChange = { at: now, by: caller.id };
    switch (input.action) {
      case 'confirm':
        if (row.kind === 'booking') await setUnitStatus(tx, row, CellStatus.reserve, unitChange);
        row = await moveBooking(tx, row, 'confirmed', {
          ...by,
          set: {
            expiresAt:
              row.kind === 'booking' ? new Date(now.getTime() + object.bookingHoldHours * HOUR) : null,
          },
        });
        break;
      case 'extend': {
        if (row.extended) throw conflict(e.alreadyExtended);
        if (object.bookingExtensionHours <= 0) throw conflict(e.noExtension);
        const from = row.expiresAt && row.expiresAt > now ? row.expiresAt : now;
        row = await moveBooking(tx, row, 'confirmed', {
          ...by,
          set: {
            expiresAt: new Date(from.getTime() + object.bookingExtensionHours * HOUR),
            extended: true,
            warnedAt: null,
          },
        });
        break;
      }
      case 'sold':
        await setUnitStatus(tx, row, CellStatus.sold, { ...unitChange, price: row.price });
        row = await moveBooking(tx, row, 'sold', { ...by, set: { expiresAt: null } });
        break;
      case 'decline':
      case 'release':
        if (row.state === 'confirmed') await releaseUnit(tx, row, unitChange);
        row = await moveBooking(tx, row, step.to, { ...by, set: { expiresAt: null } });
        break;
    }
    const booking = await presentBooking(tx, row, now);
    const type = notices[input.action];
    const pushes = type
      ? await notifyBooking(tx, deps.realtime, booking, [{ userId: row.agentId, type }], now)
      : [];
    return { booking, pushes, lapsed: false };
  });
  for (const push of pushes) push();
  if (lapsed) throw conflict(e.closed);
  return booking;
}
