import { beforeAll, describe, expect, it } from 'vitest';
import {
  Feature,
  HouseClass,
  HouseType,
  Interior,
  Layout,
  Market,
  Material,
  Parking,
  Payment,
  Structure,
  Territory,
} from '#shared/enums.ts';
import { searchSortValues, type TSearchSort } from '#shared/filter-presets.ts';
import type { TSearchFilterInput } from '#shared/schemas/filter.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { NOW, buildWorld, type World } from '../../test/worlds/search.ts';
import * as searchApi from '#shared/api/search.ts';
import * as realtyApi from '#shared/api/realty.ts';

const t = useTestApp();
let w: World;

async function searchIds(filter: TSearchFilterInput, viewer: UserRow = w.user): Promise<number[]> {
  const res = await t.call(searchApi.searchCards, { body: filter }, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchResponse).data.map((card) => card.id);
}

beforeAll(async () => {
  w = await buildWorld(t);
});

describe('[search] complexes: visibility, order and figures', () => {
  it('shows published complexes with a published building and section, newest first', async () => {
    const { breeze, mountain, pines, soldOut } = w.c;
    expect(await searchIds({})).toEqual([breeze, mountain, pines, soldOut]);
    expect(await searchIds({ market: Market.primary })).toEqual([breeze, mountain, pines, soldOut]);
  });

  it('shows the owner their own unpublished and hidden complexes too', async () => {
    const ids = await searchIds({}, w.owner);
    expect(ids).toEqual(expect.arrayContaining([w.c.draft, w.c.hidden, w.c.breeze]));
    expect(ids).toHaveLength(6);
  });

  it('accepts a request without a body as the empty filter', async () => {
    const res = await t.call(searchApi.searchCards, null, w.user);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TSearchResponse).meta.total).toBe(4);
  });

  it('answers cards with the figures of the units on sale', async () => {
    const res = await t.call(searchApi.searchCards, { body: { objectId: w.c.breeze } }, w.user);
    const [card] = (res.json() as TSearchResponse).data;
    expect(card).toMatchObject({
      id: w.c.breeze,
      isOffer: false,
      title: 'ЖК Морской бриз',
      relevantCount: 4,
      flatsCount: 6,
      price: 9_000_000,
      priceTo: 15_300_000,
      area: 30,
      areaTo: 51,
      squarePrice: 300_000,
      address: 'г. Сочи, ул. Навагинская, 12',
      subregion: { name: 'Центр', parent: { name: 'Центральный' } },
      region: { name: 'Краснодарский край' },
      builders: [{ name: 'СтройИнвест Юг' }],
      isAction: true,
      commission: null,
    });
  });

  it('narrows relevantCount and the ranges to the units matching the filter', async () => {
    const res = await t.call(
      searchApi.searchCards,
      { body: { objectId: w.c.breeze, priceTo: 10_000_000 } },
      w.user,
    );
    const [card] = (res.json() as TSearchResponse).data;
    expect(card).toMatchObject({
      relevantCount: 2,
      price: 9_000_000,
      priceTo: 9_000_000,
      area: 30,
      areaTo: 30,
    });

    const promo = await t.call(
      searchApi.searchCards,
      { body: { objectId: w.c.mountain, isAction: 1 } },
      w.user,
    );
    expect((promo.json() as TSearchResponse).data[0]).toMatchObject({
      relevantCount: 1,
      price: 40_000_000,
      area: 80,
    });
  });

  it('marks a complex with a unit on promotion as isAction, as the isAction filter finds it', async () => {
    const res = await t.call(searchApi.searchCards, { body: {} }, w.user);
    const byId = new Map((res.json() as TSearchResponse).data.map((c) => [c.id, c.isAction]));
    expect(byId.get(w.c.mountain)).toBe(true);
    expect(byId.get(w.c.breeze)).toBe(true);
    expect(byId.get(w.c.pines)).toBe(false);
    expect(byId.get(w.c.soldOut)).toBe(false);
  });

  it('gives a sold-out complex zero matching units', async () => {
    const res = await t.call(searchApi.searchCards, { body: { objectId: w.c.soldOut } }, w.user);
    expect((res.json() as TSearchResponse).data[0]).toMatchObject({ relevantCount: 0, price: null });
  });

  it('hides commission from the user role and shows it to an agent', async () => {
    const forUser = await t.call(searchApi.searchCards, { body: { objectId: w.c.breeze } }, w.user);
    expect((forUser.json() as TSearchResponse).data[0]!.commission).toBeNull();
    expect(forUser.body).not.toContain('3,5% от цены');
    const forAgent = await t.call(searchApi.searchCards, { body: { objectId: w.c.breeze } }, w.agent);
    expect((forAgent.json() as TSearchResponse).data[0]!.commission).toEqual({
      percent: 3.5,
      text: '3,5% от цены',
    });
  });

  // Every sort option (the Record makes a new one fail here until it has its case). Figures from the units on sale:
  // breeze from 9 000 000 ₽ at 300 000 ₽/m², mountain 20 000 000 ₽ at 500 000, pines 45 000 000 ₽ at 300 000,
  // soldOut nothing on sale; published 10, 200, 300 and 400 days ago. Ties go to the newer id (pines before breeze).
  const complexSorts: Record<TSearchSort, () => number[]> = {
    priceUp: () => [w.c.breeze, w.c.mountain, w.c.pines, w.c.soldOut],
    priceDown: () => [w.c.pines, w.c.mountain, w.c.breeze, w.c.soldOut],
    squarePriceUp: () => [w.c.pines, w.c.breeze, w.c.mountain, w.c.soldOut],
    squarePriceDown: () => [w.c.mountain, w.c.pines, w.c.breeze, w.c.soldOut],
    newest: () => [w.c.breeze, w.c.mountain, w.c.pines, w.c.soldOut],
    deadline: () => [w.c.pines, w.c.soldOut, w.c.breeze, w.c.mountain],
  };

  it.each(searchSortValues)('sorts complexes: %s', async (sort) => {
    expect(await searchIds({ sort })).toEqual(complexSorts[sort]());
  });

  it('sorts by price over the matching units only', async () => {
    const { breeze, mountain, pines } = w.c;
    // The mountain's cheapest three-room flat is dearer than any studio of the breeze.
    expect(await searchIds({ sort: 'priceDown', cntApart: [Layout.studio, Layout.three] })).toEqual([
      mountain,
      breeze,
    ]);
    expect(await searchIds({ sort: 'priceUp', cntApart: [Layout.studio, Layout.three] })).toEqual([
      breeze,
      mountain,
    ]);
    // One-room flats of the mountain (500 000 ₽/m²) against the pines' free layouts (300 000 ₽/m²).
    expect(await searchIds({ sort: 'squarePriceUp', cntApart: [Layout.one, Layout.all] })).toEqual([
      pines,
      mountain,
    ]);
    expect(await searchIds({ sort: 'squarePriceDown', cntApart: [Layout.one, Layout.all] })).toEqual([
      mountain,
      pines,
    ]);
  });

  it('keeps a price-sorted unit search and its count to the complexes the viewer may see', async () => {
    // The draft's studios (300 000 ₽) are the cheapest: only its owner meets them, and the count agrees.
    const filter = { sort: 'priceUp' as const, cntApart: [Layout.studio], priceTo: 50_000_000 };
    const total = async (viewer: UserRow) =>
      ((await t.call(searchApi.countSearch, { body: filter }, viewer)).json() as { count: number }).count;
    const forBuyer = await searchIds(filter);
    expect(forBuyer).not.toContain(w.c.draft);
    expect(await total(w.user)).toBe(forBuyer.length);
    const forOwner = await searchIds(filter, w.owner);
    expect(forOwner).toEqual([w.c.draft, ...forBuyer]);
    expect(await total(w.owner)).toBe(forOwner.length);
  });

  it('sorts by publication with a text too, where the default order is by likeness to the text', async () => {
    const { breeze, mountain, pines, soldOut } = w.c;
    // Every address is in «г. Сочи».
    expect(await searchIds({ sort: 'newest', title: 'Сочи' })).toEqual([breeze, mountain, pines, soldOut]);
  });

  it('marks isNew on exactly the cards the preset «Новые» finds, by date or by the feature', async () => {
    const newOnes = async () => {
      const all = (await t.call(searchApi.searchCards, { body: {} }, w.user)).json() as TSearchResponse;
      const marked = all.data.filter((card) => !card.isOffer && card.isNew).map((card) => card.id);
      return { marked, found: await searchIds({ isNew: true }) };
    };
    // The breeze was published 10 days ago; the pines carry the feature «Новинка».
    expect(await newOnes()).toEqual({ marked: [w.c.breeze, w.c.pines], found: [w.c.breeze, w.c.pines] });
    const page = (
      await t.call(realtyApi.getObject, { params: { id: w.c.breeze }, body: {} }, w.user)
    ).json() as { isNew: boolean };
    expect(page.isNew).toBe(true);
    try {
      // 81 days later the breeze is 91 days old: neither the preset nor the badge count it any more.
      t.clock.advance(81 * 86_400_000);
      expect(await newOnes()).toEqual({ marked: [w.c.pines], found: [w.c.pines] });
      const later = (
        await t.call(realtyApi.getObject, { params: { id: w.c.breeze }, body: {} }, w.user)
      ).json() as { isNew: boolean };
      expect(later.isNew).toBe(false);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('[search] every filter field narrows complexes', () => {
  const cases: [string, () => TSearchFilterInput, () => number[]][] = [
    ['title of a complex', () => ({ title: 'бриз' }), () => [w.c.breeze]],
    ['title of a builder', () => ({ title: 'Альфа' }), () => [w.c.mountain, w.c.soldOut]],
    ['title of a district', () => ({ title: 'Лазаревское' }), () => [w.c.pines]],
    ['title of an address', () => ({ title: 'Навагинская' }), () => [w.c.breeze]],
    ['objectId', () => ({ objectId: w.c.mountain }), () => [w.c.mountain]],
    ['builderId', () => ({ builderId: w.builders.south }), () => [w.c.breeze, w.c.pines]],
    [
      'regionId',
      () => ({ regionId: w.geo.region }),
      () => [w.c.breeze, w.c.mountain, w.c.pines, w.c.soldOut],
    ],
    [
      'a district takes its microdistricts',
      () => ({ subregions: [w.geo.central] }),
      () => [w.c.breeze, w.c.soldOut],
    ],
    [
      'subregions',
      () => ({ subregions: [w.geo.kurortny, w.geo.lazarevskoe] }),
      () => [w.c.mountain, w.c.pines],
    ],
    ['priceFrom', () => ({ priceFrom: 20_000_000 }), () => [w.c.mountain, w.c.pines]],
    ['priceTo', () => ({ priceTo: 10_000_000 }), () => [w.c.breeze]],
    ['squarePriceFrom', () => ({ squarePriceFrom: 400_000 }), () => [w.c.mountain]],
    ['squarePriceTo', () => ({ squarePriceTo: 300_000 }), () => [w.c.breeze, w.c.pines]],
    ['areaFrom', () => ({ areaFrom: 100 }), () => [w.c.pines]],
    ['areaTo', () => ({ areaTo: 35 }), () => [w.c.breeze]],
    ['cntApart', () => ({ cntApart: [Layout.one] }), () => [w.c.mountain]],
    ['cntApart as a comma list', () => ({ cntApart: '1,5' }), () => [w.c.breeze, w.c.pines]],
    ['class', () => ({ class: [HouseClass.business, HouseClass.elit] }), () => [w.c.mountain, w.c.pines]],
    ['type', () => ({ type: [HouseType.cottage] }), () => [w.c.pines]],
    ['structure', () => ({ structure: Structure.cottage }), () => [w.c.pines]],
    ['interior', () => ({ interior: [Interior.chistInt] }), () => [w.c.breeze]],
    ['dateBuildFrom', () => ({ dateBuildFrom: '2027-2' }), () => [w.c.breeze, w.c.mountain]],
    ['dateBuildTo', () => ({ dateBuildTo: '2027-2' }), () => [w.c.breeze, w.c.pines, w.c.soldOut]],
    ['one quarter', () => ({ dateBuildFrom: '2028-1', dateBuildTo: '2028-1' }), () => [w.c.mountain]],
    ['isFinished', () => ({ isFinished: 1 }), () => [w.c.pines]],
    ['not finished', () => ({ isFinished: 0 }), () => [w.c.breeze, w.c.mountain, w.c.soldOut]],
    ['isAction', () => ({ isAction: 1 }), () => [w.c.breeze, w.c.mountain]],
    ['isNew', () => ({ isNew: true }), () => [w.c.breeze, w.c.pines]],
    [
      'features (all of them)',
      () => ({ features: [Feature.elevator, Feature.fitness] }),
      () => [w.c.mountain],
    ],
    ['payments (all of them)', () => ({ payments: [Payment.mortgage, Payment.cash] }), () => [w.c.breeze]],
    [
      'parking (any)',
      () => ({ parking: [Parking.underground, Parking.multilevel] }),
      () => [w.c.breeze, w.c.mountain],
    ],
    ['territory', () => ({ territory: [Territory.close] }), () => [w.c.breeze, w.c.pines]],
    ['material', () => ({ material: [Material.wood] }), () => [w.c.pines]],
    ['distanceSeaTo', () => ({ distanceSeaTo: 1000 }), () => [w.c.breeze, w.c.pines]],
    ['ceilingHeightFrom', () => ({ ceilingHeightFrom: 3.2 }), () => [w.c.mountain, w.c.pines]],
    ['floorFrom', () => ({ floorFrom: 3 }), () => [w.c.mountain]],
    ['floorTo', () => ({ floorTo: 1 }), () => [w.c.breeze, w.c.mountain, w.c.pines]],
    [
      'bounds',
      () => ({
        bounds: [
          [43.55, 39.6],
          [43.65, 39.8],
        ],
      }),
      () => [w.c.breeze, w.c.soldOut],
    ],
    [
      'several fields together',
      () => ({ subregions: [w.geo.central], cntApart: [Layout.studio, Layout.two], priceTo: '16000000' }),
      () => [w.c.breeze],
    ],
    ['nothing matches', () => ({ title: 'Несуществующий' }), () => []],
  ];

  it.each(cases)('%s', async (_name, filter, expected) => {
    const ids = await searchIds(filter());
    expect(ids).toEqual(expected());
  });

  it.each(cases)('count equals the search total: %s', async (_name, filter, expected) => {
    const res = await t.call(searchApi.countSearch, { body: filter() }, w.user);
    expect(res.statusCode).toBe(200);
    const search = await t.call(searchApi.searchCards, { body: filter() }, w.user);
    expect(res.json()).toEqual({ count: (search.json() as TSearchResponse).meta.total });
    expect(res.json().count).toBe(expected().length);
  });
});

describe('[search] resale offers (market 2)', () => {
  const cases: [string, () => TSearchFilterInput, () => number[]][] = [
    ['only active offers, newest first', () => ({}), () => [w.f.inBreeze, w.f.house, w.f.inMountain]],
    ['objectId', () => ({ objectId: w.c.breeze }), () => [w.f.inBreeze]],
    ['offerId', () => ({ offerId: w.f.house }), () => [w.f.house]],
    ['an archived offer is never found', () => ({ offerId: w.f.archived }), () => []],
    [
      'type: a house outside complexes is a cottage',
      () => ({ type: [HouseType.cottage] }),
      () => [w.f.house],
    ],
    ['type apartment', () => ({ type: [HouseType.apartment] }), () => [w.f.inBreeze, w.f.inMountain]],
    ['structure', () => ({ structure: Structure.cottage }), () => [w.f.house]],
    ['priceTo', () => ({ priceTo: 12_000_000 }), () => [w.f.inMountain]],
    ['priceFrom', () => ({ priceFrom: 20_000_000 }), () => [w.f.house]],
    ['squarePriceFrom', () => ({ squarePriceFrom: 300_000 }), () => [w.f.inBreeze, w.f.inMountain]],
    ['areaFrom', () => ({ areaFrom: 100 }), () => [w.f.house]],
    ['cntApart', () => ({ cntApart: [Layout.two] }), () => [w.f.inBreeze]],
    ['class goes through the complex', () => ({ class: [HouseClass.comfort] }), () => [w.f.inBreeze]],
    ['subregions', () => ({ subregions: [w.geo.lazarevskoe] }), () => [w.f.house]],
    ['isAction', () => ({ isAction: true }), () => [w.f.house]],
    ['isNew', () => ({ isNew: true }), () => [w.f.inBreeze]],
    ['floorFrom', () => ({ floorFrom: 3 }), () => [w.f.inMountain]],
    ['interior', () => ({ interior: [Interior.remInt] }), () => [w.f.inBreeze]],
    ['title of an address', () => ({ title: 'Калараша' }), () => [w.f.house]],
    ['title of the complex', () => ({ title: 'Морской' }), () => [w.f.inBreeze]],
    [
      'bounds',
      () => ({
        bounds: [
          [43.55, 39.6],
          [43.65, 39.8],
        ],
      }),
      () => [w.f.inBreeze],
    ],
  ];

  it.each(cases)('%s', async (_name, filter, expected) => {
    const body = { ...filter(), market: Market.secondary };
    const res = await t.call(searchApi.searchCards, { body }, w.user);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as TSearchResponse;
    expect(data.map((c) => c.id)).toEqual(expected());
    expect(data.every((c) => c.isOffer)).toBe(true);
    const count = await t.call(searchApi.countSearch, { body }, w.user);
    expect(count.json()).toEqual({ count: meta.total });
  });

  // inBreeze 16 200 000 ₽ for 54 m² (300 000 ₽/m²) in a complex due 2027-2, activated 3 days ago; house 25 000 000 ₽
  // for 120 m² (208 333 ₽/m²) outside any complex, 30 days; inMountain 11 000 000 ₽ for 31 m² (354 839 ₽/m²) in a
  // complex due 2028-1, 60 days.
  const offerSorts: Record<TSearchSort, () => number[]> = {
    priceUp: () => [w.f.inMountain, w.f.inBreeze, w.f.house],
    priceDown: () => [w.f.house, w.f.inBreeze, w.f.inMountain],
    squarePriceUp: () => [w.f.house, w.f.inBreeze, w.f.inMountain],
    squarePriceDown: () => [w.f.inMountain, w.f.inBreeze, w.f.house],
    newest: () => [w.f.inBreeze, w.f.house, w.f.inMountain],
    // An offer outside any complex has no deadline: last.
    deadline: () => [w.f.inBreeze, w.f.inMountain, w.f.house],
  };

  it.each(searchSortValues)('sorts offers: %s', async (sort) => {
    const ids = await searchIds({ market: Market.secondary, sort });
    expect(ids).toEqual(offerSorts[sort]());
    // With a text matching them all, a chosen order still decides (not the likeness to the text).
    expect(await searchIds({ market: Market.secondary, sort, title: 'Сочи' })).toEqual(ids);
  });

  it('hides offer commission from the user role and shows it to an agent', async () => {
    const body = { market: Market.secondary, offerId: w.f.inBreeze };
    const forUser = (await t.call(searchApi.searchCards, { body }, w.user)).json() as TSearchResponse;
    expect(forUser.data[0]!.commission).toBeNull();
    const forAgent = (await t.call(searchApi.searchCards, { body }, w.agent)).json() as TSearchResponse;
    expect(forAgent.data[0]!.commission).toEqual({ type: 1, price: 150_000 });
  });
});

describe('[search] bad filter input is a Russian 422, never a 500', () => {
  const bad: [string, unknown, string][] = [
    ['unknown market', { market: 3 }, 'market'],
    ['price as words', { priceFrom: 'дорого' }, 'priceFrom'],
    ['negative price', { priceTo: -5 }, 'priceTo'],
    ['price from above price to', { priceFrom: 10, priceTo: 5 }, 'priceTo'],
    ['huge price', { priceTo: 1e30 }, 'priceTo'],
    ['unknown layout', { cntApart: [9] }, 'cntApart.0'],
    ['unknown feature', { features: [23] }, 'features.0'],
    ['bad quarter', { dateBuildFrom: '2027-5' }, 'dateBuildFrom'],
    ['quarters reversed', { dateBuildFrom: '2028-1', dateBuildTo: '2027-1' }, 'dateBuildTo'],
    ['bad sort', { sort: 'cheapest' }, 'sort'],
    [
      'bounds reversed',
      {
        bounds: [
          [44, 40],
          [43, 39],
        ],
      },
      'bounds',
    ],
    [
      'bounds out of the world',
      {
        bounds: [
          [-100, 0],
          [0, 0],
        ],
      },
      'bounds.0.0',
    ],
    ['floor as a fraction', { floorFrom: 2.5 }, 'floorFrom'],
    ['title too long', { title: 'я'.repeat(101) }, 'title'],
    ['too many districts', { subregions: Array.from({ length: 101 }, (_, i) => i + 1) }, 'subregions'],
    ['objectId zero', { objectId: 0 }, 'objectId'],
  ];

  it.each(bad)('%s', async (_name, body, field) => {
    for (const descriptor of [searchApi.searchCards, searchApi.countSearch]) {
      const res = await t.callRaw(descriptor, { body }, w.user);
      expect(res.statusCode, res.body).toBe(422);
      const json = res.json() as { message: string; errors: Record<string, string[]> };
      expect(json.message).toMatch(/[а-я]/);
      expect(Object.keys(json.errors)).toContain(field);
      expect(json.errors[field]![0]).toMatch(/[А-Яа-яё«]/);
    }
  });

  it('refuses a body that is not an object', async () => {
    const res = await t.callRaw(searchApi.searchCards, { body: [1, 2] }, w.user);
    expect(res.statusCode).toBe(422);
  });

  it('refuses a page that is not a positive number', async () => {
    const res = await t.call(searchApi.searchCards, { query: { page: '0' }, body: {} }, w.user);
    expect(res.statusCode).toBe(422);
    expect(
      (await t.call(searchApi.searchCards, { query: { page: 'abc' }, body: {} }, w.user)).statusCode,
    ).toBe(422);
  });

  it('asks for a login', async () => {
    const res = await t.callRaw(searchApi.searchCards, { body: {} });
    expect(res.statusCode).toBe(401);
  });
});
