import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Kind, OfferStatus, Role } from '#shared/enums.ts';
import { favorites, objects, offers, snapshots, type OfferRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { canPreviewViaSnapshot } from '../../policies/snapshot-preview.ts';
import {
  actor,
  complex,
  resaleOffer,
  type Actor,
  type TestComplex,
  useActor,
} from '../../test/worlds/cabinet.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

describe('[snapshots] public links made from collections', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  const other = useActor(t, Role.agent);
  let sea: TestComplex;
  let park: TestComplex;
  let later: TestComplex;
  let collectionId: number;

  beforeAll(async () => {
    sea = await complex(t, { title: 'ЖК Морской', commission: 4 });
    park = await complex(t, { title: 'ЖК Парковый' });
    later = await complex(t, { title: 'ЖК Будущий' });
    const created = await t.call(collectionsApi.createCollection, { body: { name: 'Для Петровых' } }, agent);
    collectionId = created.json().data.id;
    for (const c of [sea, park]) {
      await t.call(
        collectionsApi.bindToCollections,
        {
          body: {
            objectId: c.object.id,
            collectionIds: [collectionId],
          },
        },
        agent,
      );
    }
    // The agent likes one of them: a preview must not tell.
    await t.db.insert(favorites).values({ userId: agent.user.id, kind: Kind.realty, itemId: sea.object.id });
  });

  const snapshot = async (body: object, who: Actor = agent) => {
    const res = await t.call(snapshotApi.createSnapshot, { body }, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };

  it('makes an unguessable id and serves the snapshot without a token, in preview mode', async () => {
    const id = await snapshot({ collectionId });
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const another = await snapshot({ collectionId });
    expect(another).not.toBe(id);

    const res = await t.call(snapshotApi.getSnapshot, { params: { id } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      name: 'Для Петровых',
      author: { name: 'Екатерина Лебедева' },
      isOwner: false,
    });
    expect(body.objects.map((o: { id: number }) => o.id)).toEqual([sea.object.id, park.object.id]);
    for (const card of body.objects) {
      expect(card.commission).toBeNull();
      expect(card.isFavorite).toBe(false);
    }
    expect(res.body).not.toContain('"percent"');
    // Even the agent, logged in, sees the preview as the client does.
    const own = await t.call(snapshotApi.getSnapshot, { params: { id } }, agent);
    expect(own.json().isOwner).toBe(true);
    expect(own.json().objects[0]).toMatchObject({ commission: null, isFavorite: false });

    expect(await canPreviewViaSnapshot(t.db, id, sea.object.id)).toBe(true);
    expect(await canPreviewViaSnapshot(t.db, id, later.object.id)).toBe(false);
  });

  it('never shows an unpublished complex, and leaves one out once its builder unpublishes it', async () => {
    const hidden = await complex(t, { title: 'ЖК Черновик', published: false });
    const refused = await t.call(
      snapshotApi.createSnapshot,
      {
        body: {
          objectIds: [sea.object.id, hidden.object.id],
        },
      },
      agent,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors.objectIds[0]).toMatch(/[а-я]/);

    const id = await snapshot({ objectIds: [park.object.id, sea.object.id], name: 'Два ЖК' });
    await t.db.update(objects).set({ published: false }).where(eq(objects.id, park.object.id));
    const res = await t.call(snapshotApi.getSnapshot, { params: { id } });
    expect(res.json().name).toBe('Два ЖК');
    expect(res.json().objects.map((o: { id: number }) => o.id)).toEqual([sea.object.id]);
    await t.db.update(objects).set({ published: true }).where(eq(objects.id, park.object.id));
  });

  it('refreshes to the collection’s current content for its owner only; the id stays', async () => {
    const id = await snapshot({ collectionId });
    await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: later.object.id,
          collectionIds: [collectionId],
        },
      },
      agent,
    );
    const before = await t.call(snapshotApi.getSnapshot, { params: { id } });
    expect(before.json().objects).toHaveLength(2);

    const stranger = await t.call(
      snapshotApi.refreshSnapshot,
      { params: { id }, body: { id: collectionId } },
      other,
    );
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.call(snapshotApi.refreshSnapshot, { params: { id }, body: {} });
    expect(anonymous.statusCode).toBe(401);

    const refreshed = await t.call(
      snapshotApi.refreshSnapshot,
      { params: { id }, body: { id: collectionId } },
      agent,
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toEqual({ id });
    const echoed = await t.call(snapshotApi.refreshSnapshot, { params: { id }, body: { id } }, agent);
    expect(echoed.statusCode).toBe(200);
    const after = await t.call(snapshotApi.getSnapshot, { params: { id } });
    expect(after.json().objects.map((o: { id: number }) => o.id)).toEqual([
      sea.object.id,
      park.object.id,
      later.object.id,
    ]);
  });

  it('refuses someone else’s collection, an empty one and a snapshot without a source', async () => {
    const theirs = await t.call(collectionsApi.createCollection, { body: { name: 'Чужая' } }, other);
    const foreign = await t.call(
      snapshotApi.createSnapshot,
      { body: { collectionId: theirs.json().data.id } },
      agent,
    );
    expect(foreign.statusCode).toBe(404);

    const empty = await t.call(collectionsApi.createCollection, { body: { name: 'Пустая' } }, agent);
    const refused = await t.call(
      snapshotApi.createSnapshot,
      { body: { collectionId: empty.json().data.id } },
      agent,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure().errors.collectionId).toBeDefined();

    for (const body of [{}, { collectionId, objectIds: [sea.object.id] }, { objectIds: 'x' }]) {
      const res = await t.call(snapshotApi.createSnapshot, { body }, agent);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }

    const loose = await snapshot({ objectIds: [sea.object.id] });
    const noCollection = await t.call(
      snapshotApi.refreshSnapshot,
      { params: { id: loose }, body: {} },
      agent,
    );
    expect(noCollection.statusCode).toBe(422);
    const wrongEcho = await t.call(
      snapshotApi.refreshSnapshot,
      { params: { id: loose }, body: { id: 'something-else' } },
      agent,
    );
    expect(wrongEcho.statusCode).toBe(422);
    expect(await t.db.$count(snapshots, eq(snapshots.userId, other.user.id))).toBe(0);
  });

  it('names the latest link of a collection to its owner, so the send screen offers it again', async () => {
    const fresh = await t.call(collectionsApi.createCollection, { body: { name: 'Для Сидоровых' } }, agent);
    const freshId = fresh.json().data.id as number;
    const read = async () =>
      (await t.call(collectionsApi.getCollection, { params: { id: freshId } }, agent)).json().data;
    expect((await read()).snapshot).toBeNull();
    await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: sea.object.id,
          collectionIds: [freshId],
        },
      },
      agent,
    );

    const first = await snapshot({ collectionId: freshId });
    t.clock.advance(60_000);
    const second = await snapshot({ collectionId: freshId });
    expect((await read()).snapshot).toEqual({
      id: second,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    // Refreshing the older link makes it the latest again.
    t.clock.advance(60_000);
    await t.call(snapshotApi.refreshSnapshot, { params: { id: first }, body: {} }, agent);
    expect((await read()).snapshot).toMatchObject({ id: first, updatedAt: t.clock.now().toISOString() });
    // Nobody else's links: a link of the same collection made by its owner only.
    expect((await t.call(collectionsApi.getCollection, { params: { id: freshId } }, other)).statusCode).toBe(
      404,
    );
  });

  it('answers NotFound for unknown and malformed ids, and asks for a login to make one', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'feed', '..%2F..', 'x'.repeat(80)]) {
      const res = await t.call(snapshotApi.getSnapshot, { params: { id } });
      expect([404, 422], id).toContain(res.statusCode);
    }
    expect(
      (await t.call(snapshotApi.getSnapshot, { params: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } })).failure().type,
    ).toBe('NotFound');
    expect((await t.call(snapshotApi.createSnapshot, { body: { collectionId } })).statusCode).toBe(401);
  });
});

describe('[snapshots] resale offers in a sent collection', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent, { name: 'Екатерина Лебедева' });
  let seller: Actor;
  let sea: TestComplex;
  let flat: OfferRow;
  let later: OfferRow;
  let collectionId: number;

  const SELLER_PHONE = '+79990001122';
  const SELLER_NAME = 'Пётр Продавцов';

  beforeAll(async () => {
    // The profile's name and phone are the seller's too: neither may reach a client.
    seller = await actor(t, Role.user, { name: 'Пётр Профилев', phone: '+79990003344' });
    sea = await complex(t, { title: 'ЖК Морской', commission: 4 });
    flat = await resaleOffer(t, seller);
    later = await resaleOffer(t, seller, { price: 12_500_000, address: 'г. Сочи, ул. Горная, 3' });
    collectionId = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Для Смирновых' } }, agent)
    ).json().data.id;
    const bind = (objectId: number, isOffer: 0 | 1) =>
      t.call(
        collectionsApi.bindToCollections,
        {
          body: {
            objectId,
            isOffer,
            collectionIds: [collectionId],
          },
        },
        agent,
      );
    await bind(flat.id, 1);
    await bind(sea.object.id, 0);
    await t.db.insert(favorites).values({ userId: agent.user.id, kind: Kind.offer, itemId: flat.id });
  });

  const make = async () => {
    const res = await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const read = (id: string) => t.call(snapshotApi.getSnapshot, { params: { id } });
  /** The seller's contacts and names, the agents' terms (an offer's and a complex's): none may reach a client. */
  const leaks = (body: string) =>
    [SELLER_PHONE, SELLER_NAME, '79990003344', 'Пётр Профилев', '"commission":{', '"percent"'].filter((s) =>
      body.includes(s),
    );

  it('freezes both kinds in the collection’s order and shows them without a token, as a client sees them', async () => {
    const id = await make();
    const [row] = await t.db.select().from(snapshots).where(eq(snapshots.id, id));
    expect(row!.items).toEqual([
      { kind: Kind.offer, id: flat.id },
      { kind: Kind.realty, id: sea.object.id },
    ]);

    const res = await read(id);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().objects;
    expect(cards.map((c: { id: number; isOffer: boolean }) => [c.id, c.isOffer])).toEqual([
      [flat.id, true],
      [sea.object.id, false],
    ]);
    expect(cards[0]).toMatchObject({
      isOffer: true,
      price: 9_800_000,
      address: 'г. Сочи, ул. Виноградная, 12',
      commission: null,
      isFavorite: false,
    });
    expect(leaks(res.body)).toEqual([]);
    // The agent, logged in, gets the same preview cards.
    const own = await t.call(snapshotApi.getSnapshot, { params: { id } }, agent);
    expect(own.json().objects[0]).toMatchObject({ commission: null, isFavorite: false });
    expect(leaks(own.body)).toEqual([]);
  });

  it('opens the offer of the snapshot in preview: no commission, no seller’s name, phone or id', async () => {
    const id = await make();
    const offer = await t.call(realtyApi.getObject, {
      params: { id: flat.id },
      body: { isOffer: 1, snapshot: id },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({
      id: flat.id,
      isOffer: true,
      commission: null,
      isFavorite: false,
      isOwner: false,
      ownerId: null,
      contact: { source: null, name: null, phone: null },
    });
    expect(leaks(offer.body)).toEqual([]);
    // The same offer opened as the agent, without the snapshot, does carry them: the preview is what hides them.
    const full = await t.call(realtyApi.getObject, { params: { id: flat.id }, body: { isOffer: 1 } }, agent);
    expect(full.json()).toMatchObject({ ownerId: seller.user.id, contact: { phone: SELLER_PHONE } });

    // An offer that is not in the snapshot does not open through it, nor does a complex by the offer's number.
    expect(
      (await t.call(realtyApi.getObject, { params: { id: later.id }, body: { isOffer: 1, snapshot: id } }))
        .statusCode,
    ).toBe(401);
  });

  it('leaves out an offer that stopped being public, and refreshes to the collection’s offers', async () => {
    const id = await make();
    await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: later.id,
          isOffer: 1,
          collectionIds: [collectionId],
        },
      },
      agent,
    );
    await t.db.update(offers).set({ status: OfferStatus.inactive }).where(eq(offers.id, flat.id));
    expect((await read(id)).json().objects.map((o: { id: number }) => o.id)).toEqual([sea.object.id]);
    expect(
      (await t.call(realtyApi.getObject, { params: { id: flat.id }, body: { isOffer: 1, snapshot: id } }))
        .statusCode,
    ).toBe(404);

    // Refreshing freezes what is public now: the complex and the newly added offer.
    expect((await t.call(snapshotApi.refreshSnapshot, { params: { id }, body: {} }, agent)).statusCode).toBe(
      200,
    );
    await t.db.update(offers).set({ status: OfferStatus.active }).where(eq(offers.id, flat.id));
    const after = (await read(id)).json().objects;
    expect(after.map((o: { id: number; isOffer: boolean }) => [o.id, o.isOffer])).toEqual([
      [sea.object.id, false],
      [later.id, true],
    ]);
  });

  it('keeps a snapshot readable after one of its offers is deleted', async () => {
    const gone = await resaleOffer(t, seller, { price: 6_600_000 });
    await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: gone.id,
          isOffer: 1,
          collectionIds: [collectionId],
        },
      },
      agent,
    );
    const id = await make();
    expect((await read(id)).json().objects.map((o: { id: number }) => o.id)).toContain(gone.id);
    expect((await t.call(userOffersApi.deleteOwnOffer, { params: { id: gone.id } }, seller)).statusCode).toBe(
      200,
    );
    const res = await read(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().objects.map((o: { id: number }) => o.id)).not.toContain(gone.id);
  });
});
