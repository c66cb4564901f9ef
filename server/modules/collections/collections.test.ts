import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { collectionItems, collections } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { actor, call, complex, type Actor, type TestComplex } from '../cabinet/test-fixtures.ts';

describe('[collections] own collections of complexes', () => {
  let t: TestContext;
  let agent: Actor;
  let stranger: Actor;
  let sea: TestComplex;
  let park: TestComplex;
  let hidden: TestComplex;

  beforeAll(async () => {
    t = await buildTestApp();
    agent = await actor(t, Role.agent);
    stranger = await actor(t);
    sea = await complex(t, { title: 'ЖК Морской' });
    park = await complex(t, { title: 'ЖК Парковый' });
    hidden = await complex(t, { title: 'ЖК Скрытый', published: false });
  });
  afterAll(() => t.close());

  const create = async (who: Actor, name: string) => {
    const res = await call(t, who, 'POST', '/api/user/collections', { name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; name: string; objects: { id: number }[] };
  };
  const bind = (who: Actor, objectId: number, collectionIds: number[], path = 'bind') =>
    call(t, who, 'POST', `/api/user/collections/${path}`, { objectId, collectionIds });
  const itemsOf = async (collectionId: number) =>
    (await t.db.select().from(collectionItems).where(eq(collectionItems.collectionId, collectionId))).map(
      (i) => i.itemId,
    );

  it('creates, renames and lists collections; an empty or blank name is refused in Russian', async () => {
    const created = await create(agent, '  Для Ивановых  ');
    expect(created).toEqual({ id: expect.any(Number), name: 'Для Ивановых', objects: [] });

    for (const name of ['', '   ', 'я'.repeat(101)]) {
      const bad = await call(t, agent, 'POST', '/api/user/collections', { name });
      expect(bad.statusCode, name).toBe(422);
      expect(bad.json().errors.name[0]).toMatch(/[а-я]/i);
    }
    expect((await call(t, agent, 'POST', '/api/user/collections', {})).statusCode).toBe(422);

    const renamed = await call(t, agent, 'PUT', `/api/user/collections/${created.id}`, { name: 'Ивановы' });
    expect(renamed.json().data).toMatchObject({ id: created.id, name: 'Ивановы' });
    const blank = await call(t, agent, 'PUT', `/api/user/collections/${created.id}`, { name: ' ' });
    expect(blank.statusCode).toBe(422);

    const page = await call(t, agent, 'GET', '/api/user/collections?page=1');
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
    expect(first.json()).toEqual({ objectId: sea.object.id, collectionIds: [a.id, b.id] });
    // Binding again changes nothing: no duplicate rows, same answer.
    const again = await bind(agent, sea.object.id, [a.id]);
    expect(again.json().collectionIds).toEqual([a.id, b.id]);
    expect(await itemsOf(a.id)).toEqual([sea.object.id]);

    const unbound = await bind(agent, sea.object.id, [b.id], 'unbind');
    expect(unbound.json()).toEqual({ objectId: sea.object.id, collectionIds: [a.id] });
    const twice = await bind(agent, sea.object.id, [b.id], 'unbind');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().collectionIds).toEqual([a.id]);
    // An empty difference is allowed and changes nothing.
    expect((await bind(agent, sea.object.id, [])).json().collectionIds).toEqual([a.id]);

    await bind(agent, park.object.id, [a.id]);
    const all = await call(t, agent, 'GET', '/api/user/collections?all=true');
    expect(all.statusCode).toBe(200);
    const listed = all.json().data.find((c: { id: number }) => c.id === a.id);
    expect(listed).toEqual({
      id: a.id,
      name: 'Первая',
      objects: [{ id: sea.object.id }, { id: park.object.id }],
    });
    expect(all.json()).not.toHaveProperty('meta');

    const tile = (await call(t, agent, 'GET', '/api/user/collections'))
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
    const res = await call(t, agent, 'GET', `/api/user/collections/${c.id}`);
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
    const shown = await call(t, builder, 'GET', `/api/user/collections/${mine.id}`);
    expect(shown.json().data.objects).toMatchObject([{ id: own.object.id, published: false }]);
  });

  it('refuses someone else’s collection and changes nothing', async () => {
    const theirs = await create(stranger, 'Чужая');
    await bind(stranger, sea.object.id, [theirs.id]);
    const mine = await create(agent, 'Моя');

    for (const path of ['bind', 'unbind']) {
      const res = await bind(agent, park.object.id, [mine.id, theirs.id], path);
      expect(res.statusCode, path).toBe(404);
    }
    expect(await itemsOf(mine.id)).toEqual([]);
    expect((await bind(agent, sea.object.id, [theirs.id], 'unbind')).statusCode).toBe(404);
    expect(await itemsOf(theirs.id)).toEqual([sea.object.id]);

    expect((await call(t, agent, 'GET', `/api/user/collections/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call(t, agent, 'PUT', `/api/user/collections/${theirs.id}`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(t, agent, 'DELETE', `/api/user/collections/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(collections).where(eq(collections.id, theirs.id));
    expect(row!.name).toBe('Чужая');
  });

  it('deletes a collection with its items', async () => {
    const c = await create(agent, 'Удаляемая');
    await bind(agent, sea.object.id, [c.id]);
    const res = await call(t, agent, 'DELETE', `/api/user/collections/${c.id}`);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.db.$count(collections, eq(collections.id, c.id))).toBe(0);
    expect(
      await t.db.$count(
        collectionItems,
        and(eq(collectionItems.collectionId, c.id), eq(collectionItems.itemId, sea.object.id)),
      ),
    ).toBe(0);
    expect((await call(t, agent, 'GET', `/api/user/collections/${c.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with 422, never 500, and asks for a login', async () => {
    const c = await create(agent, 'Проверки');
    const cases: [string, string, unknown][] = [
      ['POST', '/api/user/collections/bind', { objectId: 'abc', collectionIds: [c.id] }],
      ['POST', '/api/user/collections/bind', { objectId: sea.object.id, collectionIds: ['x'] }],
      ['POST', '/api/user/collections/unbind', { collectionIds: [c.id] }],
      ['GET', '/api/user/collections?page=0', undefined],
      ['GET', '/api/user/collections/abc', undefined],
      ['GET', '/api/user/collections/99999999999', undefined],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(t, agent, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(422);
    }
    expect((await call(t, null, 'GET', '/api/user/collections')).statusCode).toBe(401);
  });
});
