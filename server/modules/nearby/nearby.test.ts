import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Market } from '#shared/enums.ts';
import { distanceMeters } from '#shared/nearby.ts';
import type { TSearchResponse } from '#shared/schemas/search.ts';
import { infraPoints, objectNearby, objects, offers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { catalogChanged } from '../../test/factories.ts';
import { actor, complex, resaleOffer, type Actor } from '../../test/worlds/cabinet.ts';
import { caller, type Caller } from '../../test/worlds/backoffice.ts';
import { importPoints } from './import-points.ts';
import { readOsm } from './read-osm.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as nearbyApi from '#shared/api/nearby.ts';
import * as searchApi from '#shared/api/search.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/small.overpass.json');
/** Two complexes the fixture's places were laid out around, due north or south of them (distances exact). */
const SEASIDE = [43.588, 39.729] as const;
const INLAND = [43.43, 39.92] as const;

const t = useTestApp();
let buyer: Actor;
let owner: Caller;
const ids = { seaside: 0, inland: 0, draft: 0, offer: 0, loneOffer: 0 };

const place = (id: number, [latitude, longitude]: readonly [number, number]) =>
  t.db.update(objects).set({ latitude, longitude }).where(eq(objects.id, id));

beforeAll(async () => {
  buyer = await actor(t);
  owner = await caller(t);
  const seller = await actor(t);
  ids.seaside = (await complex(t, { title: 'ЖК У моря' })).object.id;
  ids.inland = (await complex(t, { title: 'ЖК В горах' })).object.id;
  ids.draft = (
    await complex(t, { title: 'ЖК Черновик', published: false, ownerId: owner.user.id })
  ).object.id;
  await place(ids.seaside, SEASIDE);
  await place(ids.inland, INLAND);
  await place(ids.draft, SEASIDE);
  // An offer in the seaside complex, and one in no complex at all standing on the same spot.
  const inComplex = await resaleOffer(t, seller);
  const lone = await resaleOffer(t, seller);
  await t.db.update(offers).set({ objectId: ids.seaside }).where(eq(offers.id, inComplex.id));
  await t.db
    .update(offers)
    .set({ latitude: SEASIDE[0], longitude: SEASIDE[1] })
    .where(eq(offers.id, lone.id));
  ids.offer = inComplex.id;
  ids.loneOffer = lone.id;
  const { points } = readOsm(await readFile(FIXTURE, 'utf8'));
  await importPoints(t.db, points, t.clock.now());
  await catalogChanged(t.app.cache);
});

const nearby = (id: number, who: Actor | Caller | null = buyer) =>
  t.callRaw(nearbyApi.getNearby, { params: { id } }, who);

async function search(filter: object) {
  const res = await t.callRaw(searchApi.searchCards, { body: filter }, buyer);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchResponse).data.map((c) => c.id).sort((a, b) => a - b);
}
async function count(filter: object) {
  const res = await t.call(searchApi.countSearch, { body: filter }, buyer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count;
}

describe('[nearby] the importer', () => {
  it('reads an Overpass export: nodes, ways by their centre, relations by their bounds, a way by its geometry', async () => {
    const read = readOsm(await readFile(FIXTURE, 'utf8'));
    // A café, an untagged node, a school with no place, and a repeated element are left out.
    expect(read.skipped).toBe(4);
    const byKey = Object.fromEntries(read.points.map((p) => [`${p.osmType}/${p.osmId}`, p]));
    expect(Object.keys(byKey).sort()).toEqual(
      [
        'node/101',
        'node/102',
        'node/103',
        'node/104',
        'node/105',
        'relation/301',
        'way/201',
        'way/202',
        'way/203',
      ]
        .slice()
        .sort(),
    );
    expect(byKey['node/103']).toMatchObject({ kind: 'clinic', name: null });
    expect(byKey['node/104']).toMatchObject({ kind: 'stop', name: 'Улица Роз' });
    expect(byKey['relation/301']).toMatchObject({ kind: 'school', latitude: expect.closeTo(43.4192082, 6) });
    expect(byKey['way/203']).toMatchObject({ kind: 'beach', longitude: expect.closeTo(INLAND[1], 9) });
  });

  it('reads overpass-turbo’s GeoJSON the same way, and refuses a file of another shape', () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'way/77',
          properties: { '@id': 'way/77', amenity: 'kindergarten', name: 'Детский сад № 1' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [39.7, 43.5],
                [39.702, 43.5],
                [39.702, 43.502],
                [39.7, 43.502],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { '@id': 'node/78', shop: 'bakery' },
          geometry: { type: 'Point', coordinates: [39.71, 43.51] },
        },
        { type: 'Feature', properties: { '@id': 'node/79', amenity: 'bench' }, geometry: null },
      ],
    };
    const read = readOsm(JSON.stringify(geojson));
    expect(read.points).toEqual([
      {
        osmType: 'way',
        osmId: 77,
        kind: 'kindergarten',
        name: 'Детский сад № 1',
        latitude: expect.closeTo(43.501, 9),
        longitude: expect.closeTo(39.701, 9),
      },
      { osmType: 'node', osmId: 78, kind: 'shop', name: null, latitude: 43.51, longitude: 39.71 },
    ]);
    expect(read.skipped).toBe(1);
    expect(() => readOsm('{"rows": []}')).toThrow(/Overpass API JSON/);
    expect(() => readOsm('not json')).toThrow(/not JSON/);
  });

  it('upserts by OSM element: a second import changes nothing, a renamed or moved place is updated, not doubled', async () => {
    const { points } = readOsm(await readFile(FIXTURE, 'utf8'));
    const before = await t.db.$count(infraPoints);
    expect(before).toBe(9);
    const again = await importPoints(t.db, points, t.clock.now());
    expect(again.school).toEqual({ added: 0, updated: 0, unchanged: 2 });
    expect(again.beach).toEqual({ added: 0, updated: 0, unchanged: 2 });

    const renamed = points.map((p) => (p.osmId === 102 ? { ...p, name: 'Магнит у дома' } : p));
    const tally = await importPoints(t.db, renamed, t.clock.now());
    expect(tally.shop).toEqual({ added: 0, updated: 1, unchanged: 0 });
    expect(await t.db.$count(infraPoints)).toBe(9);
    const [shop] = await t.db.select().from(infraPoints).where(eq(infraPoints.osmId, 102));
    expect(shop!.name).toBe('Магнит у дома');
    await importPoints(t.db, points, t.clock.now());
  });
});

describe('[nearby] GET /api/objects/{id}/nearby', () => {
  it('answers the nearest place of each kind, its distance checked by hand and the walking minutes', async () => {
    const res = await nearby(ids.seaside);
    expect(res.statusCode, res.body).toBe(200);
    // Each place lies due north or south of the complex: the distance is the latitude difference × πR/180.
    // Walking: distance × 1.3 / 80 m a minute, rounded (300 m → 4.9 → 5 min).
    expect(res.json()).toEqual({
      places: [
        { kind: 'school', name: 'Школа № 4', distanceM: 300, walkMinutes: 5, lat: 43.590698, lng: 39.729 },
        {
          kind: 'kindergarten',
          name: 'Детский сад № 12',
          distanceM: 700,
          walkMinutes: 11,
          lat: 43.5817048,
          lng: 39.729,
        },
        // No name in OpenStreetMap: named by its kind.
        {
          kind: 'clinic',
          name: 'Медицинский центр',
          distanceM: 1000,
          walkMinutes: 16,
          lat: 43.5969932,
          lng: 39.729,
        },
        { kind: 'shop', name: 'Магнит', distanceM: 150, walkMinutes: 2, lat: 43.589349, lng: 39.729 },
        { kind: 'stop', name: 'Улица Роз', distanceM: 50, walkMinutes: 1, lat: 43.5875503, lng: 39.729 },
        {
          kind: 'beach',
          name: 'Пляж «Ривьера»',
          distanceM: 900,
          walkMinutes: 15,
          lat: 43.5799061,
          lng: 39.729,
        },
      ],
    });
    for (const p of res.json().places) {
      expect(Math.abs(distanceMeters(SEASIDE, [p.lat, p.lng]) - p.distanceM)).toBeLessThan(0.5);
    }
  });

  it('leaves out kinds with nothing within 5 km', async () => {
    const res = await nearby(ids.inland);
    expect(res.statusCode).toBe(200);
    expect(res.json().places.map((p: { kind: string; distanceM: number }) => [p.kind, p.distanceM])).toEqual([
      ['school', 1200],
      ['kindergarten', 400],
      ['beach', 2500],
    ]);
  });

  it('a complex nobody may see is 404 to others, its owner sees it; no login is 401 (as the complex page)', async () => {
    expect((await nearby(ids.draft, buyer)).statusCode).toBe(404);
    expect((await nearby(ids.draft, null)).statusCode).toBe(401);
    expect((await nearby(ids.seaside, null)).statusCode).toBe(401);
    expect((await nearby(ids.draft, owner)).statusCode).toBe(200);
    expect((await nearby(999_999)).statusCode).toBe(404);
    expect((await t.callRaw(nearbyApi.getNearby, { params: { id: 'abc' } }, buyer)).statusCode).toBe(422);
  });

  it('measures again when the complex moves in the back-office, and when it moved by another path', async () => {
    const created = await t.call(
      backofficeApi.createBackofficeObject,
      { body: { title: 'ЖК Переезд', type: 1 } },
      owner,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const moved = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id }, body: { address: { latitude: SEASIDE[0], longitude: SEASIDE[1] } } },
      owner,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await t.db.select().from(objectNearby).where(eq(objectNearby.objectId, id));
    expect(rows.find((r) => r.kind === 'school')?.distanceM).toBe(300);

    // Moved by SQL (no refresh): the stored rows are from the old place, so the read measures again.
    await place(id, INLAND);
    const res = await nearby(id, owner);
    expect(res.json().places.map((p: { kind: string }) => p.kind)).toEqual([
      'school',
      'kindergarten',
      'beach',
    ]);
    const after = await t.db.select().from(objectNearby).where(eq(objectNearby.objectId, id));
    expect(after.every((r) => r.fromLatitude === INLAND[0])).toBe(true);
  });
});

describe('[nearby] the search filter «near»', () => {
  it('keeps complexes with a school, a kindergarten or the sea within the distance; the count agrees', async () => {
    expect(await search({})).toEqual([ids.seaside, ids.inland].sort((a, b) => a - b));
    expect(await search({ near: { school: 500 } })).toEqual([ids.seaside]);
    expect(await count({ near: { school: 500 } })).toBe(1);
    expect(await search({ near: { school: 1200 } })).toEqual([ids.seaside, ids.inland].sort((a, b) => a - b));
    expect(await search({ near: { kindergarten: 500 } })).toEqual([ids.inland]);
    expect(await search({ near: { sea: 1000 } })).toEqual([ids.seaside]);
    // Conditions add up: no complex has both within these.
    expect(await count({ near: { school: 500, kindergarten: 500 } })).toBe(0);
    // Strings as the form sends them.
    expect(await count({ near: { sea: '2500' } })).toBe(2);
  });

  it('resale offers match through their complex; an offer outside any complex does not', async () => {
    const filter = { market: Market.secondary, near: { school: 500 } };
    expect(await search({ market: Market.secondary })).toEqual(
      [ids.offer, ids.loneOffer].sort((a, b) => a - b),
    );
    expect(await search(filter)).toEqual([ids.offer]);
    expect(await count(filter)).toBe(1);
  });

  it('refuses a distance outside 100–5000 m or not a whole number with a Russian 422 on the field', async () => {
    for (const [near, field] of [
      [{ school: 50 }, 'near.school'],
      [{ kindergarten: 5001 }, 'near.kindergarten'],
      [{ sea: 'далеко' }, 'near.sea'],
      [{ sea: 250.5 }, 'near.sea'],
    ] as const) {
      for (const descriptor of [searchApi.searchCards, searchApi.countSearch]) {
        const res = await t.callRaw(descriptor, { body: { near } }, buyer);
        expect(res.statusCode, JSON.stringify(near)).toBe(422);
        const message = res.failure().errors[field]?.[0];
        expect(message, JSON.stringify(res.failure())).toMatch(/^(Расстояние|Должно быть числом)/);
      }
    }
  });
});
