// Buildings of a complex: create, update (name, deadline, flags, publishing), delete, reorder.
import { and, eq, max } from 'drizzle-orm';
import { recordDeadline, refreshDeadlineShifts } from '../deadline-history/record.ts';
import type { TPavilionCreate, TPavilionUpdate } from '#shared/schemas/chess-editor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pavilions, type PavilionRow, type UserRow } from '../../db/schema/index.ts';
import { refreshObjectStats } from '../realty/refresh-object-stats.ts';
import { ownedObject, ownedPavilion } from './access.ts';
import { pavilionPublishProblems, refusePublishing } from './publishing.ts';
import { requireObjectPermission } from '../../policies/object-permissions.ts';
import { queuePublished } from '../saved-filters/queue-published.ts';
import { refuseBookedUnits } from '../bookings/booked-units.ts';

export async function createPavilion(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  input: TPavilionCreate,
): Promise<PavilionRow> {
  return db.transaction(async (tx) => {
    await ownedObject(tx, user, objectId);
    const [last] = await tx
      .select({ sort: max(pavilions.sort) })
      .from(pavilions)
      .where(eq(pavilions.objectId, objectId));
    const [row] = await tx
      .insert(pavilions)
      .values({
        objectId,
        name: input.name,
        dateBuild: input.dateBuild ?? null,
        isFinished: input.isFinished,
        isAction: input.isAction,
        published: false,
        sort: (last?.sort ?? -1) + 1,
      })
      .returning();
    return row!;
  });
}

export async function updatePavilion(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  pavilionId: number,
  patch: TPavilionUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pavilion } = await ownedPavilion(tx, user, pavilionId, { objectId, lock: true });
    const next = { ...pavilion, ...definedOnly(patch) };
    if (next.published !== pavilion.published)
      await requireObjectPermission(tx, user, pavilion.objectId, 'publish');
    if (patch.published === true && !pavilion.published) {
      refusePublishing(await pavilionPublishProblems(tx, next));
    }
    await tx
      .update(pavilions)
      .set({
        name: next.name,
        published: next.published,
        dateBuild: next.dateBuild,
        isFinished: next.isFinished,
        isAction: next.isAction,
      })
      .where(eq(pavilions.id, pavilionId));
    if (next.published !== pavilion.published) await refreshObjectStats(tx, objectId);
    const moved = await recordDeadline(tx, {
      objectId: pavilion.objectId,
      pavilionId,
      from: pavilion.dateBuild,
      to: next.dateBuild,
      cause: 'building',
      by: user.id,
      at: now,
    });
    // A building shown or hidden shows or hides its moves on the cards too.
    if (!moved && next.published !== pavilion.published) await refreshDeadlineShifts(tx, pavilion.objectId);
    if (next.published && !pavilion.published) {
      await queuePublished(tx, { source: 'pavilion', objectId, pavilionId });
    }
  });
}

export async function deletePavilion(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  pavilionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedPavilion(tx, user, pavilionId, { objectId, lock: true });
    await refuseBookedUnits(tx, { pavilionId });
    await tx.delete(pavilions).where(and(eq(pavilions.id, pavilionId), eq(pavilions.objectId, objectId)));
    await refreshObjectStats(tx, objectId);
  });
}

/** The keys a partial update carries; undefined means "leave as it is". */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
