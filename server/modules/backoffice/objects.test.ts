import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Ability, Feature, HouseClass, Parking, Payment, Role, Structure } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useTestApp } from '../../test/use-app.ts';
import { userChanged } from '../../test/factories.ts';
import { objects, users } from '../../db/schema/index.ts';
import { ensureBuilderCompany } from '../companies/builder-company.ts';
import {
  caller,
  useCaller,
  complexWithBuilding,
  district,
  uploadPhoto,
  type Caller,
} from '../../test/worlds/backoffice.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeMediaApi from '#shared/api/backoffice-media.ts';

const t = useTestApp();
const owner = useCaller(t);
const stranger = useCaller(t);
const admin = useCaller(t, { abilities: [], group: Role.admin });
const plainUser = useCaller(t, { abilities: [] });

const create = (who: Caller, body: object = { title: 'ЖК Солнечный', type: Structure.apart }) =>
  t.callRaw(backofficeApi.createBackofficeObject, { body }, who);

const rowOf = async (id: number) => (await t.db.select().from(objects).where(eq(objects.id, id)))[0]!;

describe('[backoffice] my objects', () => {
  it('[backoffice] creates an unpublished object of the caller and lists it first', async () => {
    const res = await create(owner, { title: '  ЖК Солнечный  ', type: String(Structure.cottage) });
    expect(res.statusCode).toBe(200);
    const object = res.json();
    expect(object).toMatchObject({ title: 'ЖК Солнечный', type: Structure.cottage, published: false });
    expect((await rowOf(object.id)).ownerId).toBe(owner.user.id);

    const list = await t.call(backofficeApi.listBackofficeObjects, { query: { page: '1' } }, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: object.id, published: false, pavilionsCount: 0 });
    expect(list.json().meta).toMatchObject({ current_page: 1, total: 1, last_page: 1 });
  });

  it('[backoffice] refuses an empty title and an unknown type with Russian texts', async () => {
    const res = await create(owner, { title: '   ', type: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors).toEqual({ title: ['Обязательное поле'], type: ['Недопустимое значение'] });
  });

  it('[backoffice] reads a title as plain text: markup alone is an empty title, tags around a name are dropped', async () => {
    const empty = await create(owner, { title: '<b></b>', type: Structure.apart });
    expect(empty.statusCode).toBe(422);
    expect(empty.failure().errors).toEqual({ title: ['Обязательное поле'] });
    const named = await create(owner, { title: '<b>ЖК Морской</b>', type: Structure.apart });
    expect(named.statusCode).toBe(200);
    expect(named.json().title).toBe('ЖК Морской');
  });

  it('[backoffice] lists only the caller’s objects; an admin sees everyone’s', async () => {
    const mine = (await create(stranger, { title: 'ЖК Чужой', type: 1 })).json();
    const ownerList = await t.callRaw(backofficeApi.listBackofficeObjects, null, owner);
    expect(ownerList.json().data.map((o: { id: number }) => o.id)).not.toContain(mine.id);
    const adminList = await t.callRaw(backofficeApi.listBackofficeObjects, null, admin);
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

    const first = (await t.call(backofficeApi.listBackofficeObjects, { query: { page: '1' } }, busy)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('ЖК Страница 21');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 21, per_page: 20 });

    const second = await t.call(backofficeApi.listBackofficeObjects, { query: { page: '2' } }, busy);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.map((o: { id: number }) => o.id)).toEqual([rows[0]!.id]);
    expect(second.json().meta).toMatchObject({ current_page: 2, last_page: 2, total: 21, per_page: 20 });

    const past = (await t.call(backofficeApi.listBackofficeObjects, { query: { page: '3' } }, busy)).json();
    expect(past).toMatchObject({ data: [], meta: { current_page: 3, last_page: 2, total: 21 } });
  });

  it('[backoffice] is closed to users without the cabinet ability', async () => {
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, plainUser)).statusCode).toBe(403);
    expect((await create(plainUser)).json()).toMatchObject({ type: 'Forbidden' });
    expect((await t.callRaw(backofficeApi.listBackofficeObjects)).statusCode).toBe(401);
  });
});

describe('[backoffice] the object editor', () => {
  it('[backoffice] reads the object in full for its owner and for an admin, NotFound for anyone else', async () => {
    const { id } = (await create(owner)).json();
    const read = await t.call(backofficeApi.getBackofficeObject, { params: { id } }, owner);
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
    expect((await t.call(backofficeApi.getBackofficeObject, { params: { id } }, admin)).statusCode).toBe(200);
    const foreign = await t.call(backofficeApi.getBackofficeObject, { params: { id } }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().type).toBe('NotFound');
  });

  it('[backoffice] updates only the fields sent, in the client’s form', async () => {
    const area = await district(t);
    const { id } = (await create(owner)).json();
    const res = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id },
        body: {
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
        },
      },
      owner,
    );
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
    const again = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id },
        body: {
          characteristics: { ceilingHeight: '' },
        },
      },
      owner,
    );
    expect(again.json()).toMatchObject({
      description: 'Дом у моря',
      characteristics: { class: HouseClass.business, parking: [1, 2], ceilingHeight: null },
    });
  });

  it('[backoffice] refuses bad fields with Russian texts per field', async () => {
    const { id } = (await create(owner)).json();
    const res = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id },
        body: {
          title: '',
          site: 'не сайт',
          commission: { percent: 150 },
          characteristics: { ceilingHeight: 0.5, class: 99 },
          address: { latitude: 91, longitude: 39 },
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(422);
    expect(res.failure().errors).toMatchObject({
      title: ['Обязательное поле'],
      site: ['Неверный адрес сайта'],
      'commission.percent': ['Не больше 100'],
      'characteristics.ceilingHeight': ['Не меньше 1,5 м'],
      'characteristics.class': ['Недопустимое значение'],
      'address.latitude': [expect.any(String)],
    });
    const unknownDistrict = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id },
        body: {
          address: { subregion: 999_999 },
        },
      },
      owner,
    );
    expect(unknownDistrict.statusCode).toBe(422);
    expect(unknownDistrict.failure().errors).toEqual({
      'address.subregion': [backofficeTexts.errors.subregionNotFound],
    });
  });

  it('[backoffice] a foreign owner changes nothing; an admin may change anything', async () => {
    const { id } = (await create(owner, { title: 'ЖК Свой', type: 1 })).json();
    const foreign = await t.call(
      backofficeApi.updateBackofficeObject,
      { params: { id }, body: { title: 'Захвачено' } },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await rowOf(id)).title).toBe('ЖК Свой');
    const features = await t.call(
      backofficeApi.setBackofficeFeatures,
      {
        params: { id },
        body: {
          features: [1],
        },
      },
      stranger,
    );
    expect(features.statusCode).toBe(404);
    expect((await rowOf(id)).features).toEqual([]);

    const byAdmin = await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id },
        body: {
          title: 'ЖК Исправленный',
        },
      },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await rowOf(id)).title).toBe('ЖК Исправленный');
  });

  it('[backoffice] sets the features, from 1 to 22 only', async () => {
    const { id } = (await create(owner)).json();
    const res = await t.call(
      backofficeApi.setBackofficeFeatures,
      {
        params: { id },
        body: {
          features: [Feature.pool, Feature.cctv, Feature.pool],
        },
      },
      owner,
    );
    expect(res.json().features).toEqual([Feature.pool, Feature.cctv]);
    const cleared = await t.call(
      backofficeApi.setBackofficeFeatures,
      { params: { id }, body: { features: '' } },
      owner,
    );
    expect(cleared.json().features).toEqual([]);
    const bad = await t.call(
      backofficeApi.setBackofficeFeatures,
      { params: { id }, body: { features: [23] } },
      owner,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.failure().errors).toEqual({ 'features.0': ['Недопустимое значение'] });
  });

  it('[backoffice] refuses the moderation mark from a builder, writing nothing; an admin may set it', async () => {
    const { id } = (await create(owner)).json();
    await t.call(
      backofficeApi.setBackofficeFeatures,
      { params: { id }, body: { features: [Feature.pool] } },
      owner,
    );
    const before = await rowOf(id);
    const refused = await t.call(
      backofficeApi.setBackofficeFeatures,
      { params: { id }, body: { features: [Feature.cctv, Feature.blacklist] } },
      owner,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.failure()).toEqual({
      message: 'Проверьте правильность заполнения полей',
      errors: { features: [backofficeTexts.errors.moderationMark] },
    });
    expect(await rowOf(id)).toEqual(before);

    const marked = await t.call(
      backofficeApi.setBackofficeFeatures,
      { params: { id }, body: { features: [Feature.blacklist] } },
      admin,
    );
    expect(marked.statusCode).toBe(200);
    expect((await rowOf(id)).features).toEqual([Feature.blacklist]);

    // A marked complex: the builder's list (sent back with the mark, or without it) never changes the mark.
    const keep = async (features: number[]) => {
      const res = await t.call(
        backofficeApi.setBackofficeFeatures,
        { params: { id }, body: { features } },
        owner,
      );
      expect(res.statusCode).toBe(200);
      return (await rowOf(id)).features;
    };
    expect(await keep([Feature.blacklist, Feature.pool])).toEqual([Feature.blacklist, Feature.pool]);
    expect(await keep([Feature.cctv])).toEqual([Feature.blacklist, Feature.cctv]);
  });
});

describe('[backoffice] publishing', () => {
  const publish = (who: Caller, id: number, published: 0 | 1) =>
    t.call(backofficeApi.publishBackofficeObject, { params: { id }, body: { published } }, who);
  /** The owner uploads a photo and attaches it to the complex: publishing needs one. */
  const attachPhoto = async (id: number) =>
    t.call(
      backofficeMediaApi.attachBackofficeImage,
      { params: { id }, body: { id: await uploadPhoto(t, owner) } },
      owner,
    );

  it('[backoffice] lists every missing prerequisite under errors.published', async () => {
    const { id } = (await create(owner, { title: 'ЖК Пустой', type: 1 })).json();
    const res = await publish(owner, id, 1);
    expect(res.statusCode).toBe(422);
    const p = backofficeTexts.publishing;
    expect(res.failure().errors).toEqual({
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
      await attachPhoto(object.id);
      const res = await publish(owner, object.id, 1);
      expect(res.failure().errors).toEqual({ published: [p.noBuilding] });
    }
  });

  it('[backoffice] publishes a complete object and unpublishes it without conditions', async () => {
    const area = await district(t, 'Адлерский', 43.4385, 39.929);
    const { object } = await complexWithBuilding(t, owner.user.id);
    await t.call(
      backofficeApi.updateBackofficeObject,
      {
        params: { id: object.id },
        body: {
          address: {
            address: 'г. Сочи, ул. Ленина, 1',
            latitude: 43.44,
            longitude: 39.93,
            subregion: area.id,
          },
        },
      },
      owner,
    );
    await attachPhoto(object.id);

    expect((await publish(stranger, object.id, 1)).statusCode).toBe(404);
    expect((await rowOf(object.id)).published).toBe(false);

    const res = await publish(owner, object.id, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().published).toBe(true);
    const row = await rowOf(object.id);
    expect(row.published).toBe(true);
    expect(row.publishedAt).not.toBeNull();
    expect((await t.callRaw(backofficeApi.listBackofficeObjects, null, owner)).json().data[0]).toMatchObject({
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
    const read = (
      await t.call(backofficeApi.getBackofficeObject, { params: { id: object.id } }, owner)
    ).json();
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
