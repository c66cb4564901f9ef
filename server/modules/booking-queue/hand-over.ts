// The hand-over: when a unit's hold ends (a booking expires, is declined, released or cancelled; a deal is
// cancelled), the first waiting place becomes `offered` for the complex's queue_hours and its agent is told; only
// they may book the unit until then. A turn that lapses passes to the next; an empty queue leaves the unit on sale.
// Every unit-freeing path calls offerNextInQueue inside its transaction, after the hold is gone.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import { CellStatus } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue, type QueueRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notifyQueue } from './notify-queue.ts';
import { holdOf, lockUnit } from './unit.ts';

const HOUR = 3_600_000;

export async function offeredPlace(tx: DbOrTx, cellId: number): Promise<QueueRow | null> {
  const [row] = await tx
    .select()
    .from(bookingQueue)
    .where(and(eq(bookingQueue.cellId, cellId), eq(bookingQueue.state, 'offered')))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Gives the free unit's turn to the first waiting place; the pushes run after the commit. */
export async function offerNextInQueue(
  tx: DbOrTx,
  realtime: Realtime,
  cellId: number,
  now: Date,
): Promise<(() => void)[]> {
  const unit = await lockUnit(tx, cellId);
  if (!unit || unit.cell.disabled || unit.cell.status !== CellStatus.sale) return [];
  if (await holdOf(tx, cellId)) return [];
  const offered = await offeredPlace(tx, cellId);
  if (offered) {
    if (offered.offerExpiresAt && offered.offerExpiresAt > now) return [];
    return lapseTurn(tx, realtime, offered, now);
  }
  const [next] = await tx
    .select()
    .from(bookingQueue)
    .where(and(eq(bookingQueue.cellId, cellId), eq(bookingQueue.state, 'waiting')))
    .orderBy(asc(bookingQueue.position), asc(bookingQueue.id))
    .limit(1)
    .for('update');
  if (!next) return [];
  const [place] = await tx
    .update(bookingQueue)
    .set({
      state: 'offered',
      offeredAt: now,
      offerExpiresAt: new Date(now.getTime() + unit.object.queueHours * HOUR),
      updatedAt: now,
    })
    .where(eq(bookingQueue.id, next.id))
    .returning();
  return [await notifyQueue(tx, realtime, place!, 'QueueTurn', now)];
}

/** The offered agent did not book in time: their place passes, the next one is offered. */
export async function lapseTurn(
  tx: DbOrTx,
  realtime: Realtime,
  place: QueueRow,
  now: Date,
): Promise<(() => void)[]> {
  const [passed] = await tx
    .update(bookingQueue)
    .set({ state: 'passed', updatedAt: now })
    .where(and(eq(bookingQueue.id, place.id), eq(bookingQueue.state, 'offered')))
    .returning();
  if (!passed) return [];
  const told = await notifyQueue(tx, realtime, passed, 'QueuePassed', now);
  return [told, ...(await offerNextInQueue(tx, realtime, place.cellId, now))];
}

/**
 * The unit was sold: its queue closes, every active place `passed`, each agent told (QueuePassed, «продана»). A
 * sale path calls it in its transaction (the booking's «Продано»; a deal reaching the sale does too).
 */
export async function closeQueueOnSale(
  tx: DbOrTx,
  realtime: Realtime,
  cellId: number,
  now: Date,
): Promise<(() => void)[]> {
  const closed = await tx
    .update(bookingQueue)
    .set({ state: 'passed', updatedAt: now })
    .where(and(eq(bookingQueue.cellId, cellId), inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES])))
    .returning();
  const pushes: (() => void)[] = [];
  for (const place of closed) pushes.push(await notifyQueue(tx, realtime, place, 'QueuePassed', now, true));
  return pushes;
}
