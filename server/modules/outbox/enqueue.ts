// Writing to the outbox: inside the transaction of the change it tells of, so the item exists exactly when the change
// does. After the commit, nudgeOutbox() starts a drain on this node at once instead of at the next tick.
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

/** Items are retried for this long after they were written, then they are dead. */
export const OUTBOX_RETRY_MS = 24 * 60 * 60_000;

export interface OutboxItem {
  channel: string;
  target: string;
  /** A deal, a unit…: items of one key go out one after another, in the order written. */
  orderKey?: string | null;
  payload: unknown;
}

export async function enqueueOutbox(tx: DbOrTx, item: OutboxItem, now: Date): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: item.channel,
      target: item.target,
      orderKey: item.orderKey ?? null,
      payload: item.payload,
      nextAt: now,
      deadline: new Date(now.getTime() + OUTBOX_RETRY_MS),
      createdAt: now,
    })
    .returning({ id: outbox.id });
  scheduleNudge();
  return row!.id;
}

let nudger: (() => void) | null = null;
let nudgeDue = false;

/** The drainer of this process (server/jobs/schedule.ts startOutbox) listens here. */
export function onOutboxNudge(fn: (() => void) | null): void {
  nudger = fn;
}

// An enqueue inside a transaction cannot drain before its commit; the drain runs on the next turn of the event loop,
// and an item it does not see yet is taken by the next tick.
function scheduleNudge(): void {
  if (!nudger || nudgeDue) return;
  nudgeDue = true;
  setTimeout(() => {
    nudgeDue = false;
    nudger?.();
  }, 50).unref();
}
