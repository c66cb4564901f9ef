import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Kind, OfferStatus, type TKind } from '#shared/enums.ts';
import { useTestApp } from '../test/use-app.ts';
import { buildUser, tokenFor } from '../test/factories.ts';
import { createComplex } from './seed/create-complex.ts';
import { createOffer } from './seed/create-offer.ts';
import { collectionItems, collections, favorites, objects, users } from './schema/index.ts';
import * as cabinetApi from '#shared/api/cabinet.ts';

// favorites.item_id and collection_items.item_id have no foreign key (docs/decisions/010-polymorphic-item-ids.md):
// triggers clean them up instead.
const t = useTestApp();

const favouritesOf = (kind: TKind, itemId: number) =>
  t.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.kind, kind), eq(favorites.itemId, itemId)));

/** The number the cabinet shows next to «Избранное»: every row, hidden ones included (they return if republished). */
async function favouriteCount(userId: number) {
  const token = await tokenFor(t.db, { id: userId });
  const res = await t.call(cabinetApi.readCabinet, null, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ counts: { favorites: number } }>().counts.favorites;
}

describe('[favorites] the database keeps favourites pointing at something', () => {
  it('deleting a complex deletes the favourites of it, and only those', async () => {
    const fan = await buildUser(t.db);
    const gone = await createComplex(t.db, t.storage, { object: { title: 'ЖК Снесённый', published: true } });
    const kept = await createComplex(t.db, t.storage, { object: { title: 'ЖК Стоящий', published: true } });
    // An offer with the deleted complex's id keeps its favourite: only the kind tells them apart.
    const seller = await buildUser(t.db);
    const newOffer = () =>
      createOffer(t.db, t.storage, {
        offer: { userId: seller.id, status: OfferStatus.active, price: 9_000_000 },
      });
    let twin = await newOffer();
    while (twin.id < gone.object.id) twin = await newOffer();
    expect(twin.id).toBe(gone.object.id);
    await t.db.insert(favorites).values([
      { userId: fan.id, kind: Kind.realty, itemId: gone.object.id },
      { userId: seller.id, kind: Kind.realty, itemId: gone.object.id },
      { userId: fan.id, kind: Kind.realty, itemId: kept.object.id },
      { userId: fan.id, kind: Kind.offer, itemId: twin.id },
    ]);
    expect(await favouriteCount(fan.id)).toBe(3);

    await t.db.delete(objects).where(eq(objects.id, gone.object.id));

    expect(await favouritesOf(Kind.realty, gone.object.id)).toEqual([]);
    expect(await favouritesOf(Kind.realty, kept.object.id)).toHaveLength(1);
    expect(await favouritesOf(Kind.offer, twin.id)).toHaveLength(1);
    expect(await favouriteCount(fan.id)).toBe(2);
  });

  it('deleting a user deletes their offers and, with them, other people’s favourites of those offers', async () => {
    const fan = await buildUser(t.db);
    const seller = await buildUser(t.db);
    const offer = await createOffer(t.db, t.storage, {
      offer: { userId: seller.id, status: OfferStatus.active, price: 7_500_000 },
    });
    await t.db.insert(favorites).values({ userId: fan.id, kind: Kind.offer, itemId: offer.id });
    expect(await favouriteCount(fan.id)).toBe(1);

    await t.db.delete(users).where(eq(users.id, seller.id));

    expect(await favouritesOf(Kind.offer, offer.id)).toEqual([]);
    expect(await favouriteCount(fan.id)).toBe(0);
  });
});

describe('[collections] the database keeps collection items pointing at something', () => {
  const itemsOf = (kind: TKind, itemId: number) =>
    t.db
      .select()
      .from(collectionItems)
      .where(and(eq(collectionItems.kind, kind), eq(collectionItems.itemId, itemId)));

  it('deleting a complex or an offer takes it out of every collection, and nothing of the other kind', async () => {
    const agent = await buildUser(t.db);
    const [folder] = await t.db
      .insert(collections)
      .values({ userId: agent.id, name: 'Для Ивановых' })
      .returning();
    const gone = await createComplex(t.db, t.storage, { object: { title: 'ЖК Ушедший', published: true } });
    const kept = await createComplex(t.db, t.storage, {
      object: { title: 'ЖК Оставшийся', published: true },
    });
    const seller = await buildUser(t.db);
    const offer = await createOffer(t.db, t.storage, {
      offer: { userId: seller.id, status: OfferStatus.active, price: 8_000_000 },
    });
    await t.db.insert(collectionItems).values([
      { collectionId: folder!.id, kind: Kind.realty, itemId: gone.object.id },
      { collectionId: folder!.id, kind: Kind.realty, itemId: kept.object.id },
      { collectionId: folder!.id, kind: Kind.offer, itemId: offer.id },
    ]);

    await t.db.delete(objects).where(eq(objects.id, gone.object.id));
    expect(await itemsOf(Kind.realty, gone.object.id)).toEqual([]);
    expect(await itemsOf(Kind.realty, kept.object.id)).toHaveLength(1);
    expect(await itemsOf(Kind.offer, offer.id)).toHaveLength(1);

    await t.db.delete(users).where(eq(users.id, seller.id));
    expect(await itemsOf(Kind.offer, offer.id)).toEqual([]);
    expect(await itemsOf(Kind.realty, kept.object.id)).toHaveLength(1);
  });
});
