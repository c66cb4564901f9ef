// «Удалить аккаунт» and the user's resale offers: they leave publication with the deletion itself — search, the
// offer's page, its photos' files, other people's favourites, collections and comparisons — and the collection links
// the user sent answer the Russian 404 page. Another seller's offer stays.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CompareKind } from '#shared/compare.ts';
import { Kind, Market, OfferStatus, Role } from '#shared/enums.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { collectionItems, favorites, images, offers, userCompare } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { actor, resaleOffer, type Actor } from '../../test/worlds/cabinet.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as userApi from '#shared/api/user.ts';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-delete-offers-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({}, { spaRoot: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const searchOfferIds = async (viewer: Actor) => {
  const res = await t.callRaw(searchApi.searchCards, { body: { market: Market.secondary } }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchResponse).data.map((card) => card.id);
};
const offerPage = (viewer: Actor, id: number) =>
  t.call(realtyApi.getObject, { params: { id }, body: { isOffer: 1 } }, viewer);
const photoOf = async (offerId: number) =>
  (await offerPage(await actor(t, Role.agent), offerId)).json().images[0].m as string;

describe('[privacy] a deleted account’s offers', () => {
  it('leave search, their page, their photos and everyone’s lists at once; the sent links answer 404', async () => {
    const seller = await actor(t, Role.agent, { name: 'Продавец Удаляемый' });
    const other = await actor(t, Role.agent);
    const buyer = await actor(t, Role.user);
    const active = await resaleOffer(t, seller, { address: 'г. Сочи, ул. Удаляемая, 1' });
    const inactive = await resaleOffer(t, seller, { status: OfferStatus.inactive });
    const kept = await resaleOffer(t, other, { address: 'г. Сочи, ул. Остающаяся, 2' });

    // Before: the offer is public, cached by a search, in the buyer's lists; the seller sent it in a collection.
    expect(await searchOfferIds(buyer)).toEqual(expect.arrayContaining([active.id, kept.id]));
    expect((await offerPage(buyer, active.id)).statusCode).toBe(200);
    const photo = await photoOf(active.id);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    await t.db.insert(favorites).values({ userId: buyer.user.id, kind: Kind.offer, itemId: active.id });
    await t.db.insert(userCompare).values([
      { userId: buyer.user.id, kind: CompareKind.offer, itemId: active.id },
      { userId: buyer.user.id, kind: CompareKind.offer, itemId: kept.id },
    ]);
    const buyersCollection = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Ивановых' } }, other)
    ).json().data.id as number;
    const sellersCollection = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Моя' } }, seller)
    ).json().data.id as number;
    for (const [who, collectionId] of [
      [other, buyersCollection],
      [seller, sellersCollection],
    ] as const) {
      const bound = await t.call(
        collectionsApi.bindToCollections,
        {
          body: {
            objectId: active.id,
            kind: Kind.offer,
            collectionIds: [collectionId],
          },
        },
        who,
      );
      expect(bound.statusCode, bound.body).toBe(200);
    }
    const sent = await t.call(
      snapshotApi.createSnapshot,
      { body: { collectionId: sellersCollection } },
      seller,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const link = `/${sent.json().id as string}`;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const imageIds = (
      await t.db
        .select({ id: images.id })
        .from(images)
        .where(inArray(images.storageKey, [photo.replace(/^\/files\/(images\/[^/]+)\/.*$/, '$1')]))
    ).map((row) => row.id);
    expect(imageIds).toHaveLength(1);

    const deleted = await t.call(userApi.deleteAccount, { body: { confirm: true } }, seller);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(
      await t.db
        .select()
        .from(offers)
        .where(inArray(offers.id, [active.id, inactive.id])),
    ).toEqual([]);
    const found = await searchOfferIds(buyer);
    expect(found).not.toContain(active.id);
    expect(found).toContain(kept.id);
    const page = await offerPage(buyer, active.id);
    expect(page.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect(await t.db.select().from(images).where(inArray(images.id, imageIds))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, buyer.user.id))).toEqual([]);
    const compared = await t.db.select().from(userCompare).where(eq(userCompare.userId, buyer.user.id));
    expect(compared.map((row) => row.itemId)).toEqual([kept.id]);
    expect(
      await t.db.select().from(collectionItems).where(eq(collectionItems.collectionId, buyersCollection)),
    ).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: link });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/text\/html/);
    expect(gone.body).toContain('Ссылка больше не действует');
    expect(gone.body).not.toContain('Продавец Удаляемый');
    // The other seller's offer is as it was.
    expect((await offerPage(buyer, kept.id)).statusCode).toBe(200);
  });
});
