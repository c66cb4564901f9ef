import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ContactSource, Kind, OfferStatus, UserStatus } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import type { TOfferFull } from '#shared/schemas/offer.ts';
import { useTestApp } from '../../test/use-app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { cells, favorites, offers, snapshots, type UserRow } from '../../db/schema/index.ts';
import { buildRealtyWorld, type RealtyWorld } from '../../test/worlds/realty.ts';
import { canPreviewViaSnapshot } from '../../policies/snapshot-preview.ts';
import * as realtyApi from '#shared/api/realty.ts';

const t = useTestApp();
let w: RealtyWorld;
const tokens = new Map<number, string>();

async function post(user: UserRow | null, id: number, body?: Record<string, unknown>) {
  let headers = {};
  if (user) {
    if (!tokens.has(user.id)) tokens.set(user.id, await tokenFor(t.db, user));
    headers = authHeaders(tokens.get(user.id)!);
  }
  return t.call(realtyApi.getObject, { params: { id }, body }, null, { headers });
}

beforeAll(async () => {
  w = await buildRealtyWorld(t.db, t.storage);
});

describe('[objects] POST /api/objects/{id}: a complex', () => {
  it('[objects] gives a buyer the complex in full, without commission or drafts', async () => {
    const res = await post(w.buyer, w.complex.object.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<TObjectFull>();
    expect(body).toMatchObject({
      id: w.complex.object.id,
      isOffer: false,
      isFavorite: false,
      published: true,
      title: 'ЖК Морской',
      description: 'Дом у моря.',
      commission: null,
      isOwner: false,
      newsCount: 4,
      shownCell: null,
      features: [2, 3],
      checkout: expect.objectContaining({ payments: [3, 4], serviceCost: 45 }),
      communications: expect.objectContaining({ electricity: 1, gas: null }),
    });
    expect(body.allImages).toHaveLength(3);
    expect(body.builders).toEqual([{ id: expect.any(Number), name: 'СтройЮг' }]);
    expect(body.contacts).toEqual([
      expect.objectContaining({ name: 'Анна', phone: '+79001112233', email: 'sales@example.test' }),
    ]);
    expect(body.documents).toEqual([
      expect.objectContaining({
        name: 'Разрешение на строительство.pdf',
        ext: 'pdf',
        url: expect.any(String),
      }),
    ]);
    // Only the published building with its published section; counts leave out the hole.
    expect(body.pavilions).toEqual([
      expect.objectContaining({
        name: 'Корпус 1',
        flatsCount: 7,
        sections: [expect.objectContaining({ name: 'Секция 1', flatsCount: 7, saleCount: 4 })],
      }),
    ]);
    // The buyer's own draft on the sold unit; nobody else's.
    expect(body.offers).toEqual([
      { id: w.buyerDraft.id, status: OfferStatus.draft, price: 19_500_000, area: 60, cellId: w.soldCellId },
    ]);
    // Nothing undeclared leaves the server.
    expect(body).not.toHaveProperty('ownerId');
    expect(body).not.toHaveProperty('commissionText');
  });

  it('[objects] serves the latest three news, newest first, cleaned of scripts and handlers', async () => {
    const body = (await post(w.buyer, w.complex.object.id)).json<TObjectFull>();
    expect(body.news.map((n) => n.text)).toEqual([
      '<p>Четвёртая <a target="_blank" rel="noopener noreferrer nofollow">новость</a></p>',
      '<p>Третья новость</p>',
      '<p>Вторая новость</p>',
    ]);
  });

  it('[objects] shows commission to agent, moder and admin only', async () => {
    const expected = { percent: 3.5, text: '3,5% после регистрации ДДУ' };
    for (const user of [w.agent, w.moder, w.admin]) {
      expect((await post(user, w.complex.object.id)).json<TObjectFull>().commission).toEqual(expected);
    }
    expect((await post(w.seller, w.complex.object.id)).json<TObjectFull>().commission).toBeNull();
  });

  it('[objects] lets the owner and admins see unpublished buildings and sections, marked', async () => {
    for (const user of [w.owner, w.admin]) {
      const body = (await post(user, w.complex.object.id)).json<TObjectFull>();
      expect(
        body.pavilions.map((p) => [p.name, p.published, p.sections.map((s) => [s.name, s.published])]),
      ).toEqual([
        [
          'Корпус 1',
          true,
          [
            ['Секция 1', true],
            ['Секция 2', false],
          ],
        ],
        ['Корпус 2', false, [['Секция 3', true]]],
      ]);
    }
    expect((await post(w.owner, w.complex.object.id)).json<TObjectFull>().isOwner).toBe(true);
  });

  it('[objects] answers NotFound for an unpublished complex, or one with nothing published, except to owner and admin', async () => {
    for (const target of [w.draft, w.hollow]) {
      for (const user of [w.buyer, w.agent, w.moder]) {
        const res = await post(user, target.object.id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ type: 'NotFound', message: 'Объект не найден' });
      }
      expect((await post(w.owner, target.object.id)).statusCode).toBe(200);
      expect((await post(w.admin, target.object.id)).statusCode).toBe(200);
    }
    expect((await post(w.buyer, 987_654)).statusCode).toBe(404);
  });

  it('[objects] locates the unit named by show, only among what the caller may see', async () => {
    const body = (
      await post(w.buyer, w.complex.object.id, { show: String(w.soldCellId) })
    ).json<TObjectFull>();
    expect(body.shownCell).toEqual({
      id: w.soldCellId,
      sectionId: w.complex.pavilions[0]!.sections[0]!.id,
      pavilionId: w.complex.pavilions[0]!.pavilion.id,
    });
    const hiddenSection = w.complex.pavilions[0]!.sections[1]!;
    const [hiddenCell] = await t.db
      .select()
      .from(cells)
      .where(eq(cells.sectionId, hiddenSection.id))
      .limit(1);
    const show = String(hiddenCell!.id);
    expect((await post(w.buyer, w.complex.object.id, { show })).json<TObjectFull>().shownCell).toBeNull();
    expect((await post(w.owner, w.complex.object.id, { show })).json<TObjectFull>().shownCell).not.toBeNull();
    expect(
      (await post(w.buyer, w.complex.object.id, { show: 'news' })).json<TObjectFull>().shownCell,
    ).toBeNull();
  });

  it('[objects] flips isFavorite once the complex is a favourite', async () => {
    const user = await buildUser(t.db);
    await t.db.insert(favorites).values({ userId: user.id, kind: Kind.realty, itemId: w.complex.object.id });
    expect((await post(user, w.complex.object.id)).json<TObjectFull>().isFavorite).toBe(true);
  });
});

describe('[objects] POST /api/objects/{id} with isOffer: a resale offer', () => {
  it('[objects] shows an active offer to anyone logged in, commission to agents only', async () => {
    const forBuyer = await post(w.buyer, w.offers.active.id, { isOffer: 1 });
    expect(forBuyer.statusCode).toBe(200);
    expect(forBuyer.json<TOfferFull>()).toMatchObject({
      id: w.offers.active.id,
      isOffer: true,
      status: OfferStatus.active,
      published: true,
      title: '2-комнатная квартира, 60 м²',
      object: { id: w.complex.object.id, title: 'ЖК Морской' },
      cellId: w.soldCellId,
      ownerId: w.seller.id,
      isOwner: false,
      commission: null,
      description: 'Продаю квартиру с видом на море.',
      contact: { source: ContactSource.profile, name: 'Продавец Иван', phone: w.seller.phone },
      activatedAt: '2026-03-01T10:00:00.000Z',
      disabledAt: null,
    });
    expect(forBuyer.json<TOfferFull>().allImages).toHaveLength(1);
    const forAgent = (await post(w.agent, w.offers.active.id, { isOffer: '1' })).json<TOfferFull>();
    expect(forAgent.commission).toEqual({ type: 1, price: 150_000 });
  });

  it('[objects] hides drafts, inactive, archived and disabled offers from everyone but the owner', async () => {
    for (const key of ['draft', 'inactive', 'archive', 'disabled'] as const) {
      const offer = w.offers[key];
      for (const user of [w.buyer, w.agent, w.admin]) {
        const res = await post(user, offer.id, { isOffer: true });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ type: 'NotFound', message: 'Объявление не найдено' });
      }
      const own = await post(w.seller, offer.id, { isOffer: 1 });
      expect(own.statusCode).toBe(200);
      expect(own.json<TOfferFull>()).toMatchObject({ status: offer.status, isOwner: true, published: false });
    }
    const disabled = (await post(w.seller, w.offers.disabled.id, { isOffer: 1 })).json<TOfferFull>();
    expect(disabled.disabledAt).toBe('2026-03-05T10:00:00.000Z');
  });

  it('[objects] takes the contact from the ad when the owner gave one', async () => {
    await t.db
      .update(offers)
      .set({ contactSource: ContactSource.ads, contactName: 'Ольга', contactPhone: '+79005554433' })
      .where(eq(offers.id, w.offers.inactive.id));
    const body = (await post(w.seller, w.offers.inactive.id, { isOffer: 1 })).json<TOfferFull>();
    expect(body.contact).toEqual({ source: ContactSource.ads, name: 'Ольга', phone: '+79005554433' });
  });

  it('[objects] does not link a complex the caller cannot open', async () => {
    const [linked] = await t.db
      .insert(offers)
      .values({
        userId: w.seller.id,
        status: OfferStatus.active,
        objectId: w.draft.object.id,
        area: 30,
        price: 1,
      })
      .returning();
    expect((await post(w.buyer, linked!.id, { isOffer: 1 })).json<TOfferFull>().object).toBeNull();
    expect((await post(w.owner, linked!.id, { isOffer: 1 })).json<TOfferFull>().object).toEqual({
      id: w.draft.object.id,
      title: 'ЖК Черновик',
    });
  });
});

describe('[objects] snapshots and login', () => {
  it('[objects] refuses anonymous callers without a snapshot with Unauthorized', async () => {
    const res = await post(null, w.complex.object.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ type: 'Unauthorized' });
  });

  it('[objects] opens a complex of a valid snapshot without login, in preview mode', async () => {
    const res = await post(null, w.complex.object.id, { snapshot: w.snapshotId });
    expect(res.statusCode).toBe(200);
    const body = res.json<TObjectFull>();
    expect(body).toMatchObject({ isFavorite: false, isOwner: false, commission: null, offers: [] });
    expect(body.pavilions.every((p) => p.published && p.sections.every((s) => s.published))).toBe(true);
    // A logged-in agent, or even the owner, sees the preview the same way.
    const asAgent = (
      await post(w.agent, w.complex.object.id, { snapshot: w.snapshotId })
    ).json<TObjectFull>();
    expect(asAgent.commission).toBeNull();
    const asOwner = (
      await post(w.owner, w.complex.object.id, { snapshot: w.snapshotId })
    ).json<TObjectFull>();
    expect(asOwner.isOwner).toBe(false);
    expect(asOwner.pavilions).toHaveLength(1);
  });

  it('[objects] keeps the builder’s sales contacts out of a complex preview, whoever asks', async () => {
    for (const who of [null, w.agent, w.owner]) {
      const res = await post(who, w.complex.object.id, { snapshot: w.snapshotId });
      expect(res.json<TObjectFull>().contacts).toEqual([]);
      for (const secret of ['+79001112233', 'sales@example.test', 'Отдел продаж']) {
        expect(res.body).not.toContain(secret);
      }
    }
    // Without the snapshot a logged-in buyer still has them.
    const full = await post(w.buyer, w.complex.object.id);
    expect(full.json<TObjectFull>().contacts).toHaveLength(1);
  });

  it('[objects] refuses a snapshot that does not exist or does not hold the object', async () => {
    expect((await post(null, w.complex.object.id, { snapshot: 'nope' })).statusCode).toBe(401);
    expect((await post(null, w.hollow.object.id, { snapshot: w.snapshotId })).statusCode).toBe(401);
    expect((await post(w.buyer, w.hollow.object.id, { snapshot: w.snapshotId })).statusCode).toBe(404);
    // An offer with the same number as the complex is not the complex: the kind must match too.
    await t.db.insert(snapshots).values({
      id: 'offers-only',
      userId: w.agent.id,
      name: 'Вторичка',
      items: [{ kind: Kind.offer, id: w.complex.object.id }],
    });
    expect((await post(null, w.complex.object.id, { snapshot: 'offers-only' })).statusCode).toBe(401);
  });

  it('[objects] serves published content only through a snapshot', async () => {
    // The draft complex is in the snapshot but not published.
    expect((await post(null, w.draft.object.id, { snapshot: w.snapshotId })).statusCode).toBe(404);
    expect((await post(null, w.offers.draft.id, { isOffer: 1, snapshot: w.snapshotId })).statusCode).toBe(
      404,
    );
    const offer = await post(null, w.offers.active.id, { isOffer: 1, snapshot: w.snapshotId });
    expect(offer.statusCode).toBe(200);
    expect(offer.json<TOfferFull>()).toMatchObject({
      commission: null,
      isFavorite: false,
      isOwner: false,
      ownerId: null,
      contact: { source: null, name: null, phone: null },
    });
    // The contact is the seller's profile here: neither its name nor its phone goes out.
    expect(offer.body).not.toContain(w.seller.phone);
    expect(offer.body).not.toContain(w.seller.name!);
  });

  it('[objects] canPreviewViaSnapshot checks the snapshot, the id and the kind', async () => {
    expect(await canPreviewViaSnapshot(t.db, w.snapshotId, w.complex.object.id)).toBe(true);
    expect(await canPreviewViaSnapshot(t.db, w.snapshotId, w.offers.active.id, Kind.offer)).toBe(true);
    expect(await canPreviewViaSnapshot(t.db, w.snapshotId, w.hollow.object.id)).toBe(false);
    expect(await canPreviewViaSnapshot(t.db, 'other', w.complex.object.id)).toBe(false);
    expect(await canPreviewViaSnapshot(t.db, '', w.complex.object.id)).toBe(false);
  });

  it('[objects] applies the active-user policy to logged-in callers', async () => {
    const fresh = await buildUser(t.db, { status: UserStatus.notAccepted, termsAcceptedAt: null });
    const res = await post(fresh, w.complex.object.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ type: 'TermsNotAccepted' });
    const unverified = await buildUser(t.db, { status: UserStatus.notVerified, emailVerifiedAt: null });
    expect((await post(unverified, w.complex.object.id)).json()).toMatchObject({ type: 'EmailNotVerified' });
  });
});

describe('[objects] bad input', () => {
  it('[objects] answers 422 with Russian texts, never 500', async () => {
    const badId = await t.call(realtyApi.getObject, { params: { id: 'abc' } }, await tokenFor(t.db, w.buyer));
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).toMatchObject({ message: expect.any(String), errors: { id: expect.any(Array) } });
    const badFlag = await post(w.buyer, w.complex.object.id, { isOffer: 'maybe' });
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.failure().errors.isOffer).toBeDefined();
    const badSnapshot = await post(null, w.complex.object.id, { snapshot: '../etc/passwd' });
    expect(badSnapshot.statusCode).toBe(422);
    expect(badSnapshot.failure().errors.snapshot).toEqual(['Неверная ссылка']);
  });
});
