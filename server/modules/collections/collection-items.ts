// What a collection shows, in the order things were added: its complexes (an unpublished one too, marked on the
// owner's page), its units while they exist (a sold one too: the card says so) and its resale offers while they are
// public. An offer that stops being public keeps its row and
// drops out of every view until it is active again; a deleted offer's rows go with it (delete-offer.ts).
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TCollectionItemRef } from '#shared/schemas/collections.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cells, collectionItems, objects, offers } from '../../db/schema/index.ts';
import { isPublicOffer } from '../../policies/visibility.ts';
import type { ItemRef } from '../cards/list-cards.ts';

export async function collectionItemRefs(
  db: DbOrTx,
  collectionIds: number[],
): Promise<Map<number, ItemRef[]>> {
  const result = new Map<number, ItemRef[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return result;
  const rows = await db
    .select({
      collectionId: collectionItems.collectionId,
      kind: collectionItems.kind,
      id: collectionItems.itemId,
    })
    .from(collectionItems)
    .leftJoin(objects, and(eq(collectionItems.kind, Kind.realty), eq(objects.id, collectionItems.itemId)))
    .leftJoin(
      offers,
      and(eq(collectionItems.kind, Kind.offer), eq(offers.id, collectionItems.itemId), isPublicOffer()),
    )
    .leftJoin(cells, and(eq(collectionItems.kind, Kind.unit), eq(cells.id, collectionItems.itemId)))
    .where(
      and(
        inArray(collectionItems.collectionId, collectionIds),
        or(isNotNull(objects.id), isNotNull(offers.id), isNotNull(cells.id)),
      ),
    )
    .orderBy(
      asc(collectionItems.sort),
      asc(collectionItems.createdAt),
      asc(collectionItems.kind),
      asc(collectionItems.itemId),
    );
  for (const row of rows) result.get(row.collectionId)!.push({ kind: row.kind, id: row.id });
  return result;
}

/** The modal's form of an item: `isOffer` as PRODUCT has it, `kind` only for a unit. */
export const presentItemRef = (item: ItemRef): TCollectionItemRef =>
  item.kind === Kind.unit
    ? { id: item.id, isOffer: false, kind: Kind.unit }
    : { id: item.id, isOffer: item.kind === Kind.offer };
