// The queues of a section's units as an agent's chessboard shows them: the length, the viewer's rank and whose turn
// until when. One statement, read beside the chessboard's shared part (chess-overlay.ts), for agents only.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import type { TChessCellQueue } from '#shared/schemas/booking-queue.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue, cells } from '../../db/schema/index.ts';

export async function sectionQueues(
  db: DbOrTx,
  sectionId: number,
  viewerId: number,
): Promise<Map<number, TChessCellQueue>> {
  const rows = await db
    .select({
      cellId: bookingQueue.cellId,
      agentId: bookingQueue.agentId,
      state: bookingQueue.state,
      offerExpiresAt: bookingQueue.offerExpiresAt,
    })
    .from(bookingQueue)
    .innerJoin(cells, eq(cells.id, bookingQueue.cellId))
    .where(and(eq(cells.sectionId, sectionId), inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES])))
    .orderBy(asc(bookingQueue.cellId), asc(bookingQueue.position), asc(bookingQueue.id));
  const byCell = new Map<number, TChessCellQueue>();
  for (const row of rows) {
    const queue = byCell.get(row.cellId) ?? { length: 0, rank: null, offeredUntil: null, myTurn: false };
    queue.length++;
    if (row.agentId === viewerId) queue.rank = queue.length;
    if (row.state === 'offered') {
      queue.offeredUntil = row.offerExpiresAt?.toISOString() ?? null;
      queue.myTurn = row.agentId === viewerId;
    }
    byCell.set(row.cellId, queue);
  }
  return byCell;
}
