// POST /api/fixations/{id}/extend: the agent asks for the one extension of their active fixation. Under the
// automatic rule it is extended at once by the rule's days; under the manager's rule the request waits for the
// builder's answer (its managers are told).
import { and, eq } from 'drizzle-orm';
import type { TFixation } from '#shared/schemas/fixations.ts';
import { fixationTexts } from '#shared/texts/fixations.ts';
import { fill } from '#shared/texts/ru.ts';
import { fixations, objects, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { extendOnce } from './act-on-fixation.ts';
import type { FixationDeps } from './create-fixation.ts';
import { expireFixations } from './expire-fixations.ts';
import { notifyFixation } from './notify-fixation.ts';
import { effectiveState, presentFixation } from './present-fixation.ts';
import { bookingAnswerers } from '../../policies/companies.ts';

const e = fixationTexts.errors;

export async function requestExtension(deps: FixationDeps, caller: UserRow, id: number): Promise<TFixation> {
  const { now } = deps;
  const { fixation, pushes, lapsed } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fixations)
      .where(and(eq(fixations.id, id), eq(fixations.agentId, caller.id)))
      .for('update');
    if (!row) throw notFound();
    if (effectiveState(row, now) !== row.state) {
      const pushes = await expireFixations(tx, deps, [row]);
      return { fixation: null, pushes, lapsed: true };
    }
    if (row.state !== 'active') throw conflict(fill(e.notAllowed, fixationTexts.state[row.state]));
    if (row.extended) throw conflict(e.alreadyExtended);
    if (row.extendRequestedAt) throw conflict(e.extendRequested);
    const [object] = await tx
      .select({ mode: objects.fixationMode })
      .from(objects)
      .where(eq(objects.id, row.objectId));
    if (object?.mode === 'auto') {
      const moved = await extendOnce(tx, row, null, now);
      const fixation = await presentFixation(tx, moved, now);
      return {
        fixation,
        pushes: await notifyFixation(tx, deps, fixation, 'FixationExtended', [row.agentId]),
        lapsed: false,
      };
    }
    const [moved] = await tx
      .update(fixations)
      .set({ extendRequestedAt: now, updatedAt: now })
      .where(eq(fixations.id, id))
      .returning();
    const fixation = await presentFixation(tx, moved!, now);
    const managers = await bookingAnswerers(tx, row.companyId);
    return {
      fixation,
      pushes: await notifyFixation(tx, deps, fixation, 'FixationExtendRequested', managers),
      lapsed: false,
    };
  });
  for (const push of pushes) push();
  if (lapsed || !fixation) throw conflict(fill(e.notAllowed, fixationTexts.state.expired));
  return fixation;
}
