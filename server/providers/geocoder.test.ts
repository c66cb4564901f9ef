import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.ts';
import { buildUser, tokenFor } from '../test/factories.ts';
import { useLocalServer } from '../test/use-local-server.ts';
import { regions, subregions } from '../db/schema/index.ts';
import { FallbackGeocoder } from './geocoder.ts';
import { OfflineGeocoder } from './geocoder-offline.ts';
import { YandexGeocoder } from './geocoder-yandex.ts';
import * as referenceApi from '#shared/api/reference.ts';

/** A local stand-in for geocode-maps.yandex.ru: records each request and answers what the test sets. */
let reply: { status?: number; body: string };
let requests: URL[];

const yandexAnswer = (text: string, components: { kind: string; name: string }[]) =>
  JSON.stringify({
    response: {
      GeoObjectCollection: {
        metaDataProperty: { GeocoderResponseMetaData: { request: '39.72,43.58', found: '1', results: '1' } },
        featureMember: components.length
          ? [
              {
                GeoObject: {
                  metaDataProperty: {
                    GeocoderMetaData: {
                      kind: 'house',
                      text,
                      precision: 'exact',
                      Address: { Components: components },
                    },
                  },
                  Point: { pos: '39.72 43.58' },
                },
              },
            ]
          : [],
      },
    },
  });

const ROZ = yandexAnswer('Россия, Краснодарский край, Сочи, Центральный район, улица Роз, 37', [
  { kind: 'country', name: 'Россия' },
  { kind: 'province', name: 'Краснодарский край' },
  { kind: 'locality', name: 'Сочи' },
  { kind: 'district', name: 'Центральный район' },
  { kind: 'street', name: 'улица Роз' },
  { kind: 'house', name: '37' },
]);

const stub = useLocalServer((req, res) => {
  requests.push(new URL(req.url!, 'http://stub'));
  res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
  res.end(reply.body);
});
const stubUrl = () => `${stub.origin}/v1`;
beforeEach(() => {
  requests = [];
  reply = { body: ROZ };
});

describe('[geocoder] Yandex Geocoder provider', () => {
  it('[geocoder] asks for "longitude,latitude" with the key, in Russian, and reads the address', async () => {
    const yandex = new YandexGeocoder({ url: stubUrl(), apiKey: 'secret-key' });
    const found = await yandex.reverse({ latitude: 43.58, longitude: 39.72 });
    expect(found).toEqual({
      address: 'Россия, Краснодарский край, Сочи, Центральный район, улица Роз, 37',
      components: expect.arrayContaining([{ kind: 'district', name: 'Центральный район' }]),
      provider: 'yandex',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.pathname).toBe('/v1');
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({
      apikey: 'secret-key',
      geocode: '39.72,43.58',
      lang: 'ru_RU',
      format: 'json',
    });
  });

  it('[geocoder] answers null for a point with no address and fails on errors', async () => {
    const yandex = new YandexGeocoder({ url: stubUrl(), apiKey: 'k' });
    reply = { body: yandexAnswer('', []) };
    expect(await yandex.reverse({ latitude: 43.4, longitude: 39.5 })).toBeNull();
    reply = { status: 403, body: '{"statusCode":403,"error":"Forbidden","message":"Invalid api key"}' };
    await expect(yandex.reverse({ latitude: 43.58, longitude: 39.72 })).rejects.toMatchObject({
      name: 'GeocoderError',
      message: expect.stringContaining('403'),
    });
    reply = { body: 'not json' };
    await expect(yandex.reverse({ latitude: 43.58, longitude: 39.72 })).rejects.toMatchObject({
      name: 'GeocoderError',
    });
  });
});

describe('[geocoder] offline provider and the route', () => {
  let t: TestContext;
  let central: number;
  let makarenko: number;
  beforeAll(async () => {
    t = await buildTestApp({
      GEOCODER_PROVIDER: 'yandex',
      YANDEX_GEOCODER_KEY: 'key',
      YANDEX_GEOCODER_URL: stubUrl(),
    });
    const [region] = await t.db.insert(regions).values({ name: 'Краснодарский край' }).returning();
    const [c] = await t.db
      .insert(subregions)
      .values({ regionId: region!.id, name: 'Центральный', latitude: 43.5855, longitude: 39.7231 })
      .returning();
    const [m] = await t.db
      .insert(subregions)
      .values({
        regionId: region!.id,
        parentId: c!.id,
        name: 'Макаренко',
        latitude: 43.6035,
        longitude: 39.7345,
      })
      .returning();
    await t.db
      .insert(subregions)
      .values({ regionId: region!.id, name: 'Адлерский', latitude: 43.4385, longitude: 39.929 });
    central = c!.id;
    makarenko = m!.id;
  });
  afterAll(() => t.close());

  const lookup = (coords: unknown[]) => t.callRaw(referenceApi.geocodePoint, { body: { coords } }, token);
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(t.db, await buildUser(t.db));
  });

  it('[geocoder] the offline provider names the nearest district, street-less', async () => {
    const offline = new OfflineGeocoder(t.db);
    expect(await offline.reverse({ latitude: 43.604, longitude: 39.735 })).toEqual({
      address: 'Краснодарский край, Центральный, Макаренко',
      components: [
        { kind: 'province', name: 'Краснодарский край' },
        { kind: 'district', name: 'Центральный' },
        { kind: 'district', name: 'Макаренко' },
      ],
      subregionId: makarenko,
      provider: 'offline',
    });
    // Far from every known district: nothing.
    expect(await offline.reverse({ latitude: 55.75, longitude: 37.62 })).toBeNull();
  });

  it('[geocoder] the route answers Yandex’s address and matches our district by name', async () => {
    const res = await lookup([43.58, '39.72']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: 'Россия, Краснодарский край, Сочи, Центральный район, улица Роз, 37',
      subregion: { id: central, name: 'Центральный', parent: null },
      provider: 'yandex',
    });
  });

  it('[geocoder] falls back to the offline answer when Yandex fails', async () => {
    reply = { status: 500, body: 'oops' };
    const res = await lookup([43.604, 39.735]);
    expect(res.json()).toEqual({
      address: 'Краснодарский край, Центральный, Макаренко',
      subregion: { id: makarenko, name: 'Макаренко', parent: { id: central, name: 'Центральный' } },
      provider: 'offline',
    });
  });

  it('[geocoder] refuses bad coordinates and a point nowhere near us', async () => {
    const bad = await lookup([91, 39]);
    expect(bad.statusCode).toBe(422);
    reply = { body: yandexAnswer('', []) };
    const nowhere = await lookup([10, 10]);
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.failure().errors).toEqual({ coords: ['По этим координатам адрес не найден'] });
  });

  it('[geocoder] FallbackGeocoder logs why it fell back', async () => {
    const lines: string[] = [];
    const failing = { name: 'broken', reverse: async () => Promise.reject(new Error('down')) };
    const fallback = new FallbackGeocoder(failing, new OfflineGeocoder(t.db), (l) => lines.push(l));
    expect((await fallback.reverse({ latitude: 43.44, longitude: 39.93 }))?.address).toBe(
      'Краснодарский край, Адлерский',
    );
    expect(lines).toEqual(['geocoder broken failed, answering offline: down']);
  });
});
