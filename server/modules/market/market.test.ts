// «Рынок»: the numbers of a small market checked by hand (server/test/worlds/market.ts), live and after the rollup.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sections } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { marketWorld } from '../../test/worlds/market.ts';
import { runMarketRollup } from './rollup.ts';
import * as marketApi from '#shared/api/market.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import type { RawInput } from '../../test/call.ts';

const t = useTestApp();
let w: Awaited<ReturnType<typeof marketWorld>>;

beforeAll(async () => {
  t.clock.set('2026-11-21T09:00:00Z');
  w = await marketWorld(t);
});

/** A query written as the address bar shows it, sent as the descriptor's query. */
const q = (query: string) => Object.fromEntries(new URLSearchParams(query));

const summary = async (query: string) => {
  const res = await t.callRaw(marketApi.getMarketSummary, { query: q(query) }, w.agent);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const district = () => `districtId=${w.district}&from=2026-09-01&to=2026-11-21`;

/** Sep: a1 200, a2 150, a3 170 (new), a4 180, b1 250; Oct: a1 sold, a2 160, a4 reserved; Nov: b1 sold, b2 260 new. */
const expectDistrict = (s: Record<string, unknown>) =>
  expect(s).toMatchObject({
    months: ['2026-09', '2026-10', '2026-11'],
    median: [180_000, 170_000, 170_000],
    stock: [5, 3, 3],
    sold: [0, 1, 1],
    launchedUnits: [1, 0, 1],
    launchedComplexes: [0, 0, 0],
    now: { stock: 3, stockArea: 140, median: 170_000, complexes: 2 },
  });

describe('[market] summary of an area', () => {
  it('[market] a district (with its microdistrict) month by month, counted live before any rollup', async () => {
    const s = await summary(district());
    expectDistrict(s);
    expect(s.complexes.map((c: { title: string }) => c.title)).toEqual(['ЖК Альфа', 'ЖК Бета']);
  });

  it('[market] the rollup stores the closed months and reads give the same numbers', async () => {
    const run = await runMarketRollup({ db: t.db, now: t.clock.now() });
    expect(run.ran).toBe(true);
    expect(run.openMonth).toBe('2026-11-01');
    expectDistrict(await summary(district()));
    // Once a day: a second run the same Moscow day does nothing.
    expect((await runMarketRollup({ db: t.db, now: t.clock.now() })).ran).toBe(false);
  });

  it('[market] rooms, class and an earlier period: launches of units and complexes', async () => {
    const oneRoom = await summary(`${district()}&rooms=2`);
    expect(oneRoom.median).toEqual([170_000, 165_000, 165_000]);
    expect(oneRoom.stock).toEqual([3, 2, 2]);
    const business = await summary(`${district()}&class=3`);
    expect(business).toMatchObject({
      stock: [1, 1, 1],
      sold: [0, 0, 1],
      median: [250_000, 250_000, 260_000],
    });
    const august = await summary(`districtId=${w.district}&from=2026-08-01&to=2026-08-31`);
    expect(august).toMatchObject({ months: ['2026-08'], stock: [4], median: [190_000], launchedUnits: [4] });
    expect(august.launchedComplexes).toEqual([2]);
  });

  it('[market] a region takes its districts; the map’s bounds take what lies inside', async () => {
    const region = await summary(`regionId=${w.region}&from=2026-11-01`);
    expect(region.now).toMatchObject({ stock: 4, complexes: 3 });
    const bounds = await summary(`bounds=43.5,39.6,43.7,39.8&from=2026-11-01`);
    expect(bounds.now).toMatchObject({ stock: 1, median: 100_000, complexes: 1 });
    expect(bounds.complexes).toEqual([
      { id: w.e.objectId, title: 'ЖК Хоста', district: 'Хоста', stock: 1, median: 100_000 },
    ]);
  });
});

describe('[market] privacy: only what the catalogue shows', () => {
  it('[market] a hidden section’s sale and an unpublished complex move nothing; a booking is no sale', async () => {
    // h1 (hidden section, sold in Oct at 999 000 ₽/м²) and c1, c2 (unpublished) would change every figure above.
    const s = await summary(district());
    expect(s.sold).toEqual([0, 1, 1]);
    expect(Math.max(...s.median)).toBeLessThan(999_000);
    expect(Math.min(...s.median)).toBeGreaterThan(50_000);
  });

  it('[market] a section hidden after the rollup leaves the closed months at once', async () => {
    await t.db.update(sections).set({ published: false }).where(eq(sections.id, w.b.sectionId));
    const s = await summary(district());
    expect(s.stock).toEqual([4, 2, 2]);
    expect(s.sold).toEqual([0, 1, 0]);
    await t.db.update(sections).set({ published: true }).where(eq(sections.id, w.b.sectionId));
  });
});

describe('[market] heat layer and comparison', () => {
  it('[market] hexagons of the bounds with the median ₽/м² of flats on sale now', async () => {
    const res = await t.call(
      marketApi.getMarketHeat,
      { query: { bounds: '43.3,39.6,43.7,40.1', zoom: '12' } },
      w.builder,
    );
    expect(res.statusCode, res.body).toBe(200);
    const heat = res.json();
    const byMedian = [...heat.hexes].sort(
      (x: { median: number }, y: { median: number }) => x.median - y.median,
    );
    expect(
      byMedian.map((h: { median: number; units: number; complexes: number }) => [
        h.median,
        h.units,
        h.complexes,
      ]),
    ).toEqual([
      [100_000, 1, 1],
      [170_000, 3, 2],
    ]);
    const hex = byMedian[1];
    expect(hex.polygon).toHaveLength(6);
    const lats = hex.polygon.map((p: number[]) => p[0]);
    const lngs = hex.polygon.map((p: number[]) => p[1]);
    // The hexagon holds its complexes' point.
    expect(Math.min(...lats)).toBeLessThan(43.43);
    expect(Math.max(...lats)).toBeGreaterThan(43.43);
    expect(Math.min(...lngs)).toBeLessThan(39.92);
    expect(Math.max(...lngs)).toBeGreaterThan(39.92);
  });

  it('[market] complexes side by side: price from, ₽/м², stock, pace and deadline', async () => {
    const res = await t.call(
      marketApi.getMarketComplexes,
      { query: { ids: `${w.a.objectId},${w.b.objectId}` } },
      w.moder,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: w.a.objectId,
        title: 'ЖК Альфа',
        district: 'Адлер',
        houseClass: 2,
        dateBuild: '2027-12-01',
        isFinished: false,
        priceFrom: 6_400_000,
        median: 165_000,
        stock: 2,
        stockArea: 80,
        sold90: 1,
        pace: 0.3,
        stockMonths: 6,
      },
      expect.objectContaining({
        id: w.b.objectId,
        priceFrom: 15_600_000,
        median: 260_000,
        stock: 1,
        sold90: 1,
        stockMonths: 3,
      }),
    ]);
  });

  it('[market] the rooms filter counts the complexes’ flats of those layouts only', async () => {
    const res = await t.call(
      marketApi.getMarketComplexes,
      { query: { ids: w.a.objectId, rooms: '1' } },
      w.agent,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Only a1, the studio, sold in October: nothing on sale, one sale.
    expect(res.json()[0]).toMatchObject({ stock: 0, median: null, priceFrom: null, sold90: 1 });
  });

  it('[market] an unpublished or unknown complex is not found', async () => {
    for (const ids of [`${w.a.objectId},${w.c.objectId}`, '999999']) {
      const res = await t.call(marketApi.getMarketComplexes, { query: { ids } }, w.agent);
      expect(res.statusCode).toBe(404);
      expect(res.failure().message).toBe('Жилой комплекс не найден');
    }
  });
});

describe('[market] who and bad input', () => {
  it('[market] a buyer is refused in Russian; agents, builders and staff are let in; a guest logs in', async () => {
    const reads: [EndpointDef, RawInput][] = [
      [marketApi.getMarketSummary, { query: q(district()) }],
      [marketApi.getMarketHeat, { query: { bounds: '43.3,39.6,43.7,40.1', zoom: 12 } }],
      [marketApi.getMarketComplexes, { query: { ids: w.a.objectId } }],
    ];
    for (const [descriptor, input] of reads) {
      const buyer = await t.callRaw(descriptor, input, w.buyer);
      expect(buyer.statusCode).toBe(403);
      expect(buyer.json().message).toBe('Аналитика рынка доступна агентам, застройщикам и администраторам');
      expect((await t.callRaw(descriptor, input)).statusCode).toBe(401);
      for (const who of [w.agent, w.builder, w.moder])
        expect((await t.callRaw(descriptor, input, who)).statusCode).toBe(200);
    }
  });

  it.each([
    ['bounds=43.7,39.6,43.3,40.1', 'bounds', 'Границы карты'],
    ['bounds=abc', 'bounds', 'Границы карты'],
    ['bounds=43,39,44', 'bounds', 'Границы карты'],
    ['from=2020-01-01&to=2026-11-01', 'from', 'Период — не больше 5 лет'],
    ['from=2026-10-01&to=2026-09-01', 'to', 'Начало периода позже конца'],
    ['to=2027-01-01', 'to', 'Дата не может быть в будущем'],
    ['from=2026-13-01', 'from', 'Дата в формате ГГГГ-ММ-ДД'],
    ['regionId=999999', 'regionId', 'Такого региона нет'],
    ['districtId=999999', 'districtId', 'Такого района нет'],
    ['rooms=9', 'rooms', ''],
  ])('[market] summary?%s is a 422 on %s', async (query, field, text) => {
    const res = await t.callRaw(marketApi.getMarketSummary, { query: q(query) }, w.agent);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
    expect(key, JSON.stringify(errors)).toBeDefined();
    expect(errors[key!][0]).toContain(text);
  });

  it('[market] heat without bounds or with a zoom out of range is a 422', async () => {
    for (const query of ['zoom=12', 'bounds=43.3,39.6,43.7,40.1&zoom=25', 'bounds=1,2,3&zoom=10']) {
      const res = await t.callRaw(marketApi.getMarketHeat, { query: q(query) }, w.agent);
      expect(res.statusCode, query).toBe(422);
    }
    const tooMany = await t.call(
      marketApi.getMarketComplexes,
      { query: { ids: Array.from({ length: 11 }, (_, i) => i + 1).join(',') } },
      w.agent,
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.failure().errors.ids[0]).toBe('Выберите от 1 до 10 комплексов');
  });
});
