// The collection-select modal sends only the difference (SPEC §5): bind adds the complex to the newly ticked
// collections, unbind removes it from the unticked. Both are idempotent and touch only the caller's collections.
import { and, count, eq, inArray, max } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import {
  COLLECTION_LIMITS,
  type TCollectionBind,
  type TCollectionBindResult,
} from '#shared/schemas/collections.ts';
import { fill } from '#shared/texts/ru.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collectionItems, collections, type UserRow } from '../../db/schema/index.ts';
import { notFound, ValidationFailed } from '../../errors.ts';
import { lockOwnCollections } from './own-collections.ts';
import { visibleObjectIds } from './visible-objects.ts';

const holdsObject = (objectId: number) =>
  and(eq(collectionItems.kind, Kind.realty), eq(collectionItems.itemId, objectId));

/** The caller's collections that hold the complex. */
export async function collectionsHolding(db: DbOrTx, userId: number, objectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: collectionItems.collectionId })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collections.userId, userId), holdsObject(objectId)))
    .orderBy(collectionItems.collectionId);
  return rows.map((r) => r.id);
}

export async function bindObject(
  db: DbOrTx,
  user: UserRow,
  input: TCollectionBind,
  now: Date,
): Promise<TCollectionBindResult> {
  const ids = [...new Set(input.collectionIds)];
  return db.transaction(async (tx) => {
    await lockOwnCollections(tx, user.id, ids);
    const [visible] = await visibleObjectIds(tx, [input.objectId], user);
    if (visible === undefined) throw notFound(workflowTexts.collections.objectNotFound);
    const present = new Set(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: collectionItems.collectionId })
              .from(collectionItems)
              .where(and(inArray(collectionItems.collectionId, ids), holdsObject(input.objectId)))
          ).map((r) => r.id),
    );
    const toAdd = ids.filter((id) => !present.has(id));
    if (toAdd.length > 0) {
      const sizes = await tx
        .select({ id: collectionItems.collectionId, n: count(), last: max(collectionItems.sort) })
        .from(collectionItems)
        .where(inArray(collectionItems.collectionId, toAdd))
        .groupBy(collectionItems.collectionId);
      const byId = new Map(sizes.map((s) => [s.id, s]));
      if (toAdd.some((id) => (byId.get(id)?.n ?? 0) >= COLLECTION_LIMITS.objects)) {
        throw new ValidationFailed({
          collectionIds: [fill(workflowTexts.collections.full, COLLECTION_LIMITS.objects)],
        });
      }
      await tx.insert(collectionItems).values(
        toAdd.map((collectionId) => ({
          collectionId,
          kind: Kind.realty,
          itemId: input.objectId,
          sort: (byId.get(collectionId)?.last ?? 0) + 1,
          createdAt: now,
        })),
      );
      await tx.update(collections).set({ updatedAt: now }).where(inArray(collections.id, toAdd));
    }
    return { objectId: input.objectId, collectionIds: await collectionsHolding(tx, user.id, input.objectId) };
  });
}

export async function unbindObject(
  db: DbOrTx,
  user: UserRow,
  input: TCollectionBind,
  now: Date,
): Promise<TCollectionBindResult> {
  const ids = [...new Set(input.collectionIds)];
  return db.transaction(async (tx) => {
    await lockOwnCollections(tx, user.id, ids);
    if (ids.length > 0) {
      const removed = await tx
        .delete(collectionItems)
        .where(and(inArray(collectionItems.collectionId, ids), holdsObject(input.objectId)))
        .returning({ id: collectionItems.collectionId });
      if (removed.length > 0) {
        await tx
          .update(collections)
          .set({ updatedAt: now })
          .where(
            inArray(
              collections.id,
              removed.map((r) => r.id),
            ),
          );
      }
    }
    return { objectId: input.objectId, collectionIds: await collectionsHolding(tx, user.id, input.objectId) };
  });
}
