// The notifications of the deals loop, each with the booking as its payload: the builder's side hears of a new
// booking or request (its assignee, or while nobody has it every member who answers bookings), of a pass-on and of a
// cancellation, the owners of a request left waiting too long; the agent of the builder's answer, of the coming
// expiry and of the expiry itself.
import { and, eq } from 'drizzle-orm';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companyMembers, objects } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { bookingAnswerers } from '../../policies/companies.ts';

export type BookingNotice =
  | 'BookingRequested'
  | 'BookingAssigned'
  | 'BookingEscalated'
  | 'BookingConfirmed'
  | 'BookingDeclined'
  | 'BookingExpiring'
  | 'BookingExpired'
  | 'BookingCancelled'
  | 'BookingClosed';

/**
 * Stores the notices; the returned pushes run after the transaction commits. The company's other answerers, told
 * nothing, get a bare «changed» push, so a colleague's open «Брони и заявки» follows without a reload.
 */
export async function notifyBooking(
  db: DbOrTx,
  realtime: Realtime,
  booking: TBooking,
  notices: { userId: number | null | undefined; type: BookingNotice }[],
  now: Date,
): Promise<(() => void)[]> {
  const pushes: (() => void)[] = [];
  const seen = new Set<string>();
  const told = new Set<number>();
  for (const { userId, type } of notices) {
    if (!userId || seen.has(`${userId}:${type}`)) continue;
    seen.add(`${userId}:${type}`);
    told.add(userId);
    pushes.push(await notify(db, realtime, userId, type, booking, now));
  }
  const watchers = (await builderSide(db, { objectId: booking.objectId, assigneeId: null })).filter(
    (userId) => !told.has(userId),
  );
  if (watchers.length > 0)
    pushes.push(() => {
      for (const userId of watchers)
        realtime.toUser(userId, PrivateEvent.BookingsChanged, { id: booking.id });
    });
  return pushes;
}

/**
 * Who hears for the builder: the assignee; while nobody has it, every member of the complex's company who answers
 * bookings (owners included); a complex without a company, its owner.
 */
export async function builderSide(
  db: DbOrTx,
  row: { objectId: number; assigneeId: number | null },
): Promise<number[]> {
  if (row.assigneeId != null) return [row.assigneeId];
  const [object] = await db
    .select({ companyId: objects.companyId, ownerId: objects.ownerId })
    .from(objects)
    .where(eq(objects.id, row.objectId));
  if (!object) return [];
  if (object.companyId == null) return object.ownerId != null ? [object.ownerId] : [];
  return bookingAnswerers(db, object.companyId);
}

/** The company's owners (the escalation's readers). */
export async function companyOwners(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
  return rows.map((r) => r.userId);
}
