// The hold runs out: an hour before, the agent is told (once); at expiry the booking lapses, its unit goes back to
// the status it had, and both sides are told. Run every minute by the job, and before bookings or a chessboard are
// read, so a request carrying a later clock (the e2e test clock) sees the same as the job would. One run at a time
// across nodes: the run holds pg_try_advisory_xact_lock, and a node that finds it taken skips its turn.
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { BOOKING_LIMITS, OPEN_BOOKING_STATES } from '#shared/bookings.ts';
import type { TBooking } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingEvents, bookings, objects, type BookingRow } from '../../db/schema/index.ts';
import { BOOKING_EXPIRY_LOCK } from '../../core/workflow-locks.ts';
import { CATALOG, objectVersion } from '../../core/cache/names.ts';
import { offerNextInQueue } from '../booking-queue/hand-over.ts';
import type { BookingDeps } from './create-booking.ts';
import { builderSide, notifyBooking } from './notify-booking.ts';
import { presentBooking } from './present-booking.ts';
import { moveBooking, releaseUnit } from './unit-status.ts';

/** Bookings handled per step and run; the next run takes the rest. */
const BATCH = 200;

type TxDeps = Omit<BookingDeps, 'db'> & { db: DbOrTx };

export async function expireBooking(
  deps: TxDeps,
  row: BookingRow,
): Promise<{ booking: TBooking; pushes: (() => void)[] }> {
  const { db, now } = deps;
  // Who confirmed the hold hears it ran out too, when it was not the assignee (an owner answering for a manager).
  const [confirmer] =
    row.state === 'confirmed'
      ? await db
          .select({ userId: bookingEvents.byUserId })
          .from(bookingEvents)
          .where(and(eq(bookingEvents.bookingId, row.id), eq(bookingEvents.toState, 'confirmed')))
          .orderBy(desc(bookingEvents.at), desc(bookingEvents.id))
          .limit(1)
      : [];
  if (row.state === 'confirmed') await releaseUnit(db, row, { at: now, by: null });
  const moved = await moveBooking(db, row, 'expired', { by: null, at: now });
  // The unit's queue, if any, takes its turn.
  const queuePushes =
    row.kind === 'booking' && row.cellId ? await offerNextInQueue(db, deps.realtime, row.cellId, now) : [];
  const booking = await presentBooking(db, moved, now);
  const pushes = await notifyBooking(
    db,
    deps.realtime,
    booking,
    [
      { userId: row.agentId, type: 'BookingExpired' as const },
      ...[...(await builderSide(db, row)), confirmer?.userId]
        .filter((userId) => userId != null && userId !== row.agentId)
        .map((userId) => ({ userId, type: 'BookingExpired' as const })),
    ],
    now,
  );
  return { booking, pushes: [...pushes, ...queuePushes] };
}

async function tryLock(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${BOOKING_EXPIRY_LOCK}) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

export interface ExpiryResult {
  ran: boolean;
  warned: number[];
  expired: number[];
  /** The complexes of the expired bookings. */
  objectIds: number[];
}

/** Which bookings a read closes: its own (a request with a moved test clock touches nothing else). */
export interface ExpiryScope {
  objectId?: number;
  agentId?: number;
  /** The agency's bookings (its head's list). */
  agencyId?: number;
  /** The builder company's complexes. */
  companyId?: number;
}

export async function runBookingExpiry(deps: BookingDeps, scope: ExpiryScope = {}): Promise<ExpiryResult> {
  const { db, now } = deps;
  const scoped = and(
    scope.objectId !== undefined ? eq(bookings.objectId, scope.objectId) : undefined,
    scope.agentId !== undefined ? eq(bookings.agentId, scope.agentId) : undefined,
    scope.agencyId !== undefined ? eq(bookings.agencyId, scope.agencyId) : undefined,
    scope.companyId !== undefined ? eq(objects.companyId, scope.companyId) : undefined,
  );
  const { result, pushes } = await db.transaction(async (tx) => {
    const pushes: (() => void)[] = [];
    if (!(await tryLock(tx)))
      return { result: { ran: false, warned: [], expired: [], objectIds: [] }, pushes };
    const open = inArray(bookings.state, [...OPEN_BOOKING_STATES]);
    const due = await tx
      .select({ booking: bookings })
      .from(bookings)
      .innerJoin(objects, eq(objects.id, bookings.objectId))
      .where(and(open, lte(bookings.expiresAt, now), scoped))
      .orderBy(asc(bookings.expiresAt))
      .limit(BATCH)
      .for('update', { of: bookings });
    for (const { booking } of due) pushes.push(...(await expireBooking({ ...deps, db: tx }, booking)).pushes);

    const soon = new Date(now.getTime() + BOOKING_LIMITS.warnBeforeMs);
    // Warnings are the job's: a read closes what ran out, it does not announce what will.
    const warn = Object.values(scope).some((v) => v !== undefined)
      ? []
      : await tx
          .update(bookings)
          .set({ warnedAt: now })
          .where(
            and(
              eq(bookings.state, 'confirmed'),
              eq(bookings.kind, 'booking'),
              isNull(bookings.warnedAt),
              gt(bookings.expiresAt, now),
              lte(bookings.expiresAt, soon),
            ),
          )
          .returning();
    for (const row of warn.slice(0, BATCH)) {
      const booking = await presentBooking(tx, row, now);
      pushes.push(
        ...(await notifyBooking(
          tx,
          deps.realtime,
          booking,
          [{ userId: row.agentId, type: 'BookingExpiring' }],
          now,
        )),
      );
    }
    return {
      result: {
        ran: true,
        warned: warn.map((r) => r.id),
        expired: due.map((d) => d.booking.id),
        objectIds: due.map((d) => d.booking.objectId),
      },
      pushes,
    };
  });
  for (const push of pushes) push();
  // After the commit: a unit back on sale shows on the chessboard and in search.
  const complexes = new Set(result.objectIds);
  if (deps.cache && complexes.size > 0)
    await deps.cache.bump([CATALOG, ...[...complexes].map(objectVersion)]);
  return result;
}
