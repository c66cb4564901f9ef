// Cards of a list that mixes complexes and resale offers (favourites, collections, snapshots), in the list's order.
import { Kind, type TKind } from '#shared/enums.ts';
import type { TListItem } from '#shared/schemas/offer.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadObjectCards, loadOfferCards } from './cards.ts';

/** A complex (kind realty), a resale offer (kind offer) or a unit (kind unit): their ids are separate sequences. */
export interface ItemRef {
  kind: TKind;
  id: number;
}

export const idsOfKind = (items: readonly ItemRef[], kind: TKind) =>
  items.filter((item) => item.kind === kind).map((item) => item.id);

/** One string per item, for maps and sets: `kind:id`. */
export const itemKey = (item: { kind: number; id: number }) => `${item.kind}:${item.id}`;

/** Complexes' and offers' cards; units (unit-cards.ts) and items that no longer exist are skipped. Visibility is the
 * caller's business. */
export async function loadListCards(
  db: DbOrTx,
  storage: Storage,
  items: readonly ItemRef[],
  viewer: UserRow | null,
  now: Date,
): Promise<TListItem[]> {
  const [objectCards, offerCards] = await Promise.all([
    loadObjectCards(db, storage, idsOfKind(items, Kind.realty), viewer, now),
    loadOfferCards(db, storage, idsOfKind(items, Kind.offer), viewer),
  ]);
  const objectById = new Map(objectCards.map((c) => [c.id, c]));
  const offerById = new Map(offerCards.map((c) => [c.id, c]));
  return items.flatMap((item) => {
    const card =
      item.kind === Kind.offer
        ? offerById.get(item.id)
        : item.kind === Kind.realty
          ? objectById.get(item.id)
          : undefined;
    return card ? [card] : [];
  });
}
