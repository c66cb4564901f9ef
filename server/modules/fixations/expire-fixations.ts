// The fixation's term runs out: three days before, the agent is told (once); at the end it expires and the agent is
// told again. A waiting one the builder never decided expires after as long as its term. Run every few minutes by the job, one run at a time across nodes (pg_try_advisory_xact_lock: a node
// that finds it taken skips its turn); a new fixation of the same phone expires the overdue one itself first.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { FIXATION_LIMITS } from '#shared/companies.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fixations, type FixationRow } from '../../db/schema/index.ts';
import { FIXATION_EXPIRY_LOCK } from '../../core/workflow-locks.ts';
import { notifyFixation, type NotifyDeps } from './notify-fixation.ts';
import { presentFixation } from './present-fixation.ts';

const DAY = 86_400_000;
/** Fixations handled per step and run; the next run takes the rest. */
const BATCH = 200;

export interface FixationJobDeps extends NotifyDeps {
  db: DbOrTx;
}

/**
 * SQL: the fixation no longer holds its phone: an active one past its term, or a waiting one the builder left
 * undecided for as long as the term would have run (it must not hold the client for ever).
 */
export const overdueFixation = (now: Date): SQL =>
  or(
    and(eq(fixations.state, 'active'), lte(fixations.validUntil, now)),
    and(
      eq(fixations.state, 'pending'),
      sql`${fixations.createdAt} + ${fixations.days} * interval '1 day' <= ${now.toISOString()}::timestamptz`,
    ),
  )!;

/** Expires the given holding fixations (already read for update) and tells their agents. */
export async function expireFixations(
  tx: DbOrTx,
  deps: NotifyDeps,
  rows: readonly FixationRow[],
): Promise<(() => void)[]> {
  const pushes: (() => void)[] = [];
  for (const row of rows) {
    const [moved] = await tx
      .update(fixations)
      .set({ state: 'expired', updatedAt: deps.now })
      .where(and(eq(fixations.id, row.id), inArray(fixations.state, ['active', 'pending'])))
      .returning();
    if (!moved) continue;
    const fixation = await presentFixation(tx, moved, deps.now);
    pushes.push(...(await notifyFixation(tx, deps, fixation, 'FixationExpired', [moved.agentId])));
  }
  return pushes;
}

export interface FixationExpiryResult {
  ran: boolean;
  warned: number[];
  expired: number[];
}

export async function runFixationExpiry(deps: FixationJobDeps): Promise<FixationExpiryResult> {
  const { db, now } = deps;
  const { result, pushes } = await db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${FIXATION_EXPIRY_LOCK}) as locked`);
    if ((locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked !== true)
      return { result: { ran: false, warned: [], expired: [] }, pushes: [] };
    const due = await tx
      .select()
      .from(fixations)
      .where(overdueFixation(now))
      .orderBy(asc(fixations.id))
      .limit(BATCH)
      .for('update');
    const pushes = await expireFixations(tx, deps, due);

    const soon = new Date(now.getTime() + FIXATION_LIMITS.warnDays * DAY);
    const warn = await tx
      .update(fixations)
      .set({ warnedAt: now })
      .where(
        and(
          eq(fixations.state, 'active'),
          isNull(fixations.warnedAt),
          gt(fixations.validUntil, now),
          lte(fixations.validUntil, soon),
        ),
      )
      .returning();
    for (const row of warn) {
      const fixation = await presentFixation(tx, row, now);
      pushes.push(...(await notifyFixation(tx, deps, fixation, 'FixationExpiring', [row.agentId])));
    }
    return {
      result: { ran: true, warned: warn.map((r) => r.id), expired: due.map((r) => r.id) },
      pushes,
    };
  });
  for (const push of pushes) push();
  return result;
}
