// The notifications of the deals loop, each with the booking as its payload: the builder hears of a new booking or
// request and of a cancellation; the agent of the builder's answer, of the coming expiry and of the expiry itself.
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';

export type BookingNotice =
  | 'BookingRequested'
  | 'BookingConfirmed'
  | 'BookingDeclined'
  | 'BookingExpiring'
  | 'BookingExpired'
  | 'BookingCancelled'
  | 'BookingClosed';

/** Stores the notices; the returned pushes run after the transaction commits. */
export async function notifyBooking(
  db: DbOrTx,
  realtime: Realtime,
  booking: TBooking,
  notices: { userId: number | null | undefined; type: BookingNotice }[],
  now: Date,
): Promise<(() => void)[]> {
  const pushes: (() => void)[] = [];
  for (const { userId, type } of notices) {
    if (!userId) continue;
    pushes.push(await notify(db, realtime, userId, type, booking, now));
  }
  return pushes;
}
