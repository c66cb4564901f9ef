// Russian text search (decision 051): morphology through the `russian` configuration, typos through trigram word
// similarity, the exact name ranked first — in the autocomplete and in the search's text filter alike.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HouseType, Layout, Structure } from '#shared/enums.ts';
import type { TAutocompleteResponse, TSearchResponse } from '#shared/schemas/search.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import { plainGrid } from '../../db/seed/grid.ts';
import { queryRows } from '../../core/sql.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
let w: World;
const ids: Record<string, number> = {};

async function complex(key: string, title: string, address: string, published = true) {
  const { object } = await createComplex(t.db, t.storage, {
    object: {
      ownerId: w.owner.id,
      title,
      address,
      published,
      type: Structure.apart,
      houseType: HouseType.apartment,
      latitude: 43.58,
      longitude: 39.72,
    },
    pavilions: [
      {
        name: 'Корпус 1',
        sections: [
          {
            name: 'Секция 1',
            published: true,
            grid: plainGrid({ floors: 1, risers: 1, cell: () => ({ cntApart: Layout.one }) }),
          },
        ],
      },
    ],
  });
  ids[key] = object.id;
}

beforeAll(async () => {
  w = await buildWorld(t);
  // Created first, so «newest first» would put the exact name last among the sunny ones.
  await complex('sunny', 'ЖК Солнечный', 'г. Сочи, ул. Пластунская, 80');
  await complex('sunnyShore', 'ЖК Солнечный берег', 'г. Сочи, ул. Гагарина, 7');
  await complex('sunnyValley', 'ЖК Солнечная долина', 'г. Сочи, ул. Ясногорская, 16');
  await complex('onStreet', 'ЖК Вертикаль', 'г. Сочи, ул. Солнечная, 3');
  await complex('sunnyDraft', 'ЖК Солнечный черновик', 'г. Сочи, ул. Тайная, 1', false);
});

async function suggestions(title: string): Promise<TAutocompleteResponse> {
  const res = await t.call(searchApi.autocomplete, { body: { title } }, w.user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAutocompleteResponse;
}

async function searchIds(title: string): Promise<number[]> {
  const res = await t.call(searchApi.searchCards, { body: { title } }, w.user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchResponse).data.map((c) => c.id);
}

describe('[search] Russian text: morphology, typos, ranking', () => {
  it('has the russian text search configuration with its stemmer in the embedded database', async () => {
    const [row] = await queryRows<{ v: string; m: boolean }>(
      t.db,
      sql`select to_tsvector('russian', 'в солнечном квартале')::text as v,
        to_tsvector('russian', 'ЖК Солнечный') @@ to_tsquery('russian', 'солнечном:*') as m`,
    );
    expect(row!.v).toBe("'квартал':3 'солнечн':2");
    expect(row!.m).toBe(true);
  });

  it('suggests the complex named exactly first, then the others of the name, never a draft of another', async () => {
    const found = await suggestions('ЖК Солнечный');
    const titles = found.complexes.map((c) => c.title);
    expect(titles[0]).toBe('ЖК Солнечный');
    expect(titles).toContain('ЖК Солнечный берег');
    expect(titles).not.toContain('ЖК Солнечный черновик');
    // Without the kind word, too.
    expect((await suggestions('Солнечный')).complexes[0]!.title).toBe('ЖК Солнечный');
  });

  it('finds a complex by another form of its name («солнечном»)', async () => {
    const titles = (await suggestions('солнечном')).complexes.map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['ЖК Солнечный', 'ЖК Солнечный берег']));
  });

  it('finds a complex through a typo («салнечный», «ЖК салнечный», «солнечнй»)', async () => {
    for (const typed of ['салнечный', 'ЖК салнечный', 'солнечнй']) {
      const titles = (await suggestions(typed)).complexes.map((c) => c.title);
      expect(titles, typed).toContain('ЖК Солнечный');
    }
  });

  it('finds builders, districts and streets by form and by typo', async () => {
    expect((await suggestions('стройинвст')).builders.map((b) => b.name)).toContain('СтройИнвест Юг');
    expect((await suggestions('адлерском')).districts.map((d) => d.name)).toContain('Адлерский');
    expect((await suggestions('адлерскй')).districts.map((d) => d.name)).toContain('Адлерский');
    expect((await suggestions('красной поляне')).districts.map((d) => d.name)).toContain('Красная Поляна');
    const streets = (await suggestions('навагинской')).addresses.map((a) => a.address);
    expect(streets).toContain('г. Сочи, ул. Навагинская, 12');
    expect((await suggestions('навагинскя')).addresses.map((a) => a.address)).toContain(
      'г. Сочи, ул. Навагинская, 12',
    );
  });

  it('suggests a complex on a street of the name after those named so, and nothing for gibberish', async () => {
    const titles = (await suggestions('солнечная')).complexes.map((c) => c.title);
    expect(titles).toContain('ЖК Вертикаль');
    expect(titles.indexOf('ЖК Солнечная долина')).toBeLessThan(titles.indexOf('ЖК Вертикаль'));
    const none = await suggestions('щъыхфзцю');
    expect([none.complexes, none.builders, none.districts, none.addresses].flat()).toEqual([]);
  });

  it('filters the search by morphology and typo, with the exact name first in relevance order', async () => {
    for (const typed of ['ЖК Солнечный', 'солнечном', 'салнечный']) {
      const found = await searchIds(typed);
      expect(found, typed).toContain(ids.sunny);
      expect(found, typed).not.toContain(ids.sunnyDraft);
      expect(found, typed).not.toContain(w.c.breeze);
    }
    const ranked = await searchIds('ЖК Солнечный');
    expect(ranked[0]).toBe(ids.sunny);
    // A builder's name and a district's, in another form, still filter.
    expect(await searchIds('стройинвеста')).toContain(w.c.breeze);
    expect(await searchIds('лазаревском')).toContain(w.c.pines);
  });
});
