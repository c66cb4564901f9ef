import { beforeAll, describe, expect, it } from 'vitest';
import { Layout, Market } from '#shared/enums.ts';
import type { TMapClusterResponse, TMapPoint } from '#shared/schemas/search.ts';
import { useTestApp } from '../../test/use-app.ts';
import { tokenFor } from '../../test/factories.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import { MAP_PER_PAGE, mapCluster } from './map-cluster.ts';
import * as searchApi from '#shared/api/search.ts';

const t = useTestApp();
let w: World;
let token: string;

/** Greater Sochi, from Lazarevskoe to Adler. */
const SOCHI: [[number, number], [number, number]] = [
  [43.3, 39.2],
  [44.0, 40.1],
];

async function cluster(body: Record<string, unknown>, page = 1) {
  return t.callRaw(searchApi.mapCluster, { query: { page }, body }, token);
}

beforeAll(async () => {
  w = await buildWorld(t);
  token = await tokenFor(t.db, w.user);
});

describe('[map] cluster', () => {
  it('groups nearby complexes at a city zoom and counts what is in view', async () => {
    const res = await cluster({ bounds: SOCHI, zoom: 9 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TMapClusterResponse;
    expect(body.objects).toBe(4);
    // The breeze and the sold-out complex stand 150 m apart: one cluster at zoom 9.
    const clusters = body.data.filter((d) => d.type === 'cluster');
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 2, priceFrom: 9_000_000 });
    const [[south, west], [north, east]] =
      clusters[0]!.type === 'cluster'
        ? clusters[0]!.bounds
        : [
            [0, 0],
            [0, 0],
          ];
    expect([south, west, north, east]).toEqual([43.588, 39.729, 43.59, 39.73]);
    const points = body.data.filter((d): d is TMapPoint => d.type === 'point');
    expect(points.map((p) => p.id).sort()).toEqual([w.c.mountain, w.c.pines].sort());
    expect(points.find((p) => p.id === w.c.mountain)).toMatchObject({
      isOffer: false,
      title: 'ЖК Горный воздух',
      price: 20_000_000,
      latitude: 43.43,
      longitude: 39.92,
    });
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: MAP_PER_PAGE });
  });

  it('splits clusters into single points when zoomed in', async () => {
    const body = (await cluster({ bounds: SOCHI, zoom: 17 })).json() as TMapClusterResponse;
    expect(body.data.every((d) => d.type === 'point')).toBe(true);
    expect(body.data).toHaveLength(4);
  });

  it('keeps to the bounds and to the filter, with prices of the matching units', async () => {
    const center: [[number, number], [number, number]] = [
      [43.55, 39.6],
      [43.65, 39.8],
    ];
    const inCenter = (await cluster({ bounds: center, zoom: 17 })).json() as TMapClusterResponse;
    expect(inCenter.data.map((d) => (d.type === 'point' ? d.id : 0)).sort()).toEqual(
      [w.c.breeze, w.c.soldOut].sort(),
    );
    const twoRooms = (
      await cluster({ bounds: SOCHI, zoom: 17, cntApart: [Layout.two] })
    ).json() as TMapClusterResponse;
    expect(twoRooms.data).toEqual([expect.objectContaining({ id: w.c.breeze, price: 15_300_000 })]);
    expect(twoRooms.objects).toBe(1);
  });

  it('shows active resale offers for the secondary market', async () => {
    const body = (
      await cluster({ bounds: SOCHI, zoom: 17, market: Market.secondary })
    ).json() as TMapClusterResponse;
    const points = body.data as TMapPoint[];
    expect(points.map((p) => p.id).sort()).toEqual([w.f.inBreeze, w.f.house, w.f.inMountain].sort());
    expect(points.every((p) => p.isOffer)).toBe(true);
    expect(points.find((p) => p.id === w.f.house)).toMatchObject({ price: 25_000_000, title: 'Дом, 120 м²' });
  });

  it('answers an empty page past the last one, with the same totals', async () => {
    const body = (await cluster({ bounds: SOCHI, zoom: 9 }, 2)).json() as TMapClusterResponse;
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 2, last_page: 1, total: 3 });
    expect(body.objects).toBe(4);
  });

  it('pages cut one stable order, so pages asked for together make up the whole view', async () => {
    const f = { bounds: SOCHI, zoom: 17 };
    const whole = await mapCluster(t.db, f, w.user, t.clock.now(), 1);
    expect(whole.data).toHaveLength(4);
    // Two a page, the later pages first and at once, as the map asks for them.
    const [second, first, third] = await Promise.all(
      [2, 1, 3].map((page) => mapCluster(t.db, f, w.user, t.clock.now(), page, 2)),
    );
    expect(first!.meta).toMatchObject({ current_page: 1, last_page: 2, total: 4, per_page: 2 });
    expect(second!.meta).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    expect([...first!.data, ...second!.data]).toEqual(whole.data);
    expect(third!.data).toEqual([]);
    expect([first, second, third].map((p) => p!.objects)).toEqual([4, 4, 4]);
  });

  it('takes the filter with bounds alone, with the zoom at which the bounds fill a desktop map', async () => {
    const derived = await cluster({ bounds: SOCHI, market: Market.primary });
    expect(derived.statusCode).toBe(200);
    // Greater Sochi is 0.9° wide: on a 1024 px map that is zoom 10.
    const explicit = await cluster({ bounds: SOCHI, market: Market.primary, zoom: 10 });
    expect(derived.json()).toEqual(explicit.json());
  });

  it('refuses a request without bounds, or with a bad zoom, as 422', async () => {
    for (const body of [{ zoom: 10 }, { bounds: SOCHI, zoom: 40 }, { bounds: SOCHI, zoom: 'z' }]) {
      const res = await cluster(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.failure().errors).length).toBeGreaterThan(0);
    }
  });
});
