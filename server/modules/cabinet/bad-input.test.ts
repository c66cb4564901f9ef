import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/enums.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { actor, call, type Actor } from '../../test/worlds/cabinet.ts';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import * as appVersionApi from '#shared/api/app-version.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as invitesApi from '#shared/api/invites.ts';
import * as moderationApi from '#shared/api/moderation.ts';
import * as notificationsApi from '#shared/api/notifications.ts';
import * as paymentsApi from '#shared/api/payments.ts';
import * as savedFiltersApi from '#shared/api/saved-filters.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import * as userOffersApi from '#shared/api/user-offers.ts';

/** Whatever a broken or hostile client may send. */
const GARBAGE: unknown[] = [
  null,
  [],
  [1, 2],
  'text',
  42,
  { id: { $gt: 0 } },
  { name: ['a'], objectId: {}, collectionIds: 'a,b', ids: [{}], group: [] },
  { objectId: -1, collectionIds: [0, 2_147_483_648] },
  { collectionIds: Array.from({ length: 500 }, (_, i) => i + 1), objectId: 1 },
  { price: '1e400', area: 'NaN', floor: 1.5, cellId: 'draft', commission: 'x', contact: [] },
  { filter: 'all', name: 'x'.repeat(10_000) },
  { filter: { bounds: [[1], [2]], cntApart: ['x'], priceFrom: -1 } },
  { phone: { number: 1 } },
  { event: 5, object: 'id' },
  { package: 'ru.x', code: '1.5', name: 'x', url: 'javascript:alert(1)' },
];

const ENDPOINTS: [EndpointDef, Record<string, string | number>?][] = [
  [collectionsApi.createCollection],
  [collectionsApi.renameCollection, { id: 1 }],
  [collectionsApi.bindToCollections],
  [collectionsApi.unbindFromCollections],
  [snapshotApi.createSnapshot],
  [snapshotApi.refreshSnapshot, { id: 'AAAAAAAAAAAAAAAAAAAAAA' }],
  [savedFiltersApi.saveFilter],
  [invitesApi.createInvite],
  [userOffersApi.saveOwnOffer, { id: 'draft' }],
  [userOffersApi.saveOwnOffer, { id: 1 }],
  [userOffersApi.uploadOfferImage, { id: 'draft' }],
  [notificationsApi.markNotificationsRead],
  [paymentsApi.startPayment],
  [paymentsApi.yookassaWebhook],
  [moderationApi.changeUserRole, { id: 1 }],
  [appVersionApi.publishAppVersion],
  [appVersionApi.broadcastMessage],
];

const QUERIES = [
  '/api/user/collections?page=abc',
  '/api/user/collections?all=maybe',
  '/api/user/collections/0',
  '/api/user/offers?page=1e9',
  '/api/user/offers/-5',
  '/api/user/offers/99999999999',
  '/api/user/offers/draft%00',
  '/api/user/archive?page=',
  '/api/user/notifications?page=2.5',
  '/api/moderation/offers?status=abc',
  '/api/user/payment/abc',
  '/api/snapshot/%E2%80%AE',
  '/api/app/version?package[]=x',
];

describe('[cabinet] bad input is a 4xx with Russian texts, never a 500', () => {
  let t: TestContext;
  let admin: Actor;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await actor(t, Role.admin);
  });
  afterAll(() => t.close());

  it('refuses garbage bodies on every write', async () => {
    for (const [descriptor, params] of ENDPOINTS) {
      for (const body of GARBAGE) {
        const res = await t.callRaw(descriptor, { params, body }, admin);
        const where = `${descriptor.method} ${descriptor.path} ${JSON.stringify(body).slice(0, 60)}`;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode === 422) expect(res.body, where).toMatch(/[а-яА-Я]/);
      }
    }
  });

  it('refuses garbage in paths and queries', async () => {
    for (const url of QUERIES) {
      const res = await call(t, admin, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    // LIKE's wildcards in a search are text, not patterns.
    const search = await call(t, admin, 'GET', '/api/moderation/users?search=%25%5F%5C');
    expect(search.statusCode).toBe(200);
    expect(search.json().data).toEqual([]);
  });
});
