// POST /api/bookings/{id}/cancel: the agent (or the buyer who asked) withdraws an open booking or request; a
// confirmed booking gives its unit back, and the builder's side is told (its assignee, or the company's answerers).
import { and, eq } from 'drizzle-orm';
import { isOpenBooking } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import { bookingTexts } from '#shared/texts/bookings.ts';
import { bookings, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { offerNextInQueue } from '../booking-queue/hand-over.ts';
import type { BookingDeps } from './create-booking.ts';
import { refuseUnderDeal } from './deal-held.ts';
import { expireBooking } from './expire-bookings.ts';
import { builderSide, notifyBooking } from './notify-booking.ts';
import { effectiveState, presentBooking } from './present-booking.ts';
import { moveBooking, releaseUnit } from './unit-status.ts';

export async function cancelBooking(deps: BookingDeps, caller: UserRow, id: number): Promise<TBooking> {
  const { db, now } = deps;
  const { booking, pushes, closed } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.agentId, caller.id)))
      .for('update', { of: bookings });
    if (!found) throw notFound();
    let row = found.booking;
    if (effectiveState(row, now) !== row.state) {
      const expired = await expireBooking({ ...deps, db: tx }, row);
      return { ...expired, closed: true };
    }
    if (!isOpenBooking(row.state)) return { booking: null, pushes: [], closed: true };
    await refuseUnderDeal(tx, row.id);
    if (row.state === 'confirmed') await releaseUnit(tx, row, { at: now, by: caller.id });
    row = await moveBooking(tx, row, 'cancelled', { by: caller.id, at: now, set: { expiresAt: null } });
    const queuePushes =
      row.kind === 'booking' && row.cellId ? await offerNextInQueue(tx, deps.realtime, row.cellId, now) : [];
    const booking = await presentBooking(tx, row, now);
    const pushes = await notifyBooking(
      tx,
      deps.realtime,
      booking,
      (await builderSide(tx, row)).map((userId) => ({ userId, type: 'BookingCancelled' as const })),
      now,
    );
    return { booking, pushes: [...pushes, ...queuePushes], closed: false };
  });
  for (const push of pushes) push();
  if (closed || !booking) throw conflict(bookingTexts.errors.closed);
  return booking;
}
