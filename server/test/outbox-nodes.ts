// Several server nodes draining one outbox at the same time (the PostgreSQL tests): each drains until a pass
// finds nothing due.
import type { Db } from '../db/client.ts';
import { drainOutbox } from '../modules/outbox/index.ts';
import type { Clock } from '../providers/clock.ts';

async function drainUntilEmpty(db: Db, clock: Clock): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await drainOutbox({ db, now: () => clock.now() });
    total += n;
    if (n === 0) return total;
  }
}

/** How many items each node tried. */
export function drainOnNodes(nodes: Db[], clock: Clock): Promise<number[]> {
  return Promise.all(nodes.map((db) => drainUntilEmpty(db, clock)));
}
