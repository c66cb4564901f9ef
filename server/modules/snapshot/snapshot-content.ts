// What a snapshot freezes: the public complexes, offers and units of a collection (or a list of complexes), in its
// order, with each one's state at that moment (the baseline of what changed since).
import { Kind } from '#shared/enums.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { snapshots } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { collectionItemRefs } from '../collections/collection-items.ts';
import type { CollectionRow } from '../collections/own-collections.ts';
import { visibleItems, visibleObjectIds } from '../collections/visible-items.ts';
import { itemKey } from '../cards/list-cards.ts';
import { baselineOf, itemStates } from './item-states.ts';

export type SnapshotItems = (typeof snapshots.$inferSelect)['items'];
export type SnapshotStates = (typeof snapshots.$inferSelect)['states'];

/** Each item's state now, in the items' order. */
export async function baselineFor(db: DbOrTx, items: SnapshotItems): Promise<SnapshotStates> {
  const states = await itemStates(db, items);
  return items.flatMap((item) => {
    const state = states.get(itemKey(item));
    return state ? [baselineOf(state)] : [];
  });
}

/** Only what a client could open goes in: a preview never shows an unpublished complex or an inactive offer. */
export async function collectionContent(db: DbOrTx, collection: CollectionRow): Promise<SnapshotItems> {
  const items = (await collectionItemRefs(db, [collection.id])).get(collection.id) ?? [];
  const open = await visibleItems(db, items, null);
  if (open.length === 0) throw invalid('collectionId', workflowTexts.snapshots.noObjects);
  return open.map((item) => ({ kind: item.kind, id: item.id }));
}

/** Loose complexes: each must be public, or the request is refused. */
export async function objectsContent(db: DbOrTx, objectIds: number[]): Promise<SnapshotItems> {
  const ids = [...new Set(objectIds)];
  const open = await visibleObjectIds(db, ids, null);
  if (open.length !== ids.length) throw invalid('objectIds', workflowTexts.collections.objectNotFound);
  return open.map((id) => ({ kind: Kind.realty, id }));
}
