// GET /api/backoffice/objects?page: the caller's complexes (all of them for an admin), last changed first.
import { and, desc, inArray, sql } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TBackofficeCard } from '#shared/schemas/backoffice.ts';
import { pageMeta, type TPageMeta } from '#shared/schemas/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { objects, pavilions, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { firstImages } from '../cards/cards.ts';
import { managedBy } from './access.ts';

export const OBJECTS_PER_PAGE = 20;

export async function listObjects(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  page: number,
): Promise<{ data: TBackofficeCard[]; meta: TPageMeta }> {
  const where = and(managedBy(user));
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(objects)
      .where(where)
      .orderBy(desc(objects.updatedAt), desc(objects.id))
      .limit(OBJECTS_PER_PAGE)
      .offset((page - 1) * OBJECTS_PER_PAGE),
    db.$count(objects, where),
  ]);
  const ids = rows.map((r) => r.id);
  const [photos, buildingCounts] = await Promise.all([
    firstImages(db, storage, Kind.realty, ids, 1),
    ids.length
      ? db
          .select({ objectId: pavilions.objectId, count: sql<number>`count(*)::int` })
          .from(pavilions)
          .where(inArray(pavilions.objectId, ids))
          .groupBy(pavilions.objectId)
      : Promise.resolve([]),
  ]);
  const buildings = new Map(buildingCounts.map((b) => [b.objectId, b.count]));
  return {
    data: rows.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      published: o.published,
      image: photos.get(o.id)?.[0] ?? null,
      address: o.address,
      pavilionsCount: buildings.get(o.id) ?? 0,
      flatsCount: o.flatsCount,
      saleCount: o.saleCount,
      priceFrom: o.priceFrom,
      updatedAt: o.updatedAt.toISOString(),
    })),
    meta: pageMeta(page, OBJECTS_PER_PAGE, total),
  };
}
