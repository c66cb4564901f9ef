// GET /api/bookings/queue: the agent’s active places, the turns first (`offered` sorts before `waiting`), then by
// when they joined.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACTIVE_QUEUE_STATES } from '#shared/deals.ts';
import type { TQueuePlace } from '#shared/schemas/booking-queue.ts';
import { bookingQueue } from '../../db/schema/index.ts';
import type { QueueDeps } from './deps.ts';
import { presentPlace } from './present-place.ts';

export async function ownPlaces(deps: QueueDeps, agentId: number): Promise<TQueuePlace[]> {
  const rows = await deps.db
    .select()
    .from(bookingQueue)
    .where(and(eq(bookingQueue.agentId, agentId), inArray(bookingQueue.state, [...ACTIVE_QUEUE_STATES])))
    .orderBy(asc(bookingQueue.state), asc(bookingQueue.createdAt))
    .limit(100);
  return Promise.all(rows.map((row) => presentPlace(deps.db, row)));
}
