// The stall reminder: a deal left in an open stage longer than its complex's `deal_stall_days` reminds the builder's
// manager (its assignee, else the company's members who answer bookings) once per stage — a move clears the mark.
// Run every few minutes by the job, one run at a time across nodes (pg_try_advisory_xact_lock).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_DEAL_STAGES } from '#shared/deals.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deals, objects } from '../../db/schema/index.ts';
import { DEAL_STALL_LOCK } from '../../core/workflow-locks.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { builderSide } from '../bookings/notify-booking.ts';
import { notifyDeal } from './notify-deal.ts';

const BATCH = 200;

export async function runDealStall(deps: {
  db: DbOrTx;
  realtime: Realtime;
  now: Date;
}): Promise<{ ran: boolean; reminded: number[] }> {
  const { db, now } = deps;
  const { result, pushes } = await db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${DEAL_STALL_LOCK}) as locked`);
    if ((locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked !== true)
      return { result: { ran: false, reminded: [] }, pushes: [] };
    const due = await tx
      .select({ deal: deals })
      .from(deals)
      .innerJoin(objects, eq(objects.id, deals.objectId))
      .where(
        and(
          inArray(deals.stage, [...OPEN_DEAL_STAGES]),
          isNull(deals.stallWarnedAt),
          sql`${deals.stageAt} + ${objects.dealStallDays} * interval '1 day' <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(deals.stageAt), asc(deals.id))
      .limit(BATCH)
      .for('update', { of: deals, skipLocked: true });
    const pushes: (() => void)[] = [];
    for (const { deal } of due) {
      const [marked] = await tx
        .update(deals)
        .set({ stallWarnedAt: now })
        .where(eq(deals.id, deal.id))
        .returning();
      const to = await builderSide(tx, { objectId: deal.objectId, assigneeId: deal.assigneeId });
      pushes.push(
        ...(await notifyDeal(
          tx,
          deps.realtime,
          marked!,
          to.map((userId) => ({ userId, type: 'DealStalled' as const })),
          null,
          now,
        )),
      );
    }
    return { result: { ran: true, reminded: due.map((d) => d.deal.id) }, pushes };
  });
  for (const push of pushes) push();
  return result;
}
