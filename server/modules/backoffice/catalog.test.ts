import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { builders, contacts, objectBuilders } from '../../db/schema/index.ts';
import { call, caller, type Caller } from '../../test/worlds/backoffice.ts';

let t: TestContext;
let owner: Caller;
let stranger: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await caller(t);
  stranger = await caller(t);
  admin = await caller(t, { abilities: [], group: Role.admin });
  await t.db
    .insert(builders)
    .values([{ name: 'ГК «Юг-Инвест»' }, { name: 'СК «Морской берег»' }, { name: 'Девелопмент Сочи' }]);
});
afterAll(() => t.close());

const newObject = async () =>
  (await call(t, owner, 'POST', '/api/backoffice/objects', { title: 'ЖК Каталог', type: 1 })).json()
    .id as number;

describe('[backoffice] builders', () => {
  it('[backoffice] searches the directory by part of a name, any letter case', async () => {
    const res = await call(t, owner, 'GET', '/api/backoffice/builders?search=морской');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((b: { name: string }) => b.name)).toEqual(['СК «Морской берег»']);
    const all = await call(t, owner, 'GET', '/api/backoffice/builders');
    expect(all.json().data.length).toBeGreaterThanOrEqual(3);
    const odd = await call(t, owner, 'GET', '/api/backoffice/builders?search=%25_');
    expect(odd.json().data).toEqual([]);
  });

  it('[backoffice] creates a builder with a required name; the same name twice is one builder', async () => {
    const empty = await call(t, owner, 'POST', '/api/backoffice/builders', { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Обязательное поле'] });
    const first = (
      await call(t, owner, 'POST', '/api/backoffice/builders', { name: 'ООО «Новый дом»' })
    ).json();
    const again = (
      await call(t, owner, 'POST', '/api/backoffice/builders', { name: 'ооо «новый дом»' })
    ).json();
    expect(again).toEqual(first);
    expect(await t.db.$count(builders, eq(builders.id, first.id))).toBe(1);
  });

  it('[backoffice] attaches by ids, keeps the order, detaches and reorders', async () => {
    const id = await newObject();
    const directory = (await call(t, owner, 'GET', '/api/backoffice/builders')).json().data as {
      id: number;
    }[];
    const [a, b, c] = directory.map((d) => d.id);
    const attached = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/builders`, { ids: [b, a] });
    expect(attached.json().builders.map((x: { id: number }) => x.id)).toEqual([b, a]);
    const more = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/builders`, { ids: [a, c] });
    expect(more.json().builders.map((x: { id: number }) => x.id)).toEqual([b, a, c]);

    const reordered = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/builders/reorder`, {
      order: [c, b, a],
    });
    expect(reordered.json().builders.map((x: { id: number }) => x.id)).toEqual([c, b, a]);
    const detached = await call(t, owner, 'DELETE', `/api/backoffice/objects/${id}/builders/${b}`);
    expect(detached.json().builders.map((x: { id: number }) => x.id)).toEqual([c, a]);
    expect((await call(t, owner, 'DELETE', `/api/backoffice/objects/${id}/builders/${b}`)).statusCode).toBe(
      404,
    );
  });

  it('[backoffice] refuses unknown ids and an empty list; a foreign owner changes nothing', async () => {
    const id = await newObject();
    const unknown = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/builders`, {
      ids: [999_999],
    });
    expect(unknown.json().errors).toEqual({ ids: [backofficeTexts.errors.builderNotFound] });
    const none = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/builders`, { ids: [] });
    expect(none.json().errors).toEqual({ ids: ['Выберите хотя бы одного застройщика'] });
    const [any] = (await call(t, owner, 'GET', '/api/backoffice/builders')).json().data;
    const foreign = await call(t, stranger, 'POST', `/api/backoffice/objects/${id}/builders`, {
      ids: [any.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await t.db.$count(objectBuilders, eq(objectBuilders.objectId, id))).toBe(0);
    const byAdmin = await call(t, admin, 'POST', `/api/backoffice/objects/${id}/builders`, { ids: [any.id] });
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
    const res = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/contacts`, contact);
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
    const digits = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/contacts`, {
      ...contact,
      phone: '89181234567',
      phone2: '+7 (862) 200-10-20',
      email: '',
    });
    expect(digits.json().contacts[1]).toMatchObject({
      phone: '+7(918)123-45-67',
      phone2: '+7(862)200-10-20',
    });
  });

  it('[backoffice] requires position, name and phone; refuses an incomplete phone and a bad email', async () => {
    const id = await newObject();
    const empty = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/contacts`, {
      position: '',
      name: '',
      phone: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      position: ['Обязательное поле'],
      name: ['Обязательное поле'],
      phone: ['Обязательное поле'],
    });
    const partial = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/contacts`, {
      ...contact,
      phone: '+7(918)123-45',
      email2: 'не почта',
    });
    expect(partial.json().errors).toEqual({
      phone: ['Введите номер полностью: +7(###)###-##-##'],
      email2: ['Неверный адрес электронной почты'],
    });
    expect(await t.db.$count(contacts, eq(contacts.objectId, id))).toBe(0);
  });

  it('[backoffice] reorders and deletes contacts; a foreign owner does neither', async () => {
    const id = await newObject();
    await call(t, owner, 'POST', `/api/backoffice/objects/${id}/contacts`, contact);
    const both = (
      await call(t, owner, 'POST', `/api/backoffice/objects/${id}/contacts`, {
        ...contact,
        name: 'Олег Петров',
      })
    ).json();
    const [a, b] = both.contacts.map((c: { id: number }) => c.id);
    expect(
      (await call(t, stranger, 'DELETE', `/api/backoffice/objects/${id}/contacts/${a}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, stranger, 'PUT', `/api/backoffice/objects/${id}/contacts/reorder`, { order: [b, a] }))
        .statusCode,
    ).toBe(404);
    const reordered = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/contacts/reorder`, {
      order: [b, a],
    });
    expect(reordered.json().contacts.map((c: { name: string }) => c.name)).toEqual([
      'Олег Петров',
      'Анна Смирнова',
    ]);
    const removed = await call(t, owner, 'DELETE', `/api/backoffice/objects/${id}/contacts/${b}`);
    expect(removed.json().contacts.map((c: { id: number }) => c.id)).toEqual([a]);
  });
});
