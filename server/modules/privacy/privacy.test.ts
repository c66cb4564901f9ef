// «Скачать мои данные» and «Удалить аккаунт» (152-FZ): the export holds the caller's rows and no one else's; the
// deletion anonymises the caller in one go, keeps bookings, and leaves other users as they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Kind, OfferStatus } from '#shared/enums.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import { useTestApp } from '../../test/use-app.ts';
import { buildUser, tokenFor } from '../../test/factories.ts';
import { createComplex } from '../../db/seed/create-complex.ts';
import {
  authTokens,
  bookings,
  collectionItems,
  collections,
  consents,
  favorites,
  filters,
  notifications,
  offers,
  smsCodes,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import * as userApi from '#shared/api/user.ts';

const t = useTestApp();
let objectId: number;
beforeAll(async () => {
  const created = await createComplex(t.db, t.storage, {
    object: { title: 'ЖК «Приватный»', published: true },
    pavilions: [],
  });
  objectId = created.object.id;
});

/** A user with a row in every table the export reads, each marked with the given word. */
async function userWithData(word: string) {
  const user = await buildUser(t.db, {
    name: `Имя ${word}`,
    email: `${word}@example.ru`,
    whatsapp: '+79181112233',
    telegram: `tg_${word}`,
  });
  const now = t.clock.now();
  await t.db.insert(favorites).values({ userId: user.id, kind: Kind.realty, itemId: objectId });
  await t.db.insert(filters).values({ userId: user.id, name: `Фильтр ${word}`, filter: { text: word } });
  const [collection] = await t.db
    .insert(collections)
    .values({ userId: user.id, name: `Подборка ${word}` })
    .returning();
  await t.db
    .insert(collectionItems)
    .values({ collectionId: collection!.id, kind: Kind.realty, itemId: objectId });
  const [draft] = await t.db
    .insert(offers)
    .values({ userId: user.id, status: OfferStatus.draft, address: `Черновик ${word}` })
    .returning();
  const [active] = await t.db
    .insert(offers)
    .values({ userId: user.id, status: OfferStatus.active, address: `Объявление ${word}`, price: 5_000_000 })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      kind: 'request',
      state: 'requested',
      objectId,
      clientName: `Клиент ${word}`,
      clientPhone: '+79180000000',
      agentId: user.id,
    })
    .returning();
  await t.db.insert(notifications).values({ userId: user.id, type: 'OfferOutdated', payload: { word } });
  await t.db
    .insert(consents)
    .values({ userId: user.id, kind: 'login', version: PRIVACY_VERSION, acceptedAt: now });
  await t.db.insert(smsCodes).values({
    phone: user.phone,
    codeHash: `hash-${word}`,
    ip: '10.0.0.1',
    expiresAt: new Date(now.getTime() + 300_000),
  });
  const token = await tokenFor(t.db, user);
  return {
    user,
    token,
    draftId: draft!.id,
    activeId: active!.id,
    bookingId: booking!.id,
    collectionId: collection!.id,
  };
}

const exportData = (token: string) => t.callRaw(userApi.exportUserData, null, token);
const deleteAccount = (token: string, payload: unknown) =>
  t.callRaw(userApi.deleteAccount, { body: payload }, token);
const userRow = async (id: number): Promise<UserRow> =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('[privacy] GET /api/user/data-export', () => {
  it("answers a JSON attachment with the caller's rows and none of another user's", async () => {
    const anna = await userWithData('anna');
    const boris = await userWithData('boris');
    const res = await exportData(anna.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kvartal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ id: anna.user.id, phone: anna.user.phone, name: 'Имя anna' });
    expect(data.favorites).toEqual([expect.objectContaining({ kind: Kind.realty, itemId: objectId })]);
    expect(data.savedFilters).toEqual([expect.objectContaining({ name: 'Фильтр anna' })]);
    expect(data.collections).toEqual([
      expect.objectContaining({
        id: anna.collectionId,
        name: 'Подборка anna',
        items: [expect.objectContaining({ kind: Kind.realty, itemId: objectId })],
      }),
    ]);
    expect(data.offers.map((o: { id: number }) => o.id).sort()).toEqual([anna.draftId, anna.activeId].sort());
    expect(data.bookings).toEqual([
      expect.objectContaining({ id: anna.bookingId, clientName: 'Клиент anna' }),
    ]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ type: 'OfferOutdated', payload: { word: 'anna' } }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'login', version: PRIVACY_VERSION })]);
    const text = res.body;
    expect(text).not.toContain('boris');
    expect(text).not.toContain(boris.user.phone);
    // Boris gets his own.
    expect((await exportData(boris.token)).json().profile.id).toBe(boris.user.id);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.call(userApi.exportUserData);
    expect(res.statusCode).toBe(401);
  });
});

describe('[privacy] DELETE /api/user/account', () => {
  it('refuses without the confirmation, in Russian, and changes nothing', async () => {
    const anna = await userWithData('anna');
    for (const payload of [{}, { confirm: false }, { confirm: 0 }]) {
      const res = await deleteAccount(anna.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.failure().errors).toEqual({ confirm: ['Подтвердите удаление аккаунта'] });
    }
    expect((await userRow(anna.user.id)).name).toBe('Имя anna');
    expect((await exportData(anna.token)).statusCode).toBe(200);
  });

  it('anonymises the caller, revokes the token, deletes the personal lists and every offer, keeps bookings', async () => {
    const anna = await userWithData('anna');
    const boris = await userWithData('boris');
    const res = await deleteAccount(anna.token, { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await exportData(anna.token)).statusCode).toBe(401);
    const row = await userRow(anna.user.id);
    expect(row).toMatchObject({
      name: null,
      email: null,
      whatsapp: null,
      telegram: null,
      emailVerifiedAt: null,
    });
    expect(row.phone).not.toBe(anna.user.phone);
    expect(row.phone).not.toMatch(/^\+?\d+$/);
    // No token row is left to idle out later with its IP address and browser, nor the phone's login codes.
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, anna.user.id))).toEqual([]);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, anna.user.phone))).toEqual([]);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, boris.user.phone))).toHaveLength(1);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, anna.user.id))).toEqual([]);
    expect(await t.db.select().from(filters).where(eq(filters.userId, anna.user.id))).toEqual([]);
    expect(await t.db.select().from(collections).where(eq(collections.userId, anna.user.id))).toEqual([]);
    // Every offer goes, the published one too (delete-offers.test.ts follows it out of search and lists).
    expect(await t.db.select().from(offers).where(eq(offers.userId, anna.user.id))).toEqual([]);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, anna.bookingId));
    expect(booking).toMatchObject({ agentId: anna.user.id, state: 'requested' });
    // The consent stays as the record of what was accepted, and its withdrawal is recorded beside it.
    const given = await t.db.select().from(consents).where(eq(consents.userId, anna.user.id));
    expect(given.map(({ kind, version, phone }) => ({ kind, version, phone }))).toEqual([
      { kind: 'login', version: PRIVACY_VERSION, phone: null },
      { kind: 'withdrawal', version: PRIVACY_VERSION, phone: null },
    ]);
    expect(given[1]!.acceptedAt).toEqual(t.clock.now());

    // Boris is untouched, and still reads his data.
    expect(await userRow(boris.user.id)).toEqual(boris.user);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, boris.user.id))).toHaveLength(1);
    expect(await t.db.select().from(collections).where(eq(collections.userId, boris.user.id))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(offers).where(eq(offers.userId, boris.user.id))).toHaveLength(2);
    expect((await exportData(boris.token)).statusCode).toBe(200);
  });

  it('frees the phone: it logs in again as a new, empty account; two deleted accounts do not collide', async () => {
    const first = await userWithData('first');
    const second = await userWithData('second');
    expect((await deleteAccount(first.token, { confirm: true })).statusCode).toBe(200);
    expect((await deleteAccount(second.token, { confirm: 1 })).statusCode).toBe(200);
    const again = await buildUser(t.db, { phone: first.user.phone });
    expect(again.id).not.toBe(first.user.id);
    const data = (await exportData(await tokenFor(t.db, again))).json();
    expect(data.favorites).toEqual([]);
    expect(data.bookings).toEqual([]);
  });
});
