import { describe, expect, it } from 'vitest';
import { Kind, NotificationType, OfferStatus, Role } from '#shared/enums.ts';
import { favorites, filters, invites, offers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-app.ts';
import { notify } from '../notifications/notify.ts';
import { actor, complex } from '../../test/worlds/cabinet.ts';
import * as cabinetApi from '#shared/api/cabinet.ts';
import * as collectionsApi from '#shared/api/collections.ts';

describe('[cabinet] the cabinet home’s counts', () => {
  const t = useTestApp({ AD_PRICE: '990' });

  it('counts every section of the caller, nobody else’s', async () => {
    const agent = await actor(t, Role.agent);
    const other = await actor(t, Role.agent);
    const sea = await complex(t);
    await t.call(collectionsApi.createCollection, { body: { name: 'Первая' } }, agent);
    await t.call(collectionsApi.createCollection, { body: { name: 'Вторая' } }, agent);
    await t.call(collectionsApi.createCollection, { body: { name: 'Чужая' } }, other);
    for (const status of [
      OfferStatus.active,
      OfferStatus.active,
      OfferStatus.inactive,
      OfferStatus.archive,
    ]) {
      await t.db.insert(offers).values({ userId: agent.user.id, status });
    }
    await t.db.insert(offers).values({ userId: other.user.id, status: OfferStatus.active });
    await t.db.insert(favorites).values({ userId: agent.user.id, kind: Kind.realty, itemId: sea.object.id });
    await t.db.insert(filters).values({ userId: agent.user.id, name: 'Студии', filter: {} });
    await t.db.insert(invites).values({ userId: agent.user.id, phone: '+79005550011' });
    const note = { offerId: 1, title: 'x' };
    await notify(t.db, t.realtime, agent.user.id, NotificationType.offerOutdated, note, t.clock.now());
    await notify(t.db, t.realtime, other.user.id, NotificationType.offerOutdated, note, t.clock.now());

    const res = await t.call(cabinetApi.readCabinet, null, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      counts: {
        collections: 2,
        offers: { draft: 0, active: 2, inactive: 1, archive: 1, disabled: 0 },
        favorites: 1,
        filters: 1,
        invites: 1,
        unreadNotifications: 1,
      },
      adCreate: { allowed: true, price: 990, payable: true },
    });
    expect((await t.call(cabinetApi.readCabinet)).statusCode).toBe(401);
  });
});
