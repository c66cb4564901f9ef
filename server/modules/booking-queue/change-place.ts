// PUT /api/backoffice/queues/{id}: the builder moves a waiting place ({position}: the unit's active places are
// renumbered 1..n in one transaction) or removes it ({state: 'removed'}; a removed turn goes to the next at once).
// The place that holds the turn stays first: its agent was told the unit is theirs until the turn ends.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import type { TQueuePlaceChange, TUnitQueue } from '#shared/schemas/booking-queue.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue, type QueueRow, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound, ValidationFailed } from '../../errors.ts';
import { requireQueueManager } from './builder-access.ts';
import type { QueueDeps } from './deps.ts';
import { offerNextInQueue } from './hand-over.ts';
import { objectQueues } from './object-queues.ts';
import { lockUnit } from './unit.ts';

const e = queueTexts.errors;

async function renumber(tx: DbOrTx, order: readonly QueueRow[], now: Date): Promise<void> {
  for (const [i, row] of order.entries()) {
    if (row.position !== i + 1)
      await tx
        .update(bookingQueue)
        .set({ position: i + 1, updatedAt: now })
        .where(eq(bookingQueue.id, row.id));
  }
}

export async function changeQueuePlace(
  deps: QueueDeps,
  caller: UserRow,
  id: number,
  input: TQueuePlaceChange,
): Promise<TUnitQueue | null> {
  const { now } = deps;
  const { queue, pushes } = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(bookingQueue).where(eq(bookingQueue.id, id));
    if (!found) throw notFound();
    await requireQueueManager(tx, caller, found.objectId);
    await lockUnit(tx, found.cellId);
    const actives = await tx
      .select()
      .from(bookingQueue)
      .where(
        and(eq(bookingQueue.cellId, found.cellId), inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES])),
      )
      .orderBy(sql`${bookingQueue.state} = 'offered' desc`, asc(bookingQueue.position), asc(bookingQueue.id))
      .for('update');
    const place = actives.find((row) => row.id === id);
    if (!place) throw conflict(e.closed);
    const rest = actives.filter((row) => row.id !== id);
    let pushes: (() => void)[] = [];
    if (input.state === 'removed') {
      await tx.update(bookingQueue).set({ state: 'removed', updatedAt: now }).where(eq(bookingQueue.id, id));
      await renumber(tx, rest, now);
      if (place.state === 'offered') pushes = await offerNextInQueue(tx, deps.realtime, found.cellId, now);
    } else {
      const position = input.position!;
      if (place.state === 'offered') throw conflict(e.offeredFirst);
      if (position > actives.length)
        throw new ValidationFailed({ position: [fill(e.position, String(actives.length))] });
      if (actives[0]?.state === 'offered' && position === 1)
        throw new ValidationFailed({ position: [e.offeredFirst] });
      await renumber(tx, [...rest.slice(0, position - 1), place, ...rest.slice(position - 1)], now);
    }
    const [queue] = await objectQueues(tx, found.objectId, { cellId: found.cellId });
    return { queue: queue ?? null, pushes };
  });
  for (const push of pushes) push();
  return queue;
}
