import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import { useTestApp } from '../../test/use-app.ts';
import { news } from '../../db/schema/index.ts';
import { useCaller } from '../../test/worlds/backoffice.ts';
import { newsToStore } from './news.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import * as backofficeNewsApi from '#shared/api/backoffice-news.ts';

const t = useTestApp();
const owner = useCaller(t);
const stranger = useCaller(t);

const newObject = async () =>
  (
    await t.call(backofficeApi.createBackofficeObject, { body: { title: 'ЖК Новости', type: 1 } }, owner)
  ).json().id as number;

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
    await t.call(
      backofficeNewsApi.createBackofficeNews,
      { params: { id }, body: { text: '<p>Котлован готов</p>' } },
      owner,
    );
    const res = await t.call(
      backofficeNewsApi.createBackofficeNews,
      {
        params: { id },
        body: {
          text: 'Старт продаж второй очереди',
          created: '01.02.2026',
        },
      },
      owner,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().news).toEqual([
      { id: expect.any(Number), text: '<p>Котлован готов</p>', created: '2026-03-10T12:00:00.000Z' },
      { id: expect.any(Number), text: 'Старт продаж второй очереди', created: '2026-02-01T09:00:00.000Z' },
    ]);
  });

  it('[backoffice] refuses empty text, text that is empty once cleaned, and a bad date', async () => {
    const id = await newObject();
    const empty = await t.call(
      backofficeNewsApi.createBackofficeNews,
      { params: { id }, body: { text: '' } },
      owner,
    );
    expect(empty.failure().errors).toEqual({ text: ['Обязательное поле'] });
    const onlyScript = await t.call(
      backofficeNewsApi.createBackofficeNews,
      {
        params: { id },
        body: {
          text: '<script>alert(1)</script><p> </p>',
        },
      },
      owner,
    );
    expect(onlyScript.failure().errors).toEqual({ text: [backofficeTexts.errors.newsEmpty] });
    const badDate = await t.call(
      backofficeNewsApi.createBackofficeNews,
      {
        params: { id },
        body: {
          text: 'Новость',
          created: '31.02.2026',
        },
      },
      owner,
    );
    expect(badDate.failure().errors).toEqual({ created: ['Неверная дата'] });
    expect(await t.db.$count(news, eq(news.objectId, id))).toBe(0);
  });

  it('[backoffice] edits news, deletes it by update or DELETE; a foreign owner does neither', async () => {
    const id = await newObject();
    await t.call(backofficeNewsApi.createBackofficeNews, { params: { id }, body: { text: 'Первая' } }, owner);
    const two = (
      await t.call(
        backofficeNewsApi.createBackofficeNews,
        { params: { id }, body: { text: 'Вторая' } },
        owner,
      )
    ).json();
    const [first, second] = two.news.map((n: { id: number }) => n.id);

    const foreign = await t.call(
      backofficeNewsApi.updateBackofficeNews,
      {
        params: { id, newsId: first },
        body: {
          text: 'Взлом',
        },
      },
      stranger,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call(backofficeNewsApi.deleteBackofficeNews, { params: { id, newsId: first } }, stranger))
        .statusCode,
    ).toBe(404);

    const edited = await t.callRaw(
      backofficeNewsApi.updateBackofficeNews,
      {
        params: { id, newsId: first },
        body: {
          text: 'Первая, <i>исправленная</i>',
        },
      },
      owner,
    );
    expect(edited.json().news.find((n: { id: number }) => n.id === first).text).toBe(
      'Первая, <i>исправленная</i>',
    );

    const byUpdate = await t.call(
      backofficeNewsApi.updateBackofficeNews,
      {
        params: { id, newsId: first },
        body: {
          deleted: 1,
        },
      },
      owner,
    );
    expect(byUpdate.json().news.map((n: { id: number }) => n.id)).toEqual([second]);
    const byDelete = await t.call(
      backofficeNewsApi.deleteBackofficeNews,
      { params: { id, newsId: second } },
      owner,
    );
    expect(byDelete.json().news).toEqual([]);
    expect(
      (await t.call(backofficeNewsApi.deleteBackofficeNews, { params: { id, newsId: second } }, owner))
        .statusCode,
    ).toBe(404);
  });
});
