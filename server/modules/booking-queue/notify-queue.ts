// QueueTurn and QueuePassed: the agent hears their turn came (until when) or went to the next; pushed after commit.
import { eq } from 'drizzle-orm';
import type { TQueueNotice } from '#shared/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, objects, type QueueRow } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { unitKindOfUnit } from './unit.ts';

export async function notifyQueue(
  tx: DbOrTx,
  realtime: Realtime,
  place: QueueRow,
  type: 'QueueTurn' | 'QueuePassed',
  now: Date,
  /** QueuePassed because the unit was sold. */
  sold = false,
): Promise<() => void> {
  const [unit] = await tx
    .select({ cell: cells, title: objects.title })
    .from(cells)
    .innerJoin(objects, eq(objects.id, cells.objectId))
    .where(eq(cells.id, place.cellId));
  const payload: TQueueNotice = {
    queueId: place.id,
    cellId: place.cellId,
    objectId: place.objectId,
    objectTitle: unit?.title ?? '',
    unitNumber: unit?.cell.number ?? null,
    sectionId: unit?.cell.sectionId,
    unitKind: unit ? await unitKindOfUnit(tx, unit.cell) : undefined,
    until: type === 'QueueTurn' ? (place.offerExpiresAt?.toISOString() ?? null) : null,
    ...(sold ? { sold } : {}),
  };
  return notify(tx, realtime, place.agentId, type, payload, now);
}
