// An agent's place as the API answers it: the unit and complex, and the place's rank among the unit's active ones.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import type { TQueuePlace } from '#shared/schemas/booking-queue.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { bookingQueue, cells, objects, type QueueRow } from '../../db/schema/index.ts';
import { unitKindOfUnit } from './unit.ts';

const active = inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES]);

export async function presentPlace(tx: DbOrTx, row: QueueRow): Promise<TQueuePlace> {
  const isActive = ACTIVE_QUEUE_STATES.includes(row.state);
  // At once on the pool; in turn inside a transaction (readAll).
  const [[unit], [counts]] = await readAll(tx, [
    () =>
      tx
        .select({ cell: cells, title: objects.title })
        .from(cells)
        .innerJoin(objects, eq(objects.id, cells.objectId))
        .where(eq(cells.id, row.cellId)),
    () =>
      tx
        .select({
          length: sql<number>`count(*)::int`,
          before: sql<number>`count(*) filter (where ${or(
            lt(bookingQueue.position, row.position),
            and(eq(bookingQueue.position, row.position), lt(bookingQueue.id, row.id)),
          )})::int`,
        })
        .from(bookingQueue)
        .where(and(eq(bookingQueue.cellId, row.cellId), active)),
  ] as const);
  return {
    id: row.id,
    cellId: row.cellId,
    objectId: row.objectId,
    objectTitle: unit!.title,
    sectionId: unit!.cell.sectionId,
    unit: { number: unit!.cell.number, floor: unit!.cell.floor, kind: await unitKindOfUnit(tx, unit!.cell) },
    state: row.state,
    rank: isActive ? (counts?.before ?? 0) + 1 : null,
    length: counts?.length ?? 0,
    offerExpiresAt: row.state === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
    clientName: row.clientName,
    clientPhone: row.clientPhone,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
