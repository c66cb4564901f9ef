// What a snapshot freezes: the public complexes of a collection (or of a list), in its order.
import { Kind } from '#shared/enums.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { snapshots } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { collectionObjectIds } from '../collections/collection-items.ts';
import type { CollectionRow } from '../collections/own-collections.ts';
import { visibleObjectIds } from '../collections/visible-objects.ts';

export type SnapshotItems = (typeof snapshots.$inferSelect)['items'];

/** Only complexes a client could open go in: a preview never shows an unpublished one. */
export async function collectionContent(db: DbOrTx, collection: CollectionRow): Promise<SnapshotItems> {
  const ids = (await collectionObjectIds(db, [collection.id])).get(collection.id) ?? [];
  const open = await visibleObjectIds(db, ids, null);
  if (open.length === 0) throw invalid('collectionId', workflowTexts.snapshots.noObjects);
  return open.map((id) => ({ kind: Kind.realty, id }));
}

/** Loose objects: each must be public, or the request is refused. */
export async function objectsContent(db: DbOrTx, objectIds: number[]): Promise<SnapshotItems> {
  const ids = [...new Set(objectIds)];
  const open = await visibleObjectIds(db, ids, null);
  if (open.length !== ids.length) throw invalid('objectIds', workflowTexts.collections.objectNotFound);
  return open.map((id) => ({ kind: Kind.realty, id }));
}
