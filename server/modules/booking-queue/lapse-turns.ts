// A turn not used in time passes: the place becomes `passed` (QueuePassed to its agent) and the next waiting one is
// offered. Run every minute by the job, one run at a time across nodes (pg_try_advisory_xact_lock), and for one
// complex before its queues are read, so a request with a moved test clock sees what the job would.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookingQueue } from '../../db/schema/index.ts';
import { QUEUE_LAPSE_LOCK } from '../../core/workflow-locks.ts';
import type { QueueDeps } from './deps.ts';
import { lapseTurn } from './hand-over.ts';
import { lockUnit } from './unit.ts';

const BATCH = 200;

async function tryLock(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${QUEUE_LAPSE_LOCK}) as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

export interface LapseResult {
  ran: boolean;
  /** The places whose turn passed. */
  passed: number[];
}

export async function runQueueLapse(
  deps: QueueDeps,
  scope: { objectId?: number } = {},
): Promise<LapseResult> {
  const { now } = deps;
  const { result, pushes } = await deps.db.transaction(async (tx) => {
    if (!(await tryLock(tx))) return { result: { ran: false, passed: [] }, pushes: [] };
    const due = await tx
      .select({ id: bookingQueue.id, cellId: bookingQueue.cellId })
      .from(bookingQueue)
      .where(
        and(
          eq(bookingQueue.state, 'offered'),
          lte(bookingQueue.offerExpiresAt, now),
          scope.objectId !== undefined ? eq(bookingQueue.objectId, scope.objectId) : undefined,
        ),
      )
      .orderBy(asc(bookingQueue.offerExpiresAt))
      .limit(BATCH);
    const pushes: (() => void)[] = [];
    const passed: number[] = [];
    for (const { id, cellId } of due) {
      // The unit first, as every queue change takes it; then the place, which a booking may have taken meanwhile.
      await lockUnit(tx, cellId);
      const [place] = await tx.select().from(bookingQueue).where(eq(bookingQueue.id, id)).for('update');
      if (place?.state !== 'offered' || !place.offerExpiresAt || place.offerExpiresAt > now) continue;
      passed.push(id);
      pushes.push(...(await lapseTurn(tx, deps.realtime, place, now)));
    }
    return { result: { ran: true, passed }, pushes };
  });
  for (const push of pushes) push();
  return result;
}
