// Every change of a handover date is kept, like a price change; the complex's count of postponements (to a later
// quarter) is kept beside it for the cards' badge and the «Без переносов срока» filter.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deadlineHistory, filterAlertQueue, type TDeadlineCause } from '../../db/schema/index.ts';

/** «2026-05-20» → «2026-Q2». */
const quarterOf = (date: string) => `${date.slice(0, 4)}-Q${Math.ceil(Number(date.slice(5, 7)) / 3)}`;

export interface TDeadlineChange {
  objectId: number;
  pavilionId: number | null;
  from: string | null;
  to: string | null;
  cause: TDeadlineCause;
  by: number | null;
  at: Date;
}

/** A first date set, or one taken away, is no move; a different date is, whichever way. */
export async function recordDeadline(tx: DbOrTx, change: TDeadlineChange): Promise<boolean> {
  const { from, to } = change;
  if (!from || !to || from === to) return false;
  await tx.insert(deadlineHistory).values({
    objectId: change.objectId,
    pavilionId: change.pavilionId,
    fromDate: from,
    toDate: to,
    cause: change.cause,
    byUserId: change.by,
    at: change.at,
  });
  await refreshDeadlineShifts(tx, change.objectId);
  // Saved filters hear of a move to another quarter (the alert job skips an unpublished building or complex).
  if (quarterOf(from) !== quarterOf(to)) {
    await tx.insert(filterAlertQueue).values({
      source: 'deadline',
      objectId: change.objectId,
      pavilionId: change.pavilionId,
    });
  }
  return true;
}

/** The count the cards show follows what the complex page shows: its own moves and its published buildings'. */
export async function refreshDeadlineShifts(tx: DbOrTx, objectId: number): Promise<void> {
  await tx.execute(sql`
    update objects set deadline_shifts = (
      select count(*) from deadline_history h
      left join pavilions p on p.id = h.pavilion_id
      where h.object_id = objects.id and (h.pavilion_id is null or p.published)
        and date_trunc('quarter', h.to_date) > date_trunc('quarter', h.from_date)
    )
    where id = ${objectId}`);
}
