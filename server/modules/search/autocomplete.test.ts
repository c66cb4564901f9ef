import { beforeAll, describe, expect, it } from 'vitest';
import type { TAutocompleteResponse } from '#shared/schemas/search.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { tokenFor } from '../../test/factories.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
let w: World;

async function suggest(title: unknown, viewer?: UserRow) {
  const res = await t.callRaw(
    searchApi.autocomplete,
    { body: { title } },
    await tokenFor(t.db, viewer ?? w.user),
  );
  return res;
}

async function suggestions(title: string, viewer?: UserRow): Promise<TAutocompleteResponse> {
  const res = await suggest(title, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAutocompleteResponse;
}

beforeAll(async () => {
  w = await buildWorld(t);
});

describe('[search] autocomplete', () => {
  it('suggests complexes by a word of their title, as typed', async () => {
    const found = await suggestions('морск');
    expect(found.complexes).toEqual([
      {
        id: w.c.breeze,
        title: 'ЖК Морской бриз',
        address: 'г. Сочи, ул. Навагинская, 12',
        district: 'Центр',
      },
    ]);
  });

  it('forgives a typo through trigram similarity', async () => {
    const found = await suggestions('Морской бриc');
    expect(found.complexes.map((c) => c.id)).toContain(w.c.breeze);
  });

  it('suggests builders with the number of complexes the caller sees', async () => {
    const found = await suggestions('стройинвест');
    expect(found.builders).toEqual([{ id: w.builders.south, name: 'СтройИнвест Юг', objectsCount: 2 }]);
    // The owner also sees the draft and the hidden complex.
    const forOwner = await suggestions('стройинвест', w.owner);
    expect(forOwner.builders[0]!.objectsCount).toBe(4);
  });

  it('suggests districts with their parent', async () => {
    const found = await suggestions('курорт');
    expect(found.districts).toContainEqual({
      id: w.geo.kurortny,
      name: 'Курортный городок',
      parent: 'Адлерский',
    });
    const district = await suggestions('адлер');
    expect(district.districts[0]).toEqual({ id: w.geo.adlersky, name: 'Адлерский', parent: null });
  });

  it('suggests addresses of complexes and active offers by all their words', async () => {
    const found = await suggestions('навагинская 12');
    expect(found.addresses).toEqual([{ address: 'г. Сочи, ул. Навагинская, 12', count: 2 }]);
    const offerOnly = await suggestions('калараша');
    expect(offerOnly.addresses).toEqual([{ address: 'г. Сочи, Лазаревское, ул. Калараша, 64', count: 1 }]);
  });

  it('never suggests what the caller may not see', async () => {
    const found = await suggestions('черновик');
    expect(found.complexes).toEqual([]);
    expect(found.addresses).toEqual([]);
    const hidden = await suggestions('скрытый');
    expect(hidden.complexes).toEqual([]);
    const forOwner = await suggestions('черновик', w.owner);
    expect(forOwner.complexes.map((c) => c.id)).toEqual([w.c.draft]);
  });

  it('takes special characters literally', async () => {
    const found = await suggestions('%_\\');
    expect(found).toEqual({ complexes: [], builders: [], districts: [], addresses: [] });
  });

  it('refuses an empty or too long title as 422', async () => {
    for (const title of ['', '   ', 'я'.repeat(101), 5, null]) {
      const res = await suggest(title);
      expect(res.statusCode, String(title)).toBe(422);
      expect(res.failure().errors.title[0]).toMatch(/[А-Яа-я]/);
    }
  });
});
