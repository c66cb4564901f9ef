// The caller's collections: paged tiles (name, count, first photos) or all of them with their object ids.
import { count, desc, eq } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import {
  COLLECTION_LIMITS,
  type TCollectionRef,
  type TCollectionSummary,
} from '#shared/schemas/collections.ts';
import { pageMeta, type TPageMeta } from '#shared/schemas/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collections } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { firstImages } from '../objects/cards.ts';
import { collectionObjectIds } from './collection-items.ts';

export const COLLECTIONS_PER_PAGE = 20;

const newestFirst = [desc(collections.updatedAt), desc(collections.id)];

export async function listCollections(
  db: DbOrTx,
  storage: Storage,
  userId: number,
  page: number,
): Promise<{ data: TCollectionSummary[]; meta: TPageMeta }> {
  const perPage = COLLECTIONS_PER_PAGE;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(eq(collections.userId, userId))
      .orderBy(...newestFirst)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(collections).where(eq(collections.userId, userId)),
  ]);
  const items = await collectionObjectIds(
    db,
    rows.map((r) => r.id),
  );
  // A tile shows the cover of each of its first few complexes.
  const covers = [
    ...new Set([...items.values()].flatMap((ids) => ids.slice(0, COLLECTION_LIMITS.tileImages))),
  ];
  const photos = await firstImages(db, storage, Kind.realty, covers, 1);
  const data = rows.map((row) => {
    const ids = items.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      objectsCount: ids.length,
      images: ids.slice(0, COLLECTION_LIMITS.tileImages).flatMap((id) => photos.get(id)?.slice(0, 1) ?? []),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { data, meta: pageMeta(page, perPage, total?.n ?? 0) };
}

/** Every collection with the ids of its complexes, for the collection-select modal. */
export async function allCollections(db: DbOrTx, userId: number): Promise<TCollectionRef[]> {
  const rows = await db
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(...newestFirst);
  const items = await collectionObjectIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    objects: (items.get(row.id) ?? []).map((id) => ({ id })),
  }));
}
