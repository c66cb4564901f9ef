// The complexes a collection holds, in the order they were added; items whose complex is gone are left out.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collectionItems, objects } from '../../db/schema/index.ts';

export async function collectionObjectIds(
  db: DbOrTx,
  collectionIds: number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return result;
  const rows = await db
    .select({ collectionId: collectionItems.collectionId, objectId: collectionItems.itemId })
    .from(collectionItems)
    .innerJoin(objects, eq(objects.id, collectionItems.itemId))
    .where(and(inArray(collectionItems.collectionId, collectionIds), eq(collectionItems.kind, Kind.realty)))
    .orderBy(asc(collectionItems.sort), asc(collectionItems.createdAt), asc(collectionItems.itemId));
  for (const row of rows) result.get(row.collectionId)!.push(row.objectId);
  return result;
}
