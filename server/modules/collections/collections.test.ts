import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Kind, OfferStatus, Role, type TOfferStatus } from '#shared/enums.ts';
import { COLLECTION_LIMITS } from '#shared/collection-limits.ts';
import { collectionItems, collections, offers, type OfferRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import {
  actor,
  complex,
  resaleOffer,
  type Actor,
  type TestComplex,
  useActor,
} from '../../test/worlds/cabinet.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

describe('[collections] own collections of complexes', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);
  const stranger = useActor(t);
  let sea: TestComplex;
  let park: TestComplex;
  let hidden: TestComplex;

  beforeAll(async () => {
    sea = await complex(t, { title: 'ЖК Морской' });
    park = await complex(t, { title: 'ЖК Парковый' });
    hidden = await complex(t, { title: 'ЖК Скрытый', published: false });
  });

  const create = async (who: Actor, name: string) => {
    const res = await t.call(collectionsApi.createCollection, { body: { name } }, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; name: string; objects: { id: number }[] };
  };
  const bind = (who: Actor, objectId: number, collectionIds: number[], path: 'bind' | 'unbind' = 'bind') =>
    t.callRaw(
      path === 'bind' ? collectionsApi.bindToCollections : collectionsApi.unbindFromCollections,
      {
        body: { objectId, collectionIds },
      },
      who,
    );
  const itemsOf = async (collectionId: number) =>
    (await t.db.select().from(collectionItems).where(eq(collectionItems.collectionId, collectionId))).map(
      (i) => i.itemId,
    );

  it('creates, renames and lists collections; an empty or blank name is refused in Russian', async () => {
    const created = await create(agent, '  Для Ивановых  ');
    expect(created).toEqual({ id: expect.any(Number), name: 'Для Ивановых', objects: [], version: 1 });

    for (const name of ['', '   ', 'я'.repeat(101)]) {
      const bad = await t.call(collectionsApi.createCollection, { body: { name } }, agent);
      expect(bad.statusCode, name).toBe(422);
      expect(bad.failure().errors.name[0]).toMatch(/[а-я]/i);
    }
    expect((await t.callRaw(collectionsApi.createCollection, { body: {} }, agent)).statusCode).toBe(422);

    const renamed = await t.call(
      collectionsApi.renameCollection,
      { params: { id: created.id }, body: { name: 'Ивановы' } },
      agent,
    );
    expect(renamed.json().data).toMatchObject({ id: created.id, name: 'Ивановы' });
    const blank = await t.call(
      collectionsApi.renameCollection,
      { params: { id: created.id }, body: { name: ' ' } },
      agent,
    );
    expect(blank.statusCode).toBe(422);

    const page = await t.callRaw(collectionsApi.listCollections, { query: { page: '1' } }, agent);
    expect(page.statusCode).toBe(200);
    expect(page.json().data[0]).toMatchObject({
      id: created.id,
      name: 'Ивановы',
      objectsCount: 0,
      images: [],
    });
    expect(page.json().meta).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
  });

  it('binds and unbinds only the difference, idempotently, and answers where the complex is now', async () => {
    const a = await create(agent, 'Первая');
    const b = await create(agent, 'Вторая');

    const first = await bind(agent, sea.object.id, [a.id, b.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ objectId: sea.object.id, isOffer: false, collectionIds: [a.id, b.id] });
    // Binding again changes nothing: no duplicate rows, same answer.
    const again = await bind(agent, sea.object.id, [a.id]);
    expect(again.json().collectionIds).toEqual([a.id, b.id]);
    expect(await itemsOf(a.id)).toEqual([sea.object.id]);

    const unbound = await bind(agent, sea.object.id, [b.id], 'unbind');
    expect(unbound.json()).toEqual({ objectId: sea.object.id, isOffer: false, collectionIds: [a.id] });
    const twice = await bind(agent, sea.object.id, [b.id], 'unbind');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().collectionIds).toEqual([a.id]);
    // An empty difference is allowed and changes nothing.
    expect((await bind(agent, sea.object.id, [])).json().collectionIds).toEqual([a.id]);

    await bind(agent, park.object.id, [a.id]);
    const all = await t.call(collectionsApi.listCollections, { query: { all: 'true' } }, agent);
    expect(all.statusCode).toBe(200);
    const listed = all.json().data.find((c: { id: number }) => c.id === a.id);
    expect(listed).toEqual({
      id: a.id,
      name: 'Первая',
      objects: [
        { id: sea.object.id, isOffer: false },
        { id: park.object.id, isOffer: false },
      ],
      version: 3,
    });
    expect(all.json()).not.toHaveProperty('meta');

    const tile = (await t.callRaw(collectionsApi.listCollections, null, agent))
      .json()
      .data.find((c: { id: number }) => c.id === a.id);
    expect(tile).toMatchObject({ objectsCount: 2 });
    expect(tile.images).toHaveLength(2);
    expect(tile.images[0].s).toMatch(/^\/files\/images\/.+\/s\.webp$/);
  });

  it('shows one collection with its complexes as cards, commission for the agent', async () => {
    const c = await create(agent, 'Карточки');
    await bind(agent, park.object.id, [c.id]);
    await bind(agent, sea.object.id, [c.id]);
    const res = await t.call(collectionsApi.getCollection, { params: { id: c.id } }, agent);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.name).toBe('Карточки');
    expect(data.objects.map((o: { id: number }) => o.id)).toEqual([park.object.id, sea.object.id]);
    expect(data.objects[0]).toMatchObject({ isOffer: false, published: true, commission: { percent: 3 } });
  });

  it('refuses an unpublished or unknown complex, and the owner of an unpublished one may keep it', async () => {
    const c = await create(agent, 'Скрытые');
    const refused = await bind(agent, hidden.object.id, [c.id]);
    expect(refused.statusCode).toBe(404);
    expect((await bind(agent, 999_999, [c.id])).statusCode).toBe(404);
    expect(await itemsOf(c.id)).toEqual([]);

    const builder = await actor(t, Role.user, { abilities: ['cabinet'] });
    const own = await complex(t, { title: 'ЖК Свой', published: false, ownerId: builder.user.id });
    const mine = await create(builder, 'Мои');
    expect((await bind(builder, own.object.id, [mine.id])).statusCode).toBe(200);
    const shown = await t.call(collectionsApi.getCollection, { params: { id: mine.id } }, builder);
    expect(shown.json().data.objects).toMatchObject([{ id: own.object.id, published: false }]);
  });

  it('refuses someone else’s collection and changes nothing', async () => {
    const theirs = await create(stranger, 'Чужая');
    await bind(stranger, sea.object.id, [theirs.id]);
    const mine = await create(agent, 'Моя');

    for (const path of ['bind', 'unbind'] as const) {
      const res = await bind(agent, park.object.id, [mine.id, theirs.id], path);
      expect(res.statusCode, path).toBe(404);
    }
    expect(await itemsOf(mine.id)).toEqual([]);
    expect((await bind(agent, sea.object.id, [theirs.id], 'unbind')).statusCode).toBe(404);
    expect(await itemsOf(theirs.id)).toEqual([sea.object.id]);

    expect(
      (await t.call(collectionsApi.getCollection, { params: { id: theirs.id } }, agent)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          collectionsApi.renameCollection,
          { params: { id: theirs.id }, body: { name: 'x' } },
          agent,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call(collectionsApi.deleteCollection, { params: { id: theirs.id } }, agent)).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(collections).where(eq(collections.id, theirs.id));
    expect(row!.name).toBe('Чужая');
  });

  it('deletes a collection with its items', async () => {
    const c = await create(agent, 'Удаляемая');
    await bind(agent, sea.object.id, [c.id]);
    const res = await t.call(collectionsApi.deleteCollection, { params: { id: c.id } }, agent);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.$count(collections, eq(collections.id, c.id))).toBe(0);
    expect(
      await t.db.$count(
        collectionItems,
        and(eq(collectionItems.collectionId, c.id), eq(collectionItems.itemId, sea.object.id)),
      ),
    ).toBe(0);
    expect((await t.call(collectionsApi.getCollection, { params: { id: c.id } }, agent)).statusCode).toBe(
      404,
    );
  });

  it('answers bad input with 422, never 500, and asks for a login', async () => {
    const c = await create(agent, 'Проверки');
    const cases: [EndpointDef, RawInput?][] = [
      [collectionsApi.bindToCollections, { body: { objectId: 'abc', collectionIds: [c.id] } }],
      [collectionsApi.bindToCollections, { body: { objectId: sea.object.id, collectionIds: ['x'] } }],
      [collectionsApi.unbindFromCollections, { body: { collectionIds: [c.id] } }],
      [collectionsApi.listCollections, { query: { page: '0' } }],
      [collectionsApi.getCollection, { params: { id: 'abc' } }],
      [collectionsApi.getCollection, { params: { id: 99999999999 } }],
    ];
    for (const [descriptor, input] of cases) {
      const res = await t.callRaw(descriptor, input, agent);
      expect(res.statusCode, `${descriptor.method} ${descriptor.path}`).toBe(422);
    }
    expect((await t.callRaw(collectionsApi.listCollections)).statusCode).toBe(401);
  });
});

describe('[collections] resale offers beside complexes', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);
  const seller = useActor(t, Role.user, { name: 'Пётр Продавцов' });
  const stranger = useActor(t, Role.agent);
  let sea: TestComplex;
  let flat: OfferRow;

  beforeAll(async () => {
    sea = await complex(t, { title: 'ЖК Морской' });
    flat = await resaleOffer(t, seller);
  });

  const create = async (who: Actor, name: string) =>
    (await t.call(collectionsApi.createCollection, { body: { name } }, who)).json().data.id as number;
  const send = (who: Actor, path: 'bind' | 'unbind', body: object) =>
    t.callRaw(
      path === 'bind' ? collectionsApi.bindToCollections : collectionsApi.unbindFromCollections,
      { body },
      who,
    );
  const rowsOf = async (collectionId: number) =>
    (
      await t.db
        .select({ kind: collectionItems.kind, id: collectionItems.itemId })
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, collectionId))
        .orderBy(collectionItems.sort)
    ).map((r) => `${r.kind}:${r.id}`);
  const refsOf = async (who: Actor, collectionId: number) =>
    (await t.callRaw(collectionsApi.listCollections, { query: { all: 'true' } }, who))
      .json()
      .data.find((c: { id: number }) => c.id === collectionId).objects;
  const setStatus = (offer: OfferRow, status: TOfferStatus) =>
    t.db.update(offers).set({ status }).where(eq(offers.id, offer.id));

  it('binds and unbinds an offer by the difference; a complex with the same id is another item', async () => {
    // Complexes and offers number apart: this offer has the complex's id, and the two must not be confused.
    expect(flat.id).toBe(sea.object.id);
    const a = await create(agent, 'Вторичка у моря');
    const b = await create(agent, 'Запасная');

    const bound = await send(agent, 'bind', { objectId: flat.id, isOffer: 1, collectionIds: [a, b] });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toEqual({ objectId: flat.id, isOffer: true, collectionIds: [a, b] });
    // The complex with the same number is in none of them.
    const complexAnswer = await send(agent, 'bind', { objectId: sea.object.id, collectionIds: [] });
    expect(complexAnswer.json()).toEqual({ objectId: sea.object.id, isOffer: false, collectionIds: [] });
    await send(agent, 'bind', { objectId: sea.object.id, isOffer: false, collectionIds: [a] });
    expect(await rowsOf(a)).toEqual([`${Kind.offer}:${flat.id}`, `${Kind.realty}:${sea.object.id}`]);
    expect(await refsOf(agent, a)).toEqual([
      { id: flat.id, isOffer: true },
      { id: sea.object.id, isOffer: false },
    ]);

    // Again: nothing new. Unbinding the offer leaves the complex of the same number where it is.
    const again = await send(agent, 'bind', { objectId: flat.id, isOffer: true, collectionIds: [a] });
    expect(again.json().collectionIds).toEqual([a, b]);
    const unbound = await send(agent, 'unbind', { objectId: flat.id, isOffer: '1', collectionIds: [a] });
    expect(unbound.json()).toEqual({ objectId: flat.id, isOffer: true, collectionIds: [b] });
    expect(await rowsOf(a)).toEqual([`${Kind.realty}:${sea.object.id}`]);
    expect(await rowsOf(b)).toEqual([`${Kind.offer}:${flat.id}`]);
  });

  it('refuses an offer that is not public, even its owner’s, and an unknown one; nothing changes', async () => {
    const c = await create(agent, 'Проверка статусов');
    const mine = await create(seller, 'Мои объявления');
    for (const status of [
      OfferStatus.draft,
      OfferStatus.inactive,
      OfferStatus.archive,
      OfferStatus.disabled,
    ]) {
      const hidden = await resaleOffer(t, seller, { status });
      const refused = await send(agent, 'bind', { objectId: hidden.id, isOffer: 1, collectionIds: [c] });
      expect(refused.statusCode, String(status)).toBe(404);
      expect(refused.json().message).toBe('Объявление не найдено или снято с публикации');
      const own = await send(seller, 'bind', { objectId: hidden.id, isOffer: 1, collectionIds: [mine] });
      expect(own.statusCode, String(status)).toBe(404);
    }
    expect(
      (await send(agent, 'bind', { objectId: 999_999, isOffer: 1, collectionIds: [c] })).statusCode,
    ).toBe(404);
    expect(await rowsOf(c)).toEqual([]);
    expect(await rowsOf(mine)).toEqual([]);
  });

  it('refuses someone else’s collection for an offer and changes nothing', async () => {
    const theirs = await create(stranger, 'Чужая');
    await send(stranger, 'bind', { objectId: flat.id, isOffer: 1, collectionIds: [theirs] });
    const mine = await create(agent, 'Своя');
    for (const path of ['bind', 'unbind'] as const) {
      const res = await send(agent, path, { objectId: flat.id, isOffer: 1, collectionIds: [mine, theirs] });
      expect(res.statusCode, path).toBe(404);
    }
    expect(await rowsOf(mine)).toEqual([]);
    expect(await rowsOf(theirs)).toEqual([`${Kind.offer}:${flat.id}`]);
  });

  it('lists both kinds as cards in the order added, counts both, and hides an offer while it is not public', async () => {
    const c = await create(agent, 'Смешанная');
    await send(agent, 'bind', { objectId: sea.object.id, collectionIds: [c] });
    await send(agent, 'bind', { objectId: flat.id, isOffer: 1, collectionIds: [c] });

    const page = await t.call(collectionsApi.getCollection, { params: { id: c } }, agent);
    expect(page.statusCode, page.body).toBe(200);
    const objects = page.json().data.objects;
    expect(objects.map((o: { id: number; isOffer: boolean }) => [o.id, o.isOffer])).toEqual([
      [sea.object.id, false],
      [flat.id, true],
    ]);
    // The offer card as the feed shows it to an agent: its figures and the agents' terms.
    expect(objects[1]).toMatchObject({
      isOffer: true,
      published: true,
      price: 9_800_000,
      area: 54,
      address: 'г. Сочи, ул. Виноградная, 12',
      commission: { type: 1, price: 120_000 },
    });
    expect(objects[1].images).toHaveLength(1);
    const tile = () =>
      t
        .callRaw(collectionsApi.listCollections, null, agent)
        .then((r) => r.json().data.find((x: { id: number }) => x.id === c));
    expect(await tile()).toMatchObject({ objectsCount: 2 });
    expect((await tile()).images).toHaveLength(2);

    // The seller takes the offer off the feed: it drops out of the page, the count and the modal's list…
    await setStatus(flat, OfferStatus.inactive);
    const hidden = (await t.call(collectionsApi.getCollection, { params: { id: c } }, agent)).json().data
      .objects;
    expect(hidden.map((o: { id: number }) => o.id)).toEqual([sea.object.id]);
    expect(await tile()).toMatchObject({ objectsCount: 1 });
    expect(await refsOf(agent, c)).toEqual([{ id: sea.object.id, isOffer: false }]);
    // …and comes back when it is active again; its row stayed.
    await setStatus(flat, OfferStatus.active);
    expect(await refsOf(agent, c)).toEqual([
      { id: sea.object.id, isOffer: false },
      { id: flat.id, isOffer: true },
    ]);
    // Removing it works whatever its state.
    await setStatus(flat, OfferStatus.disabled);
    const removed = await send(agent, 'unbind', { objectId: flat.id, isOffer: 1, collectionIds: [c] });
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf(c)).toEqual([`${Kind.realty}:${sea.object.id}`]);
    await setStatus(flat, OfferStatus.active);
  });

  it('counts both kinds against the limit; an offer off the feed does not count', async () => {
    const c = await create(agent, 'Большая');
    const many = await t.db
      .insert(offers)
      .values(
        Array.from({ length: COLLECTION_LIMITS.objects - 1 }, (_, i) => ({
          userId: seller.user.id,
          status: OfferStatus.active,
          price: 5_000_000 + i,
          area: 40,
          address: `г. Сочи, ул. Лесная, ${i + 1}`,
        })),
      )
      .returning({ id: offers.id });
    const off = await resaleOffer(t, seller, { status: OfferStatus.inactive });
    await t.db
      .insert(collectionItems)
      .values([
        ...many.map((o, sort) => ({ collectionId: c, kind: Kind.offer, itemId: o.id, sort })),
        { collectionId: c, kind: Kind.offer, itemId: off.id, sort: COLLECTION_LIMITS.objects },
      ]);
    // 199 shown (the inactive one does not count): the complex still fits…
    const fits = await send(agent, 'bind', { objectId: sea.object.id, collectionIds: [c] });
    expect(fits.statusCode, fits.body).toBe(200);
    // …and then the collection is full, for an offer as for a complex.
    const full = await send(agent, 'bind', { objectId: flat.id, isOffer: 1, collectionIds: [c] });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.collectionIds[0]).toBe(
      `В подборке может быть не больше ${COLLECTION_LIMITS.objects} объектов`,
    );
    expect(await t.db.$count(collectionItems, eq(collectionItems.collectionId, c))).toBe(
      COLLECTION_LIMITS.objects + 1,
    );
  });

  it('drops a deleted offer from every collection', async () => {
    const doomed = await resaleOffer(t, seller, { price: 7_000_000 });
    const mine = await create(agent, 'Удаляемое объявление');
    const theirs = await create(stranger, 'Тоже с ним');
    await send(agent, 'bind', { objectId: doomed.id, isOffer: 1, collectionIds: [mine] });
    await send(stranger, 'bind', { objectId: doomed.id, isOffer: 1, collectionIds: [theirs] });
    await send(agent, 'bind', { objectId: sea.object.id, collectionIds: [mine] });

    const deleted = await t.call(userOffersApi.deleteOwnOffer, { params: { id: doomed.id } }, seller);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf(mine)).toEqual([`${Kind.realty}:${sea.object.id}`]);
    expect(await rowsOf(theirs)).toEqual([]);
    // Someone else's offer cannot be deleted to empty a collection.
    const kept = await t.call(userOffersApi.deleteOwnOffer, { params: { id: flat.id } }, agent);
    expect(kept.statusCode).toBe(404);
  });

  it('answers a bad isOffer with 422', async () => {
    const c = await create(agent, 'Плохой ввод');
    const res = await send(agent, 'bind', { objectId: flat.id, isOffer: 'maybe', collectionIds: [c] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.isOffer).toBeDefined();
    expect(await rowsOf(c)).toEqual([]);
  });
});
