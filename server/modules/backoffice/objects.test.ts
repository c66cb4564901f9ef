import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Feature, HouseClass, Parking, Payment, Role, Structure } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { userChanged } from '../../test/factories.ts';
import { objects, users } from '../../db/schema/index.ts';
import { ensureBuilderCompany } from '../companies/builder-company.ts';
import {
  call,
  caller,
  complexWithBuilding,
  district,
  uploadPhoto,
  type Caller,
} from '../../test/worlds/backoffice.ts';

let t: TestContext;
let owner: Caller;
let stranger: Caller;
let admin: Caller;
let plainUser: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await caller(t);
  stranger = await caller(t);
  admin = await caller(t, { abilities: [], group: Role.admin });
  plainUser = await caller(t, { abilities: [] });
});
afterAll(() => t.close());

const create = (who: Caller, body: object = { title: 'ЖК Солнечный', type: Structure.apart }) =>
  call(t, who, 'POST', '/api/backoffice/objects', body);

const rowOf = async (id: number) => (await t.db.select().from(objects).where(eq(objects.id, id)))[0]!;

describe('[backoffice] my objects', () => {
  it('[backoffice] creates an unpublished object of the caller and lists it first', async () => {
    const res = await create(owner, { title: '  ЖК Солнечный  ', type: String(Structure.cottage) });
    expect(res.statusCode).toBe(200);
    const object = res.json();
    expect(object).toMatchObject({ title: 'ЖК Солнечный', type: Structure.cottage, published: false });
    expect((await rowOf(object.id)).ownerId).toBe(owner.user.id);

    const list = await call(t, owner, 'GET', '/api/backoffice/objects?page=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: object.id, published: false, pavilionsCount: 0 });
    expect(list.json().meta).toMatchObject({ current_page: 1, total: 1, last_page: 1 });
  });

  it('[backoffice] refuses an empty title and an unknown type with Russian texts', async () => {
    const res = await create(owner, { title: '   ', type: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: ['Обязательное поле'], type: ['Недопустимое значение'] });
  });

  it('[backoffice] lists only the caller’s objects; an admin sees everyone’s', async () => {
    const mine = (await create(stranger, { title: 'ЖК Чужой', type: 1 })).json();
    const ownerList = await call(t, owner, 'GET', '/api/backoffice/objects');
    expect(ownerList.json().data.map((o: { id: number }) => o.id)).not.toContain(mine.id);
    const adminList = await call(t, admin, 'GET', '/api/backoffice/objects');
    expect(adminList.json().data.map((o: { id: number }) => o.id)).toContain(mine.id);
  });

  it('[backoffice] pages 21 objects by 20, last changed first: page 2 holds the oldest, meta says so', async () => {
    const busy = await caller(t);
    const start = Date.parse('2026-01-01T00:00:00Z');
    const companyId = await ensureBuilderCompany(t.db, busy.user.id, new Date());
    const rows = await t.db
      .insert(objects)
      .values(
        Array.from({ length: 21 }, (_, i) => ({
          title: `ЖК Страница ${i + 1}`,
          ownerId: busy.user.id,
          companyId,
          updatedAt: new Date(start + i * 60_000),
        })),
      )
      .returning();
    await create(stranger, { title: 'ЖК Не в списке', type: 1 });

    const first = (await call(t, busy, 'GET', '/api/backoffice/objects?page=1')).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('ЖК Страница 21');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 21, per_page: 20 });

    const second = await call(t, busy, 'GET', '/api/backoffice/objects?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.map((o: { id: number }) => o.id)).toEqual([rows[0]!.id]);
    expect(second.json().meta).toMatchObject({ current_page: 2, last_page: 2, total: 21, per_page: 20 });

    const past = (await call(t, busy, 'GET', '/api/backoffice/objects?page=3')).json();
    expect(past).toMatchObject({ data: [], meta: { current_page: 3, last_page: 2, total: 21 } });
  });

  it('[backoffice] is closed to users without the cabinet ability', async () => {
    expect((await call(t, plainUser, 'GET', '/api/backoffice/objects')).statusCode).toBe(403);
    expect((await create(plainUser)).json()).toMatchObject({ type: 'Forbidden' });
    expect((await call(t, null, 'GET', '/api/backoffice/objects')).statusCode).toBe(401);
  });
});

describe('[backoffice] the object editor', () => {
  it('[backoffice] reads the object in full for its owner and for an admin, NotFound for anyone else', async () => {
    const { id } = (await create(owner)).json();
    const read = await call(t, owner, 'GET', `/api/backoffice/objects/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      images: [],
      documents: [],
      builders: [],
      contacts: [],
      news: [],
      pavilions: [],
      features: [],
      address: { address: null, latitude: null, longitude: null, subregion: null },
      characteristics: { parking: [] },
      checkout: { payments: [], roomTypes: [] },
      commission: { percent: null, text: null },
    });
    expect((await call(t, admin, 'GET', `/api/backoffice/objects/${id}`)).statusCode).toBe(200);
    const foreign = await call(t, stranger, 'GET', `/api/backoffice/objects/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().type).toBe('NotFound');
  });

  it('[backoffice] updates only the fields sent, in the client’s form', async () => {
    const area = await district(t);
    const { id } = (await create(owner)).json();
    const res = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}`, {
      description: 'Дом у моря',
      site: 'solnechny.ru',
      commission: { percent: '3.5', text: 'При 100% оплате' },
      characteristics: {
        class: HouseClass.business,
        parking: [Parking.underground, '2', 2],
        ceilingHeight: '3.1',
      },
      checkout: { payments: [Payment.mortgage, Payment.cash], serviceCost: '45', agreement: '' },
      address: { address: 'г. Сочи, ул. Роз, 37', latitude: 43.58, longitude: 39.72, subregion: area.id },
    });
    expect(res.statusCode).toBe(200);
    const object = res.json();
    expect(object).toMatchObject({
      title: 'ЖК Солнечный',
      description: 'Дом у моря',
      site: 'https://solnechny.ru',
      commission: { percent: 3.5, text: 'При 100% оплате' },
      characteristics: { class: HouseClass.business, parking: [1, 2], ceilingHeight: 3.1, material: null },
      checkout: { payments: [Payment.mortgage, Payment.cash], serviceCost: 45, agreement: null },
      address: {
        address: 'г. Сочи, ул. Роз, 37',
        latitude: 43.58,
        longitude: 39.72,
        subregion: { id: area.id, name: 'Центральный', parent: null },
      },
    });

    // A second update leaves the first one's fields alone and "" clears a field.
    const again = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}`, {
      characteristics: { ceilingHeight: '' },
    });
    expect(again.json()).toMatchObject({
      description: 'Дом у моря',
      characteristics: { class: HouseClass.business, parking: [1, 2], ceilingHeight: null },
    });
  });

  it('[backoffice] refuses bad fields with Russian texts per field', async () => {
    const { id } = (await create(owner)).json();
    const res = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}`, {
      title: '',
      site: 'не сайт',
      commission: { percent: 150 },
      characteristics: { ceilingHeight: 0.5, class: 99 },
      address: { latitude: 91, longitude: 39 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      title: ['Обязательное поле'],
      site: ['Неверный адрес сайта'],
      'commission.percent': ['Не больше 100'],
      'characteristics.ceilingHeight': ['Не меньше 1,5 м'],
      'characteristics.class': ['Недопустимое значение'],
      'address.latitude': [expect.any(String)],
    });
    const unknownDistrict = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}`, {
      address: { subregion: 999_999 },
    });
    expect(unknownDistrict.statusCode).toBe(422);
    expect(unknownDistrict.json().errors).toEqual({
      'address.subregion': [backofficeTexts.errors.subregionNotFound],
    });
  });

  it('[backoffice] a foreign owner changes nothing; an admin may change anything', async () => {
    const { id } = (await create(owner, { title: 'ЖК Свой', type: 1 })).json();
    const foreign = await call(t, stranger, 'PUT', `/api/backoffice/objects/${id}`, { title: 'Захвачено' });
    expect(foreign.statusCode).toBe(404);
    expect((await rowOf(id)).title).toBe('ЖК Свой');
    const features = await call(t, stranger, 'PUT', `/api/backoffice/objects/${id}/features`, {
      features: [1],
    });
    expect(features.statusCode).toBe(404);
    expect((await rowOf(id)).features).toEqual([]);

    const byAdmin = await call(t, admin, 'PUT', `/api/backoffice/objects/${id}`, {
      title: 'ЖК Исправленный',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await rowOf(id)).title).toBe('ЖК Исправленный');
  });

  it('[backoffice] sets the features, from 1 to 22 only', async () => {
    const { id } = (await create(owner)).json();
    const res = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/features`, {
      features: [Feature.pool, Feature.cctv, Feature.pool],
    });
    expect(res.json().features).toEqual([Feature.pool, Feature.cctv]);
    const cleared = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/features`, { features: '' });
    expect(cleared.json().features).toEqual([]);
    const bad = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/features`, { features: [23] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'features.0': ['Недопустимое значение'] });
  });
});

describe('[backoffice] publishing', () => {
  const publish = (who: Caller, id: number, published: 0 | 1) =>
    call(t, who, 'POST', `/api/backoffice/objects/${id}`, { published });

  it('[backoffice] lists every missing prerequisite under errors.published', async () => {
    const { id } = (await create(owner, { title: 'ЖК Пустой', type: 1 })).json();
    const res = await publish(owner, id, 1);
    expect(res.statusCode).toBe(422);
    const p = backofficeTexts.publishing;
    expect(res.json().errors).toEqual({
      published: [p.noAddress, p.noCoordinates, p.noDistrict, p.noPhoto, p.noBuilding],
    });
    expect((await rowOf(id)).published).toBe(false);
  });

  it('[backoffice] needs a published building with a published section', async () => {
    const area = await district(t, 'Хостинский', 43.548, 39.81);
    const p = backofficeTexts.publishing;
    const cases = [
      { pavilionPublished: false, sectionPublished: true },
      { pavilionPublished: true, sectionPublished: false },
    ];
    for (const options of cases) {
      const { object } = await complexWithBuilding(t, owner.user.id, options);
      await t.db
        .update(objects)
        .set({
          address: 'г. Сочи, ул. Платановая, 5',
          latitude: 43.55,
          longitude: 39.8,
          subregionId: area.id,
        })
        .where(eq(objects.id, object.id));
      await call(t, owner, 'POST', `/api/backoffice/objects/${object.id}/images`, {
        id: await uploadPhoto(t, owner),
      });
      const res = await publish(owner, object.id, 1);
      expect(res.json().errors).toEqual({ published: [p.noBuilding] });
    }
  });

  it('[backoffice] publishes a complete object and unpublishes it without conditions', async () => {
    const area = await district(t, 'Адлерский', 43.4385, 39.929);
    const { object } = await complexWithBuilding(t, owner.user.id);
    await call(t, owner, 'PUT', `/api/backoffice/objects/${object.id}`, {
      address: { address: 'г. Сочи, ул. Ленина, 1', latitude: 43.44, longitude: 39.93, subregion: area.id },
    });
    await call(t, owner, 'POST', `/api/backoffice/objects/${object.id}/images`, {
      id: await uploadPhoto(t, owner),
    });

    expect((await publish(stranger, object.id, 1)).statusCode).toBe(404);
    expect((await rowOf(object.id)).published).toBe(false);

    const res = await publish(owner, object.id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().published).toBe(true);
    const row = await rowOf(object.id);
    expect(row.published).toBe(true);
    expect(row.publishedAt).not.toBeNull();
    expect((await call(t, owner, 'GET', '/api/backoffice/objects')).json().data[0]).toMatchObject({
      id: object.id,
      published: true,
      pavilionsCount: 1,
    });

    const off = await publish(owner, object.id, 0);
    expect(off.json().published).toBe(false);
    expect((await rowOf(object.id)).published).toBe(false);
  });

  it('[backoffice] shows the buildings with their sections and counts', async () => {
    const { object } = await complexWithBuilding(t, owner.user.id, { sectionPublished: false });
    const read = (await call(t, owner, 'GET', `/api/backoffice/objects/${object.id}`)).json();
    expect(read.pavilions).toEqual([
      expect.objectContaining({
        name: 'Корпус 1',
        published: true,
        flatsCount: 4,
        sections: [
          expect.objectContaining({ name: 'Секция 1', published: false, rowsCount: 2, colsCount: 2 }),
        ],
      }),
    ]);
  });

  it('[backoffice] a user given the cabinet ability after login can use it at once', async () => {
    const later = await caller(t, { abilities: [] });
    expect((await create(later)).statusCode).toBe(403);
    await t.db
      .update(users)
      .set({ abilities: [Ability.cabinet] })
      .where(eq(users.id, later.user.id));
    await userChanged(t.app.cache, later.user.id);
    expect((await create(later)).statusCode).toBe(200);
  });
});
