// A visible complex's deadline history: its own changes and those of its published buildings (a hidden building's
// dates are the builder's business until it is shown).
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TDeadlineHistory } from '#shared/schemas/deadline-history.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deadlineHistory, pavilions } from '../../db/schema/index.ts';

export async function loadDeadlineHistory(db: DbOrTx, objectId: number): Promise<TDeadlineHistory> {
  const rows = await db
    .select({
      pavilionId: deadlineHistory.pavilionId,
      building: pavilions.name,
      from: deadlineHistory.fromDate,
      to: deadlineHistory.toDate,
      at: deadlineHistory.at,
      later: sql<boolean>`date_trunc('quarter', ${deadlineHistory.toDate}) > date_trunc('quarter', ${deadlineHistory.fromDate})`,
    })
    .from(deadlineHistory)
    .leftJoin(pavilions, eq(pavilions.id, deadlineHistory.pavilionId))
    .where(
      and(
        eq(deadlineHistory.objectId, objectId),
        or(isNull(deadlineHistory.pavilionId), eq(pavilions.published, true)),
      ),
    )
    .orderBy(asc(deadlineHistory.at), asc(deadlineHistory.id));
  const moves = rows.map((r) => ({
    pavilionId: r.pavilionId,
    building: r.building ?? null,
    from: r.from,
    to: r.to,
    at: r.at.toISOString(),
    later: Boolean(r.later),
  }));
  return { shifts: moves.filter((m) => m.later).length, moves };
}
