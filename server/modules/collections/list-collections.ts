// The caller's collections: paged tiles (name, count, first photos) or all of them with what each holds.
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
import { firstImages } from '../cards/cards.ts';
import { idsOfKind } from '../cards/list-cards.ts';
import { collectionItemRefs, presentItemRef } from './collection-items.ts';

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
  const items = await collectionItemRefs(
    db,
    rows.map((r) => r.id),
  );
  // A tile shows the cover of each of its first few complexes and offers.
  const covers = [...items.values()].flatMap((list) => list.slice(0, COLLECTION_LIMITS.tileImages));
  const [objectPhotos, offerPhotos] = await Promise.all([
    firstImages(db, storage, Kind.realty, [...new Set(idsOfKind(covers, Kind.realty))], 1),
    firstImages(db, storage, Kind.offer, [...new Set(idsOfKind(covers, Kind.offer))], 1),
  ]);
  const data = rows.map((row) => {
    const list = items.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      objectsCount: list.length,
      images: list
        .slice(0, COLLECTION_LIMITS.tileImages)
        .flatMap((item) =>
          item.kind === Kind.unit
            ? []
            : ((item.kind === Kind.offer ? offerPhotos : objectPhotos).get(item.id) ?? []),
        ),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
    };
  });
  return { data, meta: pageMeta(page, perPage, total?.n ?? 0) };
}

/** Every collection with what it holds, for the collection-select modal. */
export async function allCollections(db: DbOrTx, userId: number): Promise<TCollectionRef[]> {
  const rows = await db
    .select({ id: collections.id, name: collections.name, version: collections.version })
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(...newestFirst);
  const items = await collectionItemRefs(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    objects: (items.get(row.id) ?? []).map(presentItemRef),
    version: row.version,
  }));
}
