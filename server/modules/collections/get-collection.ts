// One collection of the caller's with its complexes and offers as cards; the owner sees unpublished complexes too,
// marked.
import { and, desc, eq } from 'drizzle-orm';
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadListCards } from '../cards/list-cards.ts';
import { collectionItemRefs } from './collection-items.ts';
import { findOwnCollection } from './own-collections.ts';

export async function getCollection(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  id: number,
  now: Date,
): Promise<TCollectionFull> {
  const row = await findOwnCollection(db, user.id, id);
  const items = (await collectionItemRefs(db, [row.id])).get(row.id) ?? [];
  const [snapshot] = await db
    .select({ id: snapshots.id, createdAt: snapshots.createdAt, updatedAt: snapshots.updatedAt })
    .from(snapshots)
    .where(and(eq(snapshots.collectionId, row.id), eq(snapshots.userId, user.id)))
    .orderBy(desc(snapshots.updatedAt), desc(snapshots.createdAt))
    .limit(1);
  return {
    id: row.id,
    name: row.name,
    objects: await loadListCards(db, storage, items, user, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    snapshot: snapshot
      ? {
          id: snapshot.id,
          createdAt: snapshot.createdAt.toISOString(),
          updatedAt: snapshot.updatedAt.toISOString(),
        }
      : null,
    version: row.version,
  };
}
