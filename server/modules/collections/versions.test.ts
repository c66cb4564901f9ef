import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { collections } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { complex, type TestComplex, useActor } from '../../test/worlds/cabinet.ts';
import * as collectionsApi from '#shared/api/collections.ts';

describe('[collections] the collection’s version: a rename based on an old copy is a 409', () => {
  const t = useTestApp();
  const agent = useActor(t, Role.agent);
  const stranger = useActor(t);
  let sea: TestComplex;
  beforeAll(async () => {
    sea = await complex(t, { title: 'ЖК Морской' });
  });

  const nameOf = async (id: number) =>
    (await t.db.select().from(collections).where(eq(collections.id, id)))[0]!.name;

  it('bumps on rename and on items added or taken out; a stale rename writes nothing', async () => {
    const created = (
      await t.call(collectionsApi.createCollection, { body: { name: 'Ивановы' } }, agent)
    ).json().data;
    expect(created.version).toBe(1);

    const renamed = await t.call(
      collectionsApi.renameCollection,
      { params: { id: created.id }, body: { name: 'Для Ивановых', version: 1 } },
      agent,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Для Ивановых', version: 2 });

    const late = await t.call(
      collectionsApi.renameCollection,
      { params: { id: created.id }, body: { name: 'Петровы', version: 1 } },
      agent,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ type: 'NotAcceptable', message: versionTexts.stale.collection });
    expect(await nameOf(created.id)).toBe('Для Ивановых');

    const bound = await t.call(
      collectionsApi.bindToCollections,
      {
        body: {
          objectId: sea.object.id,
          collectionIds: [created.id],
        },
      },
      agent,
    );
    expect(bound.statusCode, bound.body).toBe(200);
    const page = (await t.call(collectionsApi.getCollection, { params: { id: created.id } }, agent)).json()
      .data;
    expect(page.version).toBe(3);
    expect(
      (
        await t.call(
          collectionsApi.renameCollection,
          { params: { id: created.id }, body: { name: 'Петровы', version: 2 } },
          agent,
        )
      ).statusCode,
    ).toBe(409);

    const fresh = await t.call(
      collectionsApi.renameCollection,
      { params: { id: created.id }, body: { name: 'Петровы', version: 3 } },
      agent,
    );
    expect(fresh.json().data).toMatchObject({
      name: 'Петровы',
      version: 4,
      objects: [{ id: sea.object.id }],
    });
    const all = (await t.callRaw(collectionsApi.listCollections, { query: { all: '1' } }, agent)).json().data;
    expect(all.find((c: { id: number }) => c.id === created.id).version).toBe(4);
    const list = (await t.callRaw(collectionsApi.listCollections, { query: { page: '1' } }, agent)).json()
      .data;
    expect(list.find((c: { id: number }) => c.id === created.id).version).toBe(4);

    // Someone else's collection stays NotFound, whatever version is named.
    expect(
      (
        await t.call(
          collectionsApi.renameCollection,
          { params: { id: created.id }, body: { name: 'Чужая', version: 4 } },
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    const unchecked = await t.call(
      collectionsApi.renameCollection,
      { params: { id: created.id }, body: { name: 'Без версии' } },
      agent,
    );
    expect(unchecked.json().data).toMatchObject({ name: 'Без версии', version: 5 });
  });
});
