// Items delivered or dead are kept a week for looking into, then deleted: the outbox is a queue, not a log (the
// webhooks keep their own delivery log). Deleted in batches so one run never holds a long lock on a busy table.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../core/sql.ts';

export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60_000;
const BATCH = 5_000;

/** Deletes finished items older than a week; returns how many went. */
export async function pruneOutbox(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_KEEP_MS);
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from outbox where id in (
              select id from outbox
              where state <> 'pending' and coalesce(done_at, deadline) < ${before}
              order by id limit ${BATCH})
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = rows[0]?.n ?? 0;
    total += n;
    if (n < BATCH) return total;
  }
}
