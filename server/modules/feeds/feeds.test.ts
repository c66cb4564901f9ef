import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cells, contacts, users } from '../../db/schema/index.ts';
import { Role } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildFeedWorld, type FeedWorld } from '../../test/worlds/feeds.ts';
import { parseXml, schemaErrors, textOf } from '../../test/xml.ts';
import * as feedsApi from '#shared/api/feeds.ts';

const t = useTestApp();
let w: FeedWorld;

beforeAll(async () => {
  w = await buildFeedWorld(t);
});

const settings = async (headers = w.builder.headers) => {
  const res = await t.call(feedsApi.getFeedSettings, null, null, { headers });
  expect(res.statusCode).toBe(200);
  return res.json<{
    token: string;
    urls: Record<'yandex' | 'cian' | 'avito', string>;
    objects: { id: number; units: number }[];
  }>();
};

const pathOf = (url: string) => new URL(url).pathname;

async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: pathOf(url), headers });
}

const setIds = (objectId: number, body: object, headers = w.builder.headers) =>
  t.callRaw(feedsApi.updateFeedIds, { params: { id: objectId }, body }, null, { headers });

describe('[feeds] settings', () => {
  it('[feeds] a builder gets one secret token and the three links; the same on every visit', async () => {
    const first = await settings();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const portal of ['yandex', 'cian', 'avito'] as const) {
      expect(first.urls[portal]).toBe(`http://localhost:80/feeds/${first.token}/${portal}.xml`);
    }
    expect((await settings()).token).toBe(first.token);
    const own = first.objects.map((o) => o.id);
    expect(own).toContain(w.objectId);
    expect(own).toContain(w.draftObjectId);
    expect(own).not.toContain(w.otherObjectId);
    expect(first.objects.find((o) => o.id === w.objectId)!.units).toBe(w.feed.length);
    expect(first.objects.find((o) => o.id === w.draftObjectId)!.units).toBe(0);
  });

  it('[feeds] refuses a guest, a user without the back-office, and another builder’s complex', async () => {
    expect((await t.call(feedsApi.getFeedSettings)).statusCode).toBe(401);
    expect((await t.call(feedsApi.getFeedSettings, null, w.buyer)).statusCode).toBe(403);
    const post = await t.call(feedsApi.regenerateFeedToken, null, w.buyer);
    expect(post.statusCode).toBe(403);
    const foreign = await setIds(w.otherObjectId, { avitoDevelopmentId: '123' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ type: 'NotFound' });
  });

  it('[feeds] portal ids are digits: anything else is a Russian 422', async () => {
    const res = await setIds(w.objectId, { yandexBuildingId: '12a', cianJkId: '', avitoDevelopmentId: null });
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors.yandexBuildingId).toEqual(['Только цифры, до 20 знаков']);
  });
});

describe('[feeds] the three feeds', () => {
  it('[feeds] each feed is valid against its portal schema and carries exactly the units a buyer may buy', async () => {
    const { urls } = await settings();
    const ids: Record<string, string> = { yandex: 'offer', cian: 'object', avito: 'Ad' };
    // Avito takes a new-build flat only with the complex's NewDevelopmentId: none yet, no ads.
    const before = await fetchFeed(urls.avito);
    expect(await schemaErrors(before.body, 'avito')).toBe('');
    expect(parseXml(before.body).getElementsByTagName('Ad')).toHaveLength(0);
    expect(
      (
        await setIds(w.objectId, {
          yandexBuildingId: '1839196',
          cianJkId: '4534',
          avitoDevelopmentId: '2479437',
        })
      ).statusCode,
    ).toBe(200);

    for (const portal of ['yandex', 'cian', 'avito'] as const) {
      const res = await fetchFeed(urls[portal]);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(await schemaErrors(res.body, portal)).toBe('');
      const doc = parseXml(res.body);
      const found = [...doc.getElementsByTagName(ids[portal]!)].map((el) =>
        Number(
          portal === 'yandex'
            ? el.getAttribute('internal-id')
            : textOf(el, portal === 'cian' ? 'ExternalId' : 'Id'),
        ),
      );
      expect(found.sort()).toEqual([...w.feed].sort());
      for (const id of w.hidden) expect(found).not.toContain(id);
    }
  });

  it('[feeds] a unit’s values come back from the Yandex feed as Kvartal holds them', async () => {
    const { urls } = await settings();
    const doc = parseXml((await fetchFeed(urls.yandex)).body);
    const offer = [...doc.getElementsByTagName('offer')].find(
      (el) => el.getAttribute('internal-id') === String(w.unit.studio),
    )!;
    const [unit] = await t.db.select().from(cells).where(eq(cells.id, w.unit.studio));
    expect(textOf(offer.getElementsByTagName('price')[0]!, 'value')).toBe(String(unit!.price));
    expect(Number(textOf(offer.getElementsByTagName('area')[0]!, 'value'))).toBe(unit!.area);
    expect(textOf(offer, 'floor')).toBe('1');
    expect(textOf(offer, 'floors-total')).toBe('3');
    expect(textOf(offer, 'apartment')).toBe('101');
    expect(textOf(offer, 'rooms')).toBe('1');
    expect(textOf(offer, 'studio')).toBe('да');
    expect(textOf(offer, 'renovation')).toBe('черновая отделка');
    expect(textOf(offer, 'deal-status')).toBe('первичная продажа');
    expect(textOf(offer, 'building-name')).toBe('ЖК «Бриз & Море»');
    expect(textOf(offer, 'yandex-building-id')).toBe('1839196');
    expect(textOf(offer, 'building-section')).toBe('Корпус 1, Секция 1');
    expect(textOf(offer, 'built-year')).toBe('2026');
    expect(textOf(offer, 'ready-quarter')).toBe('4');
    expect(textOf(offer, 'address')).toBe('Сочи, ул. Ленина, 1 <корп. А>');
    expect(textOf(offer, 'locality-name')).toBe('Сочи');
    expect(textOf(offer, 'sub-locality-name')).toBe('Адлер');
    expect(textOf(offer, 'latitude')).toBe('43.4285');
    expect(textOf(offer, 'longitude')).toBe('39.9236');
    expect(textOf(offer, 'phone')).toBe('+78625551234');
    expect(textOf(offer, 'organization')).toBe('СЗ «Бриз & Ко»');
    expect(textOf(offer, 'description')).toContain(
      'Студия, 30 м², 1 этаж. ЖК «Бриз & Море», Корпус 1, Секция 1. Срок сдачи: IV кв. 2026.',
    );
    // The control character pasted into the description is gone; the rest stays.
    expect(textOf(offer, 'description')).toContain('Дом у моря. Кухни-гостиные');
    const images = [...offer.getElementsByTagName('image')];
    expect(images[0]!.getAttribute('tag')).toBe('plan');
    for (const image of images)
      expect(image.textContent).toMatch(/^http:\/\/localhost:80\/files\/.+\/xl\.webp$/);
    expect(images).toHaveLength(2);
    const assignment = [...doc.getElementsByTagName('offer')].find(
      (el) => el.getAttribute('internal-id') === String(w.unit.assignment),
    )!;
    expect(textOf(assignment, 'deal-status')).toBe('переуступка');
  });

  it('[feeds] Cian and Avito say the same unit in their words', async () => {
    const { urls } = await settings();
    const cian = [...parseXml((await fetchFeed(urls.cian)).body).getElementsByTagName('object')];
    const open = cian.find((el) => textOf(el, 'ExternalId') === String(w.unit.open))!;
    expect(textOf(open, 'FlatRoomsCount')).toBe('7');
    expect(textOf(open, 'FlatType')).toBe('openPlan');
    expect(textOf(open, 'Decoration')).toBe('rough');
    expect(textOf(open, 'Quarter')).toBe('fourth');
    expect(textOf(open, 'Year')).toBe('2026');
    expect(textOf(open, 'Number')).toBe('8625551234');
    expect(textOf(open, 'Currency')).toBe('rur');
    expect(textOf(open.getElementsByTagName('JKSchema')[0]!, 'Id')).toBe('4534');
    const studio = cian.find((el) => textOf(el, 'ExternalId') === String(w.unit.studio))!;
    expect(textOf(studio, 'FlatRoomsCount')).toBe('9');
    expect(textOf(studio.getElementsByTagName('LayoutPhoto')[0]!, 'FullUrl')).toMatch(
      /^http:\/\/localhost:80\/files\//,
    );

    const avito = [...parseXml((await fetchFeed(urls.avito)).body).getElementsByTagName('Ad')];
    const three = avito.find((el) => textOf(el, 'Id') === String(w.unit.three))!;
    expect(textOf(three, 'Rooms')).toBe('3');
    expect(textOf(three, 'NewDevelopmentId')).toBe('2479437');
    expect(textOf(three, 'Decoration')).toBe('Чистовая');
    expect(textOf(three, 'HouseType')).toBe('Монолитный');
    expect(textOf(three, 'Floor')).toBe('3');
    expect(textOf(three, 'Floors')).toBe('3');
  });
});

describe('[feeds] tokens and caching', () => {
  it('[feeds] a wrong, malformed or unknown-portal link answers 404', async () => {
    const { token } = await settings();
    const wrong = 'A'.repeat(43);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/${wrong}/yandex.xml` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/short/yandex.xml` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/${token}/ozon.xml` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/${token}/yandex.json` })).statusCode).toBe(404);
  });

  it('[feeds] feeds are not API calls: many fetches are never throttled', async () => {
    const { urls } = await settings();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchFeed(urls.cian)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('[feeds] ETag and Last-Modified give a 304; a change shows at once with a new ETag', async () => {
    const { urls } = await settings();
    const first = await fetchFeed(urls.yandex);
    const etag = String(first.headers.etag);
    const modified = String(first.headers['last-modified']);
    expect((await fetchFeed(urls.yandex, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await fetchFeed(urls.yandex, { 'if-modified-since': modified })).statusCode).toBe(304);

    await t.db
      .update(cells)
      .set({ price: 7_777_777, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(cells.id, w.unit.three));
    const changed = await fetchFeed(urls.yandex, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('<value>7777777</value>');

    // Sold: gone from every feed at once.
    await t.db
      .update(cells)
      .set({ status: 5, updatedAt: new Date(Date.now() + 2000) })
      .where(eq(cells.id, w.unit.three));
    const sold = await fetchFeed(urls.yandex);
    expect(sold.body).not.toContain(`internal-id="${w.unit.three}"`);
  });

  it('[feeds] a portal that accepts gzip gets the same feed gzipped; portals asking at once share one render', async () => {
    const { urls } = await settings();
    const [plain, packed] = await Promise.all([
      fetchFeed(urls.cian),
      fetchFeed(urls.cian, { 'accept-encoding': 'gzip, deflate' }),
    ]);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
    expect(packed.headers.etag).toBe(plain.headers.etag);
  });

  it('[feeds] a change the fingerprint cannot see (a contact’s phone) shows within a minute', async () => {
    const { urls } = await settings();
    await fetchFeed(urls.cian);
    await t.db.update(contacts).set({ phone: '+7 862 000-00-01' }).where(eq(contacts.objectId, w.objectId));
    expect((await fetchFeed(urls.cian)).body).not.toContain('8620000001');
    t.clock.advance(61_000);
    expect((await fetchFeed(urls.cian)).body).toContain('8620000001');
  });

  it('[feeds] an unchanged re-render keeps its ETag', async () => {
    const { urls } = await settings();
    const first = await fetchFeed(urls.avito);
    t.clock.advance(61_000);
    const again = await fetchFeed(urls.avito);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(again.body).toBe(first.body);
  });

  it('[feeds] a new token kills the old links; the new ones work', async () => {
    const old = await settings();
    const res = await t.call(feedsApi.regenerateFeedToken, null, w.builder);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string; urls: Record<string, string> }>();
    expect(fresh.token).not.toBe(old.token);
    expect((await settings()).token).toBe(fresh.token);
    for (const portal of ['yandex', 'cian', 'avito'] as const) {
      expect((await fetchFeed(old.urls[portal])).statusCode).toBe(404);
      expect((await fetchFeed(fresh.urls[portal]!)).statusCode).toBe(200);
    }
  });

  it('[feeds] a builder sees only their own complexes; a banned builder’s feed is gone', async () => {
    const other = await settings(w.otherBuilder.headers);
    const doc = parseXml((await fetchFeed(other.urls.yandex)).body);
    const ids = [...doc.getElementsByTagName('offer')].map((el) => Number(el.getAttribute('internal-id')));
    expect(ids).toHaveLength(1);
    for (const id of w.feed) expect(ids).not.toContain(id);
    await t.db.update(users).set({ group: Role.disabled }).where(eq(users.id, w.otherBuilder.user.id));
    expect((await fetchFeed(other.urls.yandex)).statusCode).toBe(404);
  });
});
