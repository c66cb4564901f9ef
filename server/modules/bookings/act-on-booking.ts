// PUT /api/backoffice/bookings/{id}: the builder's answer. Confirm puts the unit in reserve for the hold time,
// extend adds the one extension, sold sells the unit at the booking's frozen price, decline (with a reason) and
// release give the unit back; assign passes it on to another member. A member of the complex's builder company acts
// with the `bookings` permission (owners have it) or on a booking assigned to them; anyone else gets NotFound.
import { eq } from 'drizzle-orm';
import { ASSIGN_ACTION, bookingTransitions, isOpenBooking } from '#shared/bookings.ts';
import { hasPermission } from '#shared/companies.ts';
import { CellStatus } from '#shared/enums.ts';
import type { TBooking, TBookingActionInput } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';
import { bookings, objects, type BookingRow, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound, ValidationFailed } from '../../errors.ts';
import { membershipIn } from '../../policies/companies.ts';
import { closeQueueOnSale, offerNextInQueue } from '../booking-queue/hand-over.ts';
import { mayHoldBookings } from './assignment.ts';
import type { BookingDeps } from './create-booking.ts';
import { refuseUnderDeal } from './deal-held.ts';
import { expireBooking } from './expire-bookings.ts';
import { notifyBooking, type BookingNotice } from './notify-booking.ts';
import { effectiveState, presentBooking } from './present-booking.ts';
import { moveBooking, releaseUnit, setUnitStatus } from './unit-status.ts';

const HOUR = 3_600_000;
const e = bookingTexts.errors;

const notices: Partial<Record<TBookingActionInput['action'], BookingNotice>> = {
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
  input: Pick<TBookingActionInput, 'action' | 'reason' | 'userId'>,
): Promise<TBooking> {
  const { db, now } = deps;
  const { booking, pushes, lapsed } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, object: objects })
      .from(bookings)
      .innerJoin(objects, eq(objects.id, bookings.objectId))
      .where(eq(bookings.id, id))
      .for('update', { of: bookings });
    if (!found) throw notFound();
    let row: BookingRow = found.booking;
    const { object } = found;
    const membership = object.companyId != null ? await membershipIn(tx, caller, object.companyId) : null;
    if (!membership) throw notFound();
    const answersAll = hasPermission(membership, 'bookings');
    if (!answersAll && row.assigneeId !== caller.id) throw new AppError('Forbidden', e.noBookingsRight);
    // A hold that ran out is closed first: the builder answers what is, not what was.
    if (effectiveState(row, now) !== row.state) {
      const expired = await expireBooking({ ...deps, db: tx }, row);
      return { booking: expired.booking, pushes: expired.pushes, lapsed: true };
    }
    if (input.action !== ASSIGN_ACTION) await refuseUnderDeal(tx, row.id);
    if (input.action === ASSIGN_ACTION) {
      if (!isOpenBooking(row.state)) throw conflict(e.closed);
      const to = input.userId!;
      if (object.companyId == null || !(await mayHoldBookings(tx, object.companyId, to)))
        throw new ValidationFailed({ userId: [e.notAssignable] });
      [row] = (await tx
        .update(bookings)
        .set({ assigneeId: to, assignedAt: now, updatedAt: now })
        .where(eq(bookings.id, row.id))
        .returning()) as [BookingRow];
      const booking = await presentBooking(tx, row, now);
      const pushes =
        to === caller.id
          ? []
          : await notifyBooking(tx, deps.realtime, booking, [{ userId: to, type: 'BookingAssigned' }], now);
      return { booking, pushes, lapsed: false };
    }
    const step = bookingTransitions[input.action];
    if (!step.from[row.kind].includes(row.state))
      throw conflict(fill(e.notAllowed, bookingTexts.state[row.state]));

    let queuePushes: (() => void)[] = [];
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
        // Nobody waits for a sold unit.
        if (row.cellId) queuePushes = await closeQueueOnSale(tx, deps.realtime, row.cellId, now);
        break;
      case 'decline':
      case 'release':
        if (row.state === 'confirmed') await releaseUnit(tx, row, unitChange);
        row = await moveBooking(tx, row, step.to, { ...by, set: { expiresAt: null } });
        // The unit's queue, if any, takes its turn.
        if (row.kind === 'booking' && row.cellId)
          queuePushes = await offerNextInQueue(tx, deps.realtime, row.cellId, now);
        break;
    }
    // A member answering a booking nobody had takes it: the list shows who works on it.
    if (row.assigneeId == null) {
      [row] = (await tx
        .update(bookings)
        .set({ assigneeId: caller.id, assignedAt: now })
        .where(eq(bookings.id, row.id))
        .returning()) as [BookingRow];
    }
    const booking = await presentBooking(tx, row, now);
    const type = notices[input.action];
    const pushes = type
      ? await notifyBooking(tx, deps.realtime, booking, [{ userId: row.agentId, type }], now)
      : [];
    return { booking, pushes: [...pushes, ...queuePushes], lapsed: false };
  });
  for (const push of pushes) push();
  if (lapsed) throw conflict(e.closed);
  return booking;
}
