import { describe, expect, it } from 'vitest';
import { Role } from '#shared/enums.ts';
import { useTestApp } from '../../test/use-app.ts';
import { useActor } from '../../test/worlds/cabinet.ts';
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
import type { RawInput } from '../../test/call.ts';

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

/** Garbage in paths and queries (the path's parameters are encoded as the app would: `draft%00`, `%E2%80%AE`). */
const QUERIES: [EndpointDef, RawInput][] = [
  [collectionsApi.listCollections, { query: { page: 'abc' } }],
  [collectionsApi.listCollections, { query: { all: 'maybe' } }],
  [collectionsApi.getCollection, { params: { id: 0 } }],
  [userOffersApi.listOwnOffers, { query: { page: '1e9' } }],
  [userOffersApi.getOwnOffer, { params: { id: -5 } }],
  [userOffersApi.getOwnOffer, { params: { id: 99999999999 } }],
  [userOffersApi.getOwnOffer, { params: { id: 'draft\u0000' } }],
  [userOffersApi.listArchivedOffers, { query: { page: '' } }],
  [notificationsApi.listNotifications, { query: { page: '2.5' } }],
  [moderationApi.listModerationOffers, { query: { status: 'abc' } }],
  [paymentsApi.readPayment, { params: { id: 'abc' } }],
  [snapshotApi.getSnapshot, { params: { id: '\u202e' } }],
  [appVersionApi.latestAppVersion, { query: { 'package[]': 'x' } }],
];

describe('[cabinet] bad input is a 4xx with Russian texts, never a 500', () => {
  const t = useTestApp();
  const admin = useActor(t, Role.admin);

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
    for (const [descriptor, input] of QUERIES) {
      const res = await t.callRaw(descriptor, input, admin);
      const where = `${descriptor.path} ${JSON.stringify(input)}`;
      expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
    }
    // LIKE's wildcards in a search are text, not patterns.
    const search = await t.call(moderationApi.listModerationUsers, { query: { search: '%_\\' } }, admin);
    expect(search.statusCode).toBe(200);
    expect(search.json().data).toEqual([]);
  });
});
