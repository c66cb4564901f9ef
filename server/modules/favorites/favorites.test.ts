import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Kind, OfferStatus } from '#shared/enums.ts';
import type { TObjectFull } from '#shared/schemas/object.ts';
import type { TFavoritesPage } from '#shared/schemas/realty.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser } from '../../test/factories.ts';
import { favorites, objects, offers, type UserRow } from '../../db/schema/index.ts';
import { buildRealtyWorld, type RealtyWorld } from '../../test/worlds/realty.ts';
import { FAVORITES_PER_PAGE } from './list-favorites.ts';
import * as favoritesApi from '#shared/api/favorites.ts';
import * as realtyApi from '#shared/api/realty.ts';

const t = useTestApp();
let w: RealtyWorld;
// A user row calls with its own token, issued once per test app.
async function toggle(user: UserRow, payload: Record<string, unknown>) {
  return t.callRaw(favoritesApi.setFavorite, { body: payload }, user);
}
async function list(user: UserRow, page = 1) {
  const res = await t.call(favoritesApi.listFavorites, { query: { page } }, user);
  expect(res.statusCode).toBe(200);
  return res.json<TFavoritesPage>();
}
const rowsOf = (user: UserRow) => t.db.select().from(favorites).where(eq(favorites.userId, user.id));

beforeAll(async () => {
  w = await buildRealtyWorld(t.db, t.storage);
});

describe('[favorites] POST /api/user/favorites', () => {
  it('[favorites] adds and removes a complex; asking twice changes nothing more', async () => {
    const user = await buildUser(t.db);
    const id = w.complex.object.id;
    for (let i = 0; i < 2; i++) {
      const res = await toggle(user, { id, favorite: 1, isOffer: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, isOffer: false, isFavorite: true });
    }
    expect(await rowsOf(user)).toHaveLength(1);
    const page = await t.call(realtyApi.getObject, { params: { id } }, user);
    expect(page.json<TObjectFull>().isFavorite).toBe(true);
    for (let i = 0; i < 2; i++) {
      expect((await toggle(user, { id, favorite: 0 })).json()).toEqual({
        id,
        isOffer: false,
        isFavorite: false,
      });
    }
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it('[favorites] keeps complexes and offers apart by isOffer', async () => {
    const user = await buildUser(t.db);
    // The active offer and the complex may share a number: they are different favourites.
    await toggle(user, { id: w.offers.active.id, favorite: true, isOffer: true });
    await toggle(user, { id: w.complex.object.id, favorite: '1' });
    const rows = await rowsOf(user);
    expect(rows.map((r) => [r.kind, r.itemId]).sort()).toEqual(
      [
        [Kind.offer, w.offers.active.id],
        [Kind.realty, w.complex.object.id],
      ].sort(),
    );
    await toggle(user, { id: w.offers.active.id, favorite: 0, isOffer: 1 });
    expect((await rowsOf(user)).map((r) => r.kind)).toEqual([Kind.realty]);
  });

  it('[favorites] refuses what the user cannot open and changes nothing', async () => {
    const user = await buildUser(t.db);
    const refused = [
      { id: w.draft.object.id, favorite: 1 },
      { id: w.hollow.object.id, favorite: 1 },
      { id: 999_999, favorite: 1 },
      { id: w.offers.draft.id, favorite: 1, isOffer: 1 },
      { id: w.offers.disabled.id, favorite: 1, isOffer: 1 },
    ];
    for (const payload of refused) {
      const res = await toggle(user, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().type).toBe('NotFound');
    }
    expect(await rowsOf(user)).toHaveLength(0);
    // The owner may keep their own draft offer, and the builder their unpublished complex.
    expect((await toggle(w.seller, { id: w.offers.draft.id, favorite: 1, isOffer: 1 })).statusCode).toBe(200);
    expect((await toggle(w.owner, { id: w.draft.object.id, favorite: 1 })).statusCode).toBe(200);
  });

  it('[favorites] answers bad input with 422', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ favorite: 1 }, 'id'],
      [{ id: 'x', favorite: 1 }, 'id'],
      [{ id: 0, favorite: 1 }, 'id'],
      [{ id: 1 }, 'favorite'],
      [{ id: 1, favorite: 'yes please' }, 'favorite'],
      [{ id: 1, favorite: 1, isOffer: 7 }, 'isOffer'],
    ];
    for (const [payload, field] of cases) {
      const res = await toggle(w.buyer, payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('[favorites] needs a login', async () => {
    const res = await t.call(favoritesApi.setFavorite, { body: { id: 1, favorite: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('[favorites] GET /api/user/favorites', () => {
  it('[favorites] lists cards of both kinds, the latest added first, with isFavorite set', async () => {
    const user = await buildUser(t.db);
    await t.db.insert(favorites).values([
      { userId: user.id, kind: Kind.realty, itemId: w.complex.object.id, createdAt: new Date('2026-01-01') },
      { userId: user.id, kind: Kind.offer, itemId: w.offers.active.id, createdAt: new Date('2026-02-01') },
    ]);
    const page = await list(user);
    expect(page.data.map((c) => [c.isOffer, c.id, c.isFavorite])).toEqual([
      [true, w.offers.active.id, true],
      [false, w.complex.object.id, true],
    ]);
    expect(page.meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      total: 2,
      per_page: FAVORITES_PER_PAGE,
    });
    expect(page.data[1]).toMatchObject({ title: 'ЖК Морской', commission: null });
  });

  it('[favorites] shows commission on cards to agents only', async () => {
    await toggle(w.agent, { id: w.complex.object.id, favorite: 1 });
    await toggle(w.agent, { id: w.offers.active.id, favorite: 1, isOffer: 1 });
    const cards = (await list(w.agent)).data;
    expect(cards.map((c) => c.commission)).toEqual([
      { type: 1, price: 150_000 },
      { percent: 3.5, text: '3,5% после регистрации ДДУ' },
    ]);
  });

  it('[favorites] leaves out what was unpublished or archived since, and brings it back', async () => {
    const user = await buildUser(t.db);
    const [extra] = await t.db
      .insert(offers)
      .values({ userId: w.seller.id, status: OfferStatus.active, area: 30, price: 5_000_000 })
      .returning();
    await toggle(user, { id: w.complex.object.id, favorite: 1 });
    await toggle(user, { id: extra!.id, favorite: 1, isOffer: 1 });
    expect((await list(user)).meta.total).toBe(2);
    await t.db.update(offers).set({ status: OfferStatus.archive }).where(eq(offers.id, extra!.id));
    await t.db.update(objects).set({ published: false }).where(eq(objects.id, w.complex.object.id));
    try {
      expect(await list(user)).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
      expect(await rowsOf(user)).toHaveLength(2);
    } finally {
      await t.db.update(objects).set({ published: true }).where(eq(objects.id, w.complex.object.id));
    }
    expect((await list(user)).data.map((c) => c.id)).toEqual([w.complex.object.id]);
  });

  it('[favorites] pages by the server’s page size', async () => {
    const user = await buildUser(t.db);
    const created = await t.db
      .insert(offers)
      .values(
        Array.from({ length: FAVORITES_PER_PAGE + 3 }, (_, i) => ({
          userId: w.seller.id,
          status: OfferStatus.active,
          area: 30 + i,
          price: 5_000_000,
        })),
      )
      .returning();
    await t.db.insert(favorites).values(
      created.map((o, i) => ({
        userId: user.id,
        kind: Kind.offer,
        itemId: o.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await list(user);
    expect(first.meta).toMatchObject({ total: FAVORITES_PER_PAGE + 3, last_page: 2 });
    expect(first.data[0]!.id).toBe(created.at(-1)!.id);
    const second = await list(user, 2);
    expect(second.data.map((c) => c.id)).toEqual(
      created
        .slice(0, 3)
        .map((o) => o.id)
        .reverse(),
    );
    // Someone else's favourites never show.
    const other = await list(w.buyer);
    expect(other.data.some((c) => created.some((o) => o.id === c.id && c.isOffer))).toBe(false);
  });
});
