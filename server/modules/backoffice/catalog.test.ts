import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useTestApp } from '../../test/use-app.ts';
import { builders, contacts, objectBuilders } from '../../db/schema/index.ts';
import { useCaller } from '../../test/worlds/backoffice.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeCatalogApi from '#shared/api/backoffice-catalog.ts';

const t = useTestApp();
const owner = useCaller(t);
const stranger = useCaller(t);
const admin = useCaller(t, { abilities: [], group: Role.admin });

beforeAll(async () => {
  await t.db
    .insert(builders)
    .values([{ name: 'ГК «Юг-Инвест»' }, { name: 'СК «Морской берег»' }, { name: 'Девелопмент Сочи' }]);
});

const newObject = async () =>
  (
    await t.call(backofficeApi.createBackofficeObject, { body: { title: 'ЖК Каталог', type: 1 } }, owner)
  ).json().id as number;

describe('[backoffice] builders', () => {
  it('[backoffice] searches the directory by part of a name, any letter case', async () => {
    const res = await t.call(backofficeCatalogApi.searchBuilders, { query: { search: 'морской' } }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(['СК «Морской берег»']);
    const all = await t.callRaw(backofficeCatalogApi.searchBuilders, null, owner);
    expect(all.json().data.length).toBeGreaterThanOrEqual(3);
    const odd = await t.call(backofficeCatalogApi.searchBuilders, { query: { search: '%_' } }, owner);
    expect(odd.json().data).toEqual([]);
  });

  it('[backoffice] creates a builder with a required name; the same name twice is one builder', async () => {
    const empty = await t.call(backofficeCatalogApi.createBuilder, { body: { name: ' ' } }, owner);
    expect(empty.statusCode).toBe(422);
    expect(empty.failure().errors).toEqual({ name: ['Обязательное поле'] });
    const first = (
      await t.call(backofficeCatalogApi.createBuilder, { body: { name: 'ООО «Новый дом»' } }, owner)
    ).json();
    const again = (
      await t.call(backofficeCatalogApi.createBuilder, { body: { name: 'ооо «новый дом»' } }, owner)
    ).json();
    expect(again).toEqual(first);
    expect(await t.db.$count(builders, eq(builders.id, first.id))).toBe(1);
  });

  it('[backoffice] attaches by ids, keeps the order, detaches and reorders', async () => {
    const id = await newObject();
    const directory = (await t.callRaw(backofficeCatalogApi.searchBuilders, null, owner)).json().data as {
      id: number;
    }[];
    const [a, b, c] = directory.map((d) => d.id);
    const attached = await t.call(
      backofficeCatalogApi.attachBackofficeBuilders,
      { params: { id }, body: { ids: [b, a] } },
      owner,
    );
    expect(attached.json().builders.map((x: { id: number }) => x.id)).toEqual([b, a]);
    const more = await t.call(
      backofficeCatalogApi.attachBackofficeBuilders,
      { params: { id }, body: { ids: [a, c] } },
      owner,
    );
    expect(more.json().builders.map((x: { id: number }) => x.id)).toEqual([b, a, c]);

    const reordered = await t.call(
      backofficeCatalogApi.reorderBackofficeBuilders,
      {
        params: { id },
        body: {
          order: [c, b, a],
        },
      },
      owner,
    );
    expect(reordered.json().builders.map((x: { id: number }) => x.id)).toEqual([c, b, a]);
    const detached = await t.call(
      backofficeCatalogApi.detachBackofficeBuilder,
      { params: { id, builderId: b } },
      owner,
    );
    expect(detached.json().builders.map((x: { id: number }) => x.id)).toEqual([c, a]);
    expect(
      (await t.call(backofficeCatalogApi.detachBackofficeBuilder, { params: { id, builderId: b } }, owner))
        .statusCode,
    ).toBe(404);
  });

  it('[backoffice] refuses unknown ids and an empty list; a foreign owner changes nothing', async () => {
    const id = await newObject();
    const unknown = await t.call(
      backofficeCatalogApi.attachBackofficeBuilders,
      {
        params: { id },
        body: {
          ids: [999_999],
        },
      },
      owner,
    );
    expect(unknown.failure().errors).toEqual({ ids: [backofficeTexts.errors.builderNotFound] });
    const none = await t.call(
      backofficeCatalogApi.attachBackofficeBuilders,
      { params: { id }, body: { ids: [] } },
      owner,
    );
    expect(none.failure().errors).toEqual({ ids: ['Выберите хотя бы одного застройщика'] });
    const [any] = (await t.callRaw(backofficeCatalogApi.searchBuilders, null, owner)).json().data;
    const foreign = await t.call(
      backofficeCatalogApi.attachBackofficeBuilders,
      {
        params: { id },
        body: {
          ids: [any.id],
        },
      },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.$count(objectBuilders, eq(objectBuilders.objectId, id))).toBe(0);
    const byAdmin = await t.call(
      backofficeCatalogApi.attachBackofficeBuilders,
      { params: { id }, body: { ids: [any.id] } },
      admin,
    );
    expect(byAdmin.json().builders).toEqual([any]);
  });
});

describe('[backoffice] contacts', () => {
  const contact = {
    position: 'Менеджер отдела продаж',
    name: 'Анна Смирнова',
    phone: '+7(918)123-45-67',
    phone2: '',
    email: 'Anna@Example.ru',
    email2: '',
  };

  it('[backoffice] adds a contact with a complete phone; the emails are optional', async () => {
    const id = await newObject();
    const res = await t.call(
      backofficeCatalogApi.createBackofficeContact,
      { params: { id }, body: contact },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().contacts).toEqual([
      {
        id: expect.any(Number),
        position: 'Менеджер отдела продаж',
        name: 'Анна Смирнова',
        phone: '+7(918)123-45-67',
        phone2: null,
        email: 'anna@example.ru',
        email2: null,
      },
    ]);
    const digits = await t.call(
      backofficeCatalogApi.createBackofficeContact,
      {
        params: { id },
        body: {
          ...contact,
          phone: '89181234567',
          phone2: '+7 (862) 200-10-20',
          email: '',
        },
      },
      owner,
    );
    expect(digits.json().contacts[1]).toMatchObject({
      phone: '+7(918)123-45-67',
      phone2: '+7(862)200-10-20',
    });
  });

  it('[backoffice] requires position, name and phone; refuses an incomplete phone and a bad email', async () => {
    const id = await newObject();
    const empty = await t.callRaw(
      backofficeCatalogApi.createBackofficeContact,
      {
        params: { id },
        body: {
          position: '',
          name: '',
          phone: '',
        },
      },
      owner,
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.failure().errors).toEqual({
      position: ['Обязательное поле'],
      name: ['Обязательное поле'],
      phone: ['Обязательное поле'],
    });
    const partial = await t.call(
      backofficeCatalogApi.createBackofficeContact,
      {
        params: { id },
        body: {
          ...contact,
          phone: '+7(918)123-45',
          email2: 'не почта',
        },
      },
      owner,
    );
    expect(partial.failure().errors).toEqual({
      phone: ['Введите номер полностью: +7(###)###-##-##'],
      email2: ['Неверный адрес электронной почты'],
    });
    expect(await t.db.$count(contacts, eq(contacts.objectId, id))).toBe(0);
  });

  it('[backoffice] reorders and deletes contacts; a foreign owner does neither', async () => {
    const id = await newObject();
    await t.call(backofficeCatalogApi.createBackofficeContact, { params: { id }, body: contact }, owner);
    const both = (
      await t.call(
        backofficeCatalogApi.createBackofficeContact,
        {
          params: { id },
          body: {
            ...contact,
            name: 'Олег Петров',
          },
        },
        owner,
      )
    ).json();
    const [a, b] = both.contacts.map((c: { id: number }) => c.id);
    expect(
      (await t.call(backofficeCatalogApi.deleteBackofficeContact, { params: { id, contactId: a } }, stranger))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          backofficeCatalogApi.reorderBackofficeContacts,
          { params: { id }, body: { order: [b, a] } },
          stranger,
        )
      ).statusCode,
    ).toBe(404);
    const reordered = await t.call(
      backofficeCatalogApi.reorderBackofficeContacts,
      {
        params: { id },
        body: { order: [b, a] },
      },
      owner,
    );
    expect(reordered.json().contacts.map((c: { name: string }) => c.name)).toEqual([
      'Олег Петров',
      'Анна Смирнова',
    ]);
    const removed = await t.call(
      backofficeCatalogApi.deleteBackofficeContact,
      { params: { id, contactId: b } },
      owner,
    );
    expect(removed.json().contacts.map((c: { id: number }) => c.id)).toEqual([a]);
  });
});
