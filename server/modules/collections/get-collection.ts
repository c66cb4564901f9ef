// One collection of the caller's with its complexes and offers as cards and its units as unit cards (the owner sees
// unpublished complexes too, marked), its latest live link, how often its links were opened and what the clients
// said.
import { and, desc, eq } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { idsOfKind, loadListCards } from '../cards/list-cards.ts';
import { loadUnitCards } from '../cards/unit-cards.ts';
import { collectionFeedback, collectionViews } from './client-feedback.ts';
import { isLiveSnapshot } from '../../policies/snapshot-preview.ts';
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
  const [[snapshot], objects, units, views, feedback] = await Promise.all([
    db
      .select({ id: snapshots.id, createdAt: snapshots.createdAt, updatedAt: snapshots.updatedAt })
      .from(snapshots)
      .where(and(eq(snapshots.collectionId, row.id), eq(snapshots.userId, user.id), isLiveSnapshot()))
      .orderBy(desc(snapshots.updatedAt), desc(snapshots.createdAt))
      .limit(1),
    loadListCards(db, storage, items, user, now),
    loadUnitCards(db, storage, idsOfKind(items, Kind.unit)),
    collectionViews(db, user.id, row.id),
    collectionFeedback(db, user.id, row.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    objects,
    units,
    views,
    feedback,
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
