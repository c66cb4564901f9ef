// The collection-select modal sends only the difference (PRODUCT §5): bind adds the complex, offer or unit to the
// newly ticked collections, unbind removes it from the unticked. Both are idempotent and touch only the caller's
// collections.
import { and, eq, inArray, max } from 'drizzle-orm';
import { Kind, type TKind } from '#shared/enums.ts';
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
import type { ItemRef } from '../cards/list-cards.ts';
import { nextVersion } from '../../core/versions.ts';
import { lockOwnCollections } from './own-collections.ts';
import { publicUnitIds } from '../cards/unit-cards.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { collectionItemRefs, presentItemRef } from './collection-items.ts';
import { publicOfferIds, visibleObjectIds } from './visible-items.ts';

const itemOf = (input: TCollectionBind): ItemRef => ({
  kind: input.kind ?? (input.isOffer ? Kind.offer : Kind.realty),
  id: input.objectId,
});

const holds = (item: ItemRef) =>
  and(eq(collectionItems.kind, item.kind), eq(collectionItems.itemId, item.id));

/** The caller's collections that hold the complex or offer. */
export async function collectionsHolding(db: DbOrTx, userId: number, item: ItemRef): Promise<number[]> {
  const rows = await db
    .select({ id: collectionItems.collectionId })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collections.userId, userId), holds(item)))
    .orderBy(collectionItems.collectionId);
  return rows.map((r) => r.id);
}

/** A complex the caller may see (public, or their own / any for admins); an offer or a unit only while public. */
async function mayAdd(db: DbOrTx, user: UserRow, item: ItemRef): Promise<boolean> {
  const found =
    item.kind === Kind.offer
      ? await publicOfferIds(db, [item.id])
      : item.kind === Kind.unit
        ? await publicUnitIds(db, [item.id])
        : await visibleObjectIds(db, [item.id], user);
  return found.length > 0;
}

const NOT_FOUND: Record<TKind, string> = {
  [Kind.realty]: workflowTexts.collections.objectNotFound,
  [Kind.offer]: workflowTexts.collections.offerNotFound,
  [Kind.unit]: liveTexts.errors.unitNotFound,
};

async function answer(db: DbOrTx, user: UserRow, item: ItemRef): Promise<TCollectionBindResult> {
  const { id, ...ref } = presentItemRef(item);
  return { objectId: id, ...ref, collectionIds: await collectionsHolding(db, user.id, item) };
}

/**
 * One transaction over the user's own named collections, locked: `change` answers the ones it changed, which move
 * on (updated, a new version); the answer says which of them hold the item after.
 */
function changeOwnCollections(
  db: DbOrTx,
  user: UserRow,
  input: TCollectionBind,
  now: Date,
  change: (tx: DbOrTx, ids: number[], item: ItemRef) => Promise<number[]>,
): Promise<TCollectionBindResult> {
  const ids = [...new Set(input.collectionIds)];
  const item = itemOf(input);
  return db.transaction(async (tx) => {
    await lockOwnCollections(tx, user.id, ids);
    const changed = await change(tx, ids, item);
    if (changed.length > 0)
      await tx
        .update(collections)
        .set({ updatedAt: now, version: nextVersion(collections) })
        .where(inArray(collections.id, changed));
    return answer(tx, user, item);
  });
}

export async function bindObject(
  db: DbOrTx,
  user: UserRow,
  input: TCollectionBind,
  now: Date,
): Promise<TCollectionBindResult> {
  return changeOwnCollections(db, user, input, now, async (tx, ids, item) => {
    if (!(await mayAdd(tx, user, item))) throw notFound(NOT_FOUND[item.kind]);
    const present = new Set(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: collectionItems.collectionId })
              .from(collectionItems)
              .where(and(inArray(collectionItems.collectionId, ids), holds(item)))
          ).map((r) => r.id),
    );
    const toAdd = ids.filter((id) => !present.has(id));
    if (toAdd.length > 0) {
      // The limit counts what the collection shows, both kinds: an offer out of the feed neither shows nor counts.
      // One query after another: the transaction's client runs one at a time.
      const shown = await collectionItemRefs(tx, toAdd);
      if (toAdd.some((id) => (shown.get(id)?.length ?? 0) >= COLLECTION_LIMITS.objects)) {
        throw new ValidationFailed({
          collectionIds: [fill(workflowTexts.collections.full, COLLECTION_LIMITS.objects)],
        });
      }
      const lastSort = await tx
        .select({ id: collectionItems.collectionId, last: max(collectionItems.sort) })
        .from(collectionItems)
        .where(inArray(collectionItems.collectionId, toAdd))
        .groupBy(collectionItems.collectionId);
      const last = new Map(lastSort.map((s) => [s.id, s.last ?? 0]));
      await tx.insert(collectionItems).values(
        toAdd.map((collectionId) => ({
          collectionId,
          kind: item.kind,
          itemId: item.id,
          sort: (last.get(collectionId) ?? 0) + 1,
          createdAt: now,
        })),
      );
    }
    return toAdd;
  });
}

/** Needs no visibility: a withdrawn complex or offer can still be taken out. */
export async function unbindObject(
  db: DbOrTx,
  user: UserRow,
  input: TCollectionBind,
  now: Date,
): Promise<TCollectionBindResult> {
  return changeOwnCollections(db, user, input, now, async (tx, ids, item) => {
    if (ids.length === 0) return [];
    const removed = await tx
      .delete(collectionItems)
      .where(and(inArray(collectionItems.collectionId, ids), holds(item)))
      .returning({ id: collectionItems.collectionId });
    return removed.map((r) => r.id);
  });
}
