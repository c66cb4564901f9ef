import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pointInRing } from '#shared/polygon.ts';
import { CellStatus, Layout, Market, NotificationType } from '#shared/enums.ts';
import type { TFilterMatchPayload } from '#shared/filter-alerts.ts';
import type { TMapClusterResponse, TSearchResponse } from '#shared/schemas/search.ts';
import { cells, notifications, objects, offers, priceHistory } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { catalogChanged } from '../../test/factories.ts';
import { actor, complex, resaleOffer, type Actor } from '../../test/worlds/cabinet.ts';
import { runFilterAlerts } from '../saved-filters/run-alerts.ts';
import { polygonCondition } from './polygon-sql.ts';
import { ringTest } from './ring-test.ts';
import { idsInAreas } from './area-ids.ts';
import { complexCountSql } from './search-complexes.ts';
import { offerCountSql } from './search-offers.ts';
import { ZSearchFilter } from '#shared/schemas/filter.ts';
import { queryRows } from '../../core/sql.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as searchApi from '#shared/api/search.ts';
import * as userApi from '#shared/api/user.ts';

// Three complexes on a line along the coast and an offer near each end; two drawn areas around the ends.
const PLACES = { west: [43.46, 39.52], middle: [43.5, 39.7], east: [43.5, 39.9] } as const;
/** A concave «C» whose lower arm holds the west complex; its notch (inside the box, outside the ring) another. */
const WEST: [number, number][] = [
  [43.45, 39.45],
  [43.45, 39.6],
  [43.47, 39.6],
  [43.47, 39.47],
  [43.53, 39.47],
  [43.53, 39.6],
  [43.55, 39.6],
  [43.55, 39.45],
];
const EAST: [number, number][] = [
  [43.45, 39.85],
  [43.45, 39.95],
  [43.55, 39.95],
  [43.55, 39.85],
];

const t = useTestApp();
let buyer: Actor;
const ids = { west: 0, middle: 0, east: 0, notch: 0, offerWest: 0, offerMiddle: 0 };

async function place(id: number, [lat, lng]: readonly [number, number]) {
  await t.db.update(objects).set({ latitude: lat, longitude: lng }).where(eq(objects.id, id));
}

async function search(filter: object) {
  const res = await t.callRaw(searchApi.searchCards, { body: filter }, buyer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchResponse).data.map((c) => c.id).sort();
}
async function count(filter: object) {
  const res = await t.call(searchApi.countSearch, { body: filter }, buyer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
}

beforeAll(async () => {
  buyer = await actor(t);
  const seller = await actor(t);
  for (const name of ['west', 'middle', 'east'] as const) {
    const c = await complex(t, { title: `ЖК ${name}` });
    ids[name] = c.object.id;
    await place(c.object.id, PLACES[name]);
  }
  // Inside WEST's box, in the notch of the «C».
  const notch = await complex(t, { title: 'ЖК В выемке' });
  ids.notch = notch.object.id;
  await place(notch.object.id, [43.5, 39.55]);
  const west = await resaleOffer(t, seller);
  const middle = await resaleOffer(t, seller);
  ids.offerWest = west.id;
  ids.offerMiddle = middle.id;
  await t.db.update(offers).set({ latitude: 43.46, longitude: 39.5 }).where(eq(offers.id, west.id));
  await t.db.update(offers).set({ latitude: 43.5, longitude: 39.7 }).where(eq(offers.id, middle.id));
  await catalogChanged(t.app.cache);
});

describe('[search] drawn areas', () => {
  it('keeps complexes inside the area, not those in its box outside the ring', async () => {
    expect(await search({ polygons: [WEST] })).toEqual([ids.west]);
    expect(await count({ polygons: [WEST] })).toBe(1);
    const all = await count({});
    expect(all).toBe(4);
  });

  it('several areas are their union', async () => {
    expect(await search({ polygons: [WEST, EAST] })).toEqual([ids.west, ids.east].sort());
    expect(await count({ polygons: [WEST, EAST] })).toBe(2);
  });

  it('filters resale offers by their own place', async () => {
    const filter = { market: Market.secondary, polygons: [WEST] };
    expect(await search(filter)).toEqual([ids.offerWest]);
    expect(await count({ market: Market.secondary })).toBe(2);
    expect(await count(filter)).toBe(1);
  });

  it('the map clusters follow the areas', async () => {
    const res = await t.callRaw(
      searchApi.mapCluster,
      {
        body: {
          bounds: [
            [43.3, 39.3],
            [43.7, 40.1],
          ],
          zoom: 14,
          polygons: [EAST],
        },
      },
      buyer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TMapClusterResponse;
    expect(body.objects).toBe(1);
    expect(body.data.map((d) => (d.type === 'point' ? d.id : null))).toEqual([ids.east]);
  });

  it('refuses a ring crossing itself, too many points or areas, and coordinates out of range, in Russian', async () => {
    const bowtie = [
      [43.4, 39.4],
      [43.6, 39.6],
      [43.4, 39.6],
      [43.6, 39.4],
    ];
    const crossed = await t.callRaw(searchApi.searchCards, { body: { polygons: [bowtie] } }, buyer);
    expect(crossed.statusCode).toBe(422);
    expect(JSON.stringify(crossed.failure().errors)).toContain('Область пересекает сама себя');

    const many = Array.from({ length: 501 }, (_, i) => {
      const a = (i / 501) * 2 * Math.PI;
      return [43.5 + 0.1 * Math.sin(a), 39.5 + 0.1 * Math.cos(a)];
    });
    const long = await t.callRaw(searchApi.countSearch, { body: { polygons: [many] } }, buyer);
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.failure().errors)).toContain('больше 500 точек');

    const six = await t.callRaw(searchApi.searchCards, { body: { polygons: Array(6).fill(EAST) } }, buyer);
    expect(six.statusCode).toBe(422);
    expect(JSON.stringify(six.failure().errors)).toContain('Не больше 5 областей');

    const far = await t.callRaw(
      searchApi.mapCluster,
      {
        body: {
          bounds: [
            [43, 39],
            [44, 40],
          ],
          polygons: [
            [
              [91, 39],
              [43, 181],
              [43, 39],
            ],
          ],
        },
      },
      buyer,
    );
    expect(far.statusCode).toBe(422);
    const text = JSON.stringify(far.failure().errors);
    expect(text).toContain('Широта');
    expect(text).toContain('Долгота');

    const two = await t.callRaw(searchApi.searchCards, { body: { polygons: [EAST.slice(0, 2)] } }, buyer);
    expect(two.statusCode).toBe(422);
    expect(JSON.stringify(two.failure().errors)).toContain('меньше 3 точек');
  });

  it('a saved filter keeps its areas, and its alerts fire only inside them', async () => {
    const saved = await t.call(
      savedFiltersApi.saveFilter,
      {
        body: {
          name: 'У моря',
          filter: { cntApart: [Layout.two], polygons: [EAST] },
        },
      },
      buyer,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const me = await t.call(userApi.readUser, null, buyer);
    const stored = (me.json().user.filters as { id: number; filter: { polygons?: unknown } }[]).find(
      (f) => f.id === saved.json().id,
    );
    expect(stored?.filter.polygons).toEqual([EAST]);

    // A two-room flat comes on sale in the middle complex (outside) and in the east one (inside).
    for (const name of ['middle', 'east'] as const) {
      const sold = (await t.db.select().from(cells).where(eq(cells.objectId, ids[name]))).find(
        (c) => c.status === CellStatus.sold,
      )!;
      await t.db.update(cells).set({ status: CellStatus.sale }).where(eq(cells.id, sold.id));
      await t.db.insert(priceHistory).values({
        cellId: sold.id,
        objectId: ids[name],
        price: sold.price ?? 9_000_000,
        prevPrice: sold.price ?? 9_000_000,
        status: CellStatus.sale,
        prevStatus: CellStatus.sold,
        cause: 'cell',
      });
    }
    const result = await runFilterAlerts({ db: t.db, realtime: t.realtime, now: t.clock.now() });
    expect(result).toMatchObject({ ran: true, matches: 1, notified: 1 });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(note?.type).toBe(NotificationType.filterMatch);
    const payload = note!.payload as TFilterMatchPayload;
    expect(payload.items.map((i) => i.cardId)).toEqual([ids.east]);
  });
});

describe('[search] drawn areas at their edges', () => {
  /** Just inside and just outside the «C»'s lower arm and its spine, across the notch's edges. */
  const EDGES = {
    armIn: [43.4699999, 39.55],
    notchAboveArm: [43.4700001, 39.55],
    spineIn: [43.5, 39.4699999],
    notchBesideSpine: [43.5, 39.4700001],
  } as const;
  const edgeIds: Record<keyof typeof EDGES, number> = {
    armIn: 0,
    notchAboveArm: 0,
    spineIn: 0,
    notchBesideSpine: 0,
  };
  const offerIds = { placeOfComplex: 0, latitudeOnly: 0, justOutside: 0 };

  beforeAll(async () => {
    for (const name of Object.keys(EDGES) as (keyof typeof EDGES)[]) {
      const c = await complex(t, { title: `ЖК ${name}` });
      edgeIds[name] = c.object.id;
      await place(c.object.id, EDGES[name]);
    }
    const seller = await actor(t);
    // No place of its own: its complex's (west, inside WEST).
    const ofComplex = await resaleOffer(t, seller);
    await t.db
      .update(offers)
      .set({ latitude: null, longitude: null, objectId: ids.west })
      .where(eq(offers.id, ofComplex.id));
    // Its own latitude, its complex's longitude (east): inside EAST, as coalesce per column reads it.
    const latitudeOnly = await resaleOffer(t, seller);
    await t.db
      .update(offers)
      .set({ latitude: 43.46, longitude: null, objectId: ids.east })
      .where(eq(offers.id, latitudeOnly.id));
    const justOutside = await resaleOffer(t, seller);
    await t.db
      .update(offers)
      .set({ latitude: 43.4700001, longitude: 39.55 })
      .where(eq(offers.id, justOutside.id));
    offerIds.placeOfComplex = ofComplex.id;
    offerIds.latitudeOnly = latitudeOnly.id;
    offerIds.justOutside = justOutside.id;
    await catalogChanged(t.app.cache);
  });

  it('keeps a complex a hair inside a concave edge and leaves one a hair outside, in search, count and map', async () => {
    for (const [name, [lat, lng]] of Object.entries(EDGES)) {
      expect(pointInRing(lat, lng, WEST), name).toBe(name.endsWith('In'));
    }
    const inside = [ids.west, edgeIds.armIn, edgeIds.spineIn].sort();
    expect(await search({ polygons: [WEST] })).toEqual(inside);
    expect(await count({ polygons: [WEST] })).toBe(3);
    const map = await t.callRaw(
      searchApi.mapCluster,
      {
        body: {
          bounds: [
            [43.3, 39.3],
            [43.7, 40.1],
          ],
          zoom: 18,
          polygons: [WEST],
        },
      },
      buyer,
    );
    expect(map.statusCode, map.body).toBe(200);
    const points = (map.json() as TMapClusterResponse).data.map((d) => (d.type === 'point' ? d.id : null));
    expect(points.sort()).toEqual(inside);
  });

  it('offers take their complex’s place per missing coordinate, and stop at the edge', async () => {
    const west = { market: Market.secondary, polygons: [WEST] };
    expect(await search(west)).toEqual([ids.offerWest, offerIds.placeOfComplex].sort());
    expect(await count(west)).toBe(2);
    expect(await search({ market: Market.secondary, polygons: [EAST] })).toEqual([offerIds.latitudeOnly]);
    expect(await search({ market: Market.secondary, polygons: [WEST, EAST] })).toEqual(
      [ids.offerWest, offerIds.placeOfComplex, offerIds.latitudeOnly].sort(),
    );
  });

  it('the SQL fallback (kv_in_ring, for statements built without the ids) counts the same', async () => {
    const ctx = { viewer: null, now: t.clock.now() };
    for (const market of [Market.primary, Market.secondary]) {
      for (const polygons of [[WEST], [EAST], [WEST, EAST]]) {
        const f = ZSearchFilter.parse({ market, polygons });
        const secondary = market === Market.secondary;
        const fallback = secondary ? offerCountSql(f, ctx) : complexCountSql(f, ctx);
        const [row] = await queryRows<{ total: number }>(t.db, fallback);
        expect(Number(row!.total), `market ${market}, ${polygons.length} rings`).toBe(
          await count({ market, polygons }),
        );
        const ids = await idsInAreas(t.db, polygons, secondary);
        const byIds = secondary
          ? offerCountSql(f, { ...ctx, areas: { ids } })
          : complexCountSql(f, { ...ctx, areas: { ids } });
        const [again] = await queryRows<{ total: number }>(t.db, byIds);
        expect(Number(again!.total)).toBe(Number(row!.total));
      }
    }
  });
});

describe('[search] drawn areas: the ring tests agree', () => {
  // A 120-point flower: concave, with edges in every band.
  const flower: [number, number][] = Array.from({ length: 120 }, (_, i) => {
    const a = (i / 120) * 2 * Math.PI;
    const r = 1 + 0.3 * Math.sin(5 * a);
    return [43.6 + 0.05 * r * Math.sin(a), 39.7 + 0.07 * r * Math.cos(a)];
  });
  /** A grid over the ring's box and beyond, and points a hair either side of every vertex and edge's middle. */
  function probes(ring: readonly (readonly [number, number])[]): [number, number][] {
    const points: [number, number][] = [];
    const lats = ring.map((p) => p[0]);
    const lngs = ring.map((p) => p[1]);
    const [s, n, w, e] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
    for (let i = -2; i <= 32; i++)
      for (let j = -2; j <= 32; j++) points.push([s + ((n - s) * i) / 30, w + ((e - w) * j) / 30]);
    ring.forEach(([lat, lng], k) => {
      const [nLat, nLng] = ring[(k + 1) % ring.length]!;
      for (const [y, x] of [
        [lat, lng],
        [(lat + nLat) / 2, (lng + nLng) / 2],
      ] as const) {
        for (const d of [-1e-7, 0, 1e-7]) points.push([y + d, x], [y, x + d]);
      }
    });
    return points;
  }

  it('ringTest (the search’s, in JS) and pointInRing agree on concave rings, at vertices and a hair off edges', () => {
    const star = Array.from({ length: 200 }, (_, i) => {
      const a = (i / 200) * 2 * Math.PI;
      const r = 1 + 0.25 * Math.sin(5 * a) + 0.05 * Math.sin(23 * a);
      return [43.6 + 0.07 * r * Math.sin(a), 39.73 + 0.1 * r * Math.cos(a)] as [number, number];
    });
    for (const ring of [flower, star, WEST, EAST, [...WEST, WEST[0]!]]) {
      const test = ringTest(ring);
      const points = probes(ring);
      const differ = points.filter(([lat, lng]) => test(lat, lng) !== pointInRing(lat, lng, ring));
      expect(differ).toEqual([]);
      expect(points.filter(([lat, lng]) => test(lat, lng)).length).toBeGreaterThan(50);
    }
  });

  it('the SQL fallback (kv_in_ring behind each ring’s box) and pointInRing agree', async () => {
    const points = probes(flower);
    const values = sql.join(
      points.map(([lat, lng], k) => sql`(${k}::int, ${lat}::float8, ${lng}::float8)`),
      sql`, `,
    );
    const [condition] = polygonCondition([flower], 'p.lat', 'p.lng');
    const res = (await t.db.execute(sql`select p.k, ${condition} as inside
      from (values ${values}) p(k, lat, lng) order by p.k`)) as unknown as {
      rows: { k: number; inside: boolean }[];
    };
    const expected = points.map(([lat, lng]) => pointInRing(lat, lng, flower));
    const bad = res.rows.find((r, i) => r.inside !== expected[i]);
    expect(bad ? { ...bad, point: points[bad.k], expected: expected[bad.k] } : null).toBeNull();
    expect(expected.filter(Boolean).length).toBeGreaterThan(100);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(100);
  });
});
