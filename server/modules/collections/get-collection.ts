// One collection of the caller's with its complexes as cards; the owner sees unpublished ones too, marked.
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadObjectCards } from '../objects/cards.ts';
import { collectionObjectIds } from './collection-items.ts';
import { findOwnCollection } from './own-collections.ts';

export async function getCollection(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  id: number,
): Promise<TCollectionFull> {
  const row = await findOwnCollection(db, user.id, id);
  const ids = (await collectionObjectIds(db, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    name: row.name,
    objects: await loadObjectCards(db, storage, ids, user),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
