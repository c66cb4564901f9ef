// PUT /api/backoffice/fixations/{id}: the builder's manager accepts a pending fixation (its term starts now), rejects
// it with a reason, or extends an active one once by the rule's days; reject on an active one with an asked
// extension refuses the extension. A foreign company's fixation is NotFound; a member without the bookings
// permission is refused (403).
import { and, eq } from 'drizzle-orm';
import type { TFixation, TFixationActionInput } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { fill } from '#shared/texts/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fixations, objects, type FixationRow, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';
import { membershipIn, requirePermission } from '../../policies/companies.ts';
import type { FixationDeps } from './create-fixation.ts';
import { expireFixations } from './expire-fixations.ts';
import { notifyFixation, type FixationNotice } from './notify-fixation.ts';
import { effectiveState, presentFixation } from './present-fixation.ts';

const DAY = 86_400_000;
const e = fixationTexts.errors;

/** The term after the one extension: the rule's days again, from the end of the current term. */
export function extendedUntil(row: FixationRow, days: number, now: Date): Date {
  const from = row.validUntil && row.validUntil > now ? row.validUntil : now;
  return new Date(from.getTime() + days * DAY);
}

/** Extends an active fixation once (read for update); null when it cannot be. */
export async function extendOnce(tx: DbOrTx, row: FixationRow, by: number | null, now: Date) {
  if (row.extended) throw conflict(e.alreadyExtended);
  const [object] = await tx
    .select({ days: objects.fixationDays })
    .from(objects)
    .where(eq(objects.id, row.objectId));
  const [moved] = await tx
    .update(fixations)
    .set({
      validUntil: extendedUntil(row, object?.days ?? row.days, now),
      extended: true,
      extendRequestedAt: null,
      warnedAt: null,
      decidedById: by,
      decidedAt: now,
      updatedAt: now,
    })
    .where(eq(fixations.id, row.id))
    .returning();
  return moved!;
}

export async function actOnFixation(
  deps: FixationDeps,
  caller: UserRow,
  id: number,
  input: TFixationActionInput,
): Promise<TFixation> {
  const { now } = deps;
  const { fixation, pushes, lapsed } = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(fixations).where(eq(fixations.id, id)).for('update');
    if (!row) throw notFound();
    if (!isAdmin(caller)) {
      const membership = row.companyId == null ? null : await membershipIn(tx, caller, row.companyId);
      if (!membership) throw notFound();
      requirePermission(caller, membership, 'bookings');
    }
    // A term that ran out is closed first: the manager answers what is, not what was.
    if (effectiveState(row, now) !== row.state) {
      const pushes = await expireFixations(tx, deps, [row]);
      const [expired] = await tx.select().from(fixations).where(eq(fixations.id, id));
      return { fixation: await presentFixation(tx, expired!, now), pushes, lapsed: true };
    }
    const refuse = () => conflict(fill(e.notAllowed, fixationTexts.state[row.state]));
    const decided = { decidedById: caller.id, decidedAt: now, updatedAt: now };
    let moved: FixationRow;
    let notice: FixationNotice;
    switch (input.action) {
      case 'accept': {
        if (row.state !== 'pending') throw refuse();
        [moved] = (await tx
          .update(fixations)
          .set({ ...decided, state: 'active', validUntil: new Date(now.getTime() + row.days * DAY) })
          .where(and(eq(fixations.id, id), eq(fixations.state, 'pending')))
          .returning()) as [FixationRow];
        notice = 'FixationAccepted';
        break;
      }
      case 'reject': {
        if (row.state === 'pending') {
          [moved] = (await tx
            .update(fixations)
            .set({ ...decided, state: 'rejected', reason: input.reason ?? null })
            .where(eq(fixations.id, id))
            .returning()) as [FixationRow];
          notice = 'FixationRejected';
        } else if (row.state === 'active' && row.extendRequestedAt) {
          // The extension is refused for good: it was the one the fixation had.
          [moved] = (await tx
            .update(fixations)
            .set({ ...decided, extendRequestedAt: null, extended: true, reason: input.reason ?? null })
            .where(eq(fixations.id, id))
            .returning()) as [FixationRow];
          notice = 'FixationExtendRefused';
        } else throw refuse();
        break;
      }
      case 'extend': {
        if (row.state !== 'active') throw refuse();
        moved = await extendOnce(tx, row, caller.id, now);
        notice = 'FixationExtended';
        break;
      }
    }
    const fixation = await presentFixation(tx, moved, now);
    const pushes = await notifyFixation(tx, deps, fixation, notice, [row.agentId]);
    return { fixation, pushes, lapsed: false };
  });
  for (const push of pushes) push();
  if (lapsed) throw conflict(fill(e.notAllowed, fixationTexts.state.expired));
  return fixation;
}
