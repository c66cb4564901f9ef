import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { news } from '../../db/schema/index.ts';
import { call, caller, type Caller } from '../../test/worlds/backoffice.ts';
import { newsToStore } from './news.ts';

let t: TestContext;
let owner: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await caller(t);
  stranger = await caller(t);
});
afterAll(() => t.close());

const newObject = async () =>
  (await call(t, owner, 'POST', '/api/backoffice/objects', { title: 'ЖК Новости', type: 1 })).json()
    .id as number;

describe('[backoffice] news', () => {
  it('[backoffice] keeps simple formatting and safe links, drops scripts and handlers', () => {
    expect(
      newsToStore(
        '<p onclick="x()">Старт <b>продаж</b><script>alert(1)</script> <a href="javascript:alert(1)">тут</a> ' +
          '<a href="https://kvartal.ru">сайт</a><img src=x onerror=alert(1)></p>',
      ),
    ).toBe(
      '<p>Старт <b>продаж</b> <a target="_blank" rel="noopener noreferrer nofollow">тут</a> ' +
        '<a href="https://kvartal.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a></p>',
    );
  });

  it('[backoffice] posts news, newest first, with the given date or now', async () => {
    const id = await newObject();
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, { text: '<p>Котлован готов</p>' });
    const res = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, {
      text: 'Старт продаж второй очереди',
      created: '01.02.2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().news).toEqual([
      { id: expect.any(Number), text: '<p>Котлован готов</p>', created: '2026-03-10T12:00:00.000Z' },
      { id: expect.any(Number), text: 'Старт продаж второй очереди', created: '2026-02-01T09:00:00.000Z' },
    ]);
  });

  it('[backoffice] refuses empty text, text that is empty once cleaned, and a bad date', async () => {
    const id = await newObject();
    const empty = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, { text: '' });
    expect(empty.json().errors).toEqual({ text: ['Обязательное поле'] });
    const onlyScript = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, {
      text: '<script>alert(1)</script><p> </p>',
    });
    expect(onlyScript.json().errors).toEqual({ text: [backofficeTexts.errors.newsEmpty] });
    const badDate = await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, {
      text: 'Новость',
      created: '31.02.2026',
    });
    expect(badDate.json().errors).toEqual({ created: ['Неверная дата'] });
    expect(await t.db.$count(news, eq(news.objectId, id))).toBe(0);
  });

  it('[backoffice] edits news, deletes it by update or DELETE; a foreign owner does neither', async () => {
    const id = await newObject();
    await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, { text: 'Первая' });
    const two = (
      await call(t, owner, 'POST', `/api/backoffice/objects/${id}/news`, { text: 'Вторая' })
    ).json();
    const [first, second] = two.news.map((n: { id: number }) => n.id);

    const foreign = await call(t, stranger, 'PUT', `/api/backoffice/objects/${id}/news/${first}`, {
      text: 'Взлом',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(t, stranger, 'DELETE', `/api/backoffice/objects/${id}/news/${first}`)).statusCode,
    ).toBe(404);

    const edited = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/news/${first}`, {
      text: 'Первая, <i>исправленная</i>',
    });
    expect(edited.json().news.find((n: { id: number }) => n.id === first).text).toBe(
      'Первая, <i>исправленная</i>',
    );

    const byUpdate = await call(t, owner, 'PUT', `/api/backoffice/objects/${id}/news/${first}`, {
      deleted: 1,
    });
    expect(byUpdate.json().news.map((n: { id: number }) => n.id)).toEqual([second]);
    const byDelete = await call(t, owner, 'DELETE', `/api/backoffice/objects/${id}/news/${second}`);
    expect(byDelete.json().news).toEqual([]);
    expect((await call(t, owner, 'DELETE', `/api/backoffice/objects/${id}/news/${second}`)).statusCode).toBe(
      404,
    );
  });
});
