// What the queue says to a booking of a free unit (create-booking calls both, with the unit's row locked): while it
// is someone's turn, only they may book; the booking made takes the booker's place out of the line as `booked`.
import { and, eq, inArray } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import { formatDayTime } from '#shared/format.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { fill } from '#shared/texts/ru.ts';
import type { TUnitKind } from '#shared/unit-kind.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { lapseTurn, offeredPlace } from './hand-over.ts';

/**
 * Refuses the booking when the unit is another agent's turn. A turn that ran out by `now` passes first (the job
 * would have done it); the pushes of that hand-over are returned to run after the commit.
 */
export async function checkQueueTurn(
  tx: DbOrTx,
  realtime: Realtime,
  cellId: number,
  agentId: number | null,
  unit: TUnitKind,
  now: Date,
): Promise<(() => void)[]> {
  let pushes: (() => void)[] = [];
  let offered = await offeredPlace(tx, cellId);
  if (offered?.offerExpiresAt && offered.offerExpiresAt <= now) {
    pushes = await lapseTurn(tx, realtime, offered, now);
    offered = await offeredPlace(tx, cellId);
  }
  if (offered && offered.agentId !== agentId)
    throw conflict(fill(queueTexts.errors.reserved[unit], formatDayTime(offered.offerExpiresAt)));
  return pushes;
}

/** The booker's active place in the unit's queue (their turn, or a place they held) becomes `booked`. */
export async function markQueueBooked(
  tx: DbOrTx,
  cellId: number,
  agentId: number,
  bookingId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(bookingQueue)
    .set({ state: 'booked', bookingId, updatedAt: now })
    .where(
      and(
        eq(bookingQueue.cellId, cellId),
        eq(bookingQueue.agentId, agentId),
        inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES]),
      ),
    );
}
