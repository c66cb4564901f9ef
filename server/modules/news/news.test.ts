import { beforeAll, describe, expect, it } from 'vitest';
import type { TNewsPage } from '#shared/schemas/realty.ts';
import { useTestApp } from '../../test/use-app.ts';
import * as newsApi from '#shared/api/news.ts';
import { news } from '../../db/schema/index.ts';
import { buildRealtyWorld, type RealtyWorld } from '../../test/worlds/realty.ts';
import { NEWS_PER_PAGE } from './list-news.ts';
import { sanitizeNews } from './sanitize-news.ts';

const t = useTestApp();
let w: RealtyWorld;

beforeAll(async () => {
  w = await buildRealtyWorld(t.db, t.storage);
  // 11 more, a day apart in 2025: 15 in all, two pages.
  await t.db.insert(news).values(
    Array.from({ length: 11 }, (_, i) => ({
      objectId: w.complex.object.id,
      text: `<p>Новость ${i + 1}</p>`,
      created: new Date(Date.UTC(2025, 0, i + 1)),
    })),
  );
});

describe('[news] GET /api/objects/{id}/news', () => {
  it('[news] pages the feed newest first, with the object’s title and paging meta', async () => {
    const first = await t.call(newsApi.listNews, { params: { id: w.complex.object.id } }, w.buyer);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<TNewsPage>();
    expect(page1.object).toEqual({ id: w.complex.object.id, title: 'ЖК Морской' });
    expect(page1.meta).toMatchObject({ current_page: 1, last_page: 2, total: 15, per_page: NEWS_PER_PAGE });
    expect(page1.data).toHaveLength(NEWS_PER_PAGE);
    expect(page1.data[0]!.created).toBe('2026-04-01T10:00:00.000Z');
    const dates = page1.data.map((n) => n.created);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = (
      await t.call(newsApi.listNews, { params: { id: w.complex.object.id }, query: { page: 2 } }, w.buyer)
    ).json<TNewsPage>();
    expect(page2.data.map((n) => n.text)).toEqual([
      '<p>Новость 5</p>',
      '<p>Новость 4</p>',
      '<p>Новость 3</p>',
      '<p>Новость 2</p>',
      '<p>Новость 1</p>',
    ]);
  });

  it('[news] serves sanitized HTML even for rows written with scripts', async () => {
    const page = (
      await t.call(newsApi.listNews, { params: { id: w.complex.object.id } }, w.buyer)
    ).json<TNewsPage>();
    const html = page.data.map((n) => n.text).join('');
    expect(html).not.toMatch(/script|onclick|javascript:/i);
    expect(html).toContain('<p>Вторая новость</p>');
  });

  it('[news] is NotFound for a complex the caller cannot open, and needs a login', async () => {
    expect((await t.call(newsApi.listNews, { params: { id: w.draft.object.id } }, w.buyer)).statusCode).toBe(
      404,
    );
    expect((await t.call(newsApi.listNews, { params: { id: w.draft.object.id } }, w.owner)).statusCode).toBe(
      200,
    );
    expect((await t.call(newsApi.listNews, { params: { id: w.complex.object.id } }, null)).statusCode).toBe(
      401,
    );
  });

  it('[news] answers a bad page with 422', async () => {
    for (const page of ['0', 'two', '-1']) {
      const res = await t.call(
        newsApi.listNews,
        { params: { id: w.complex.object.id }, query: { page } },
        w.buyer,
      );
      expect(res.statusCode).toBe(422);
      expect(res.failure().errors.page).toBeDefined();
    }
  });
});

describe('[news] sanitizeNews', () => {
  it('[news] keeps text markup and safe links, drops everything else', () => {
    expect(
      sanitizeNews(
        '<h3>Итоги</h3><p style="color:red">Текст <b>жирный</b> <img src=x onerror=alert(1)><iframe src="//e"></iframe></p>' +
          '<ul><li><a href="https://example.ru" target="_self">сайт</a></li><li><a href="tel:+79001112233">звонок</a></li></ul>',
      ),
    ).toBe(
      '<h3>Итоги</h3><p>Текст <b>жирный</b> </p><ul><li><a href="https://example.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a></li>' +
        '<li><a href="tel:+79001112233" target="_blank" rel="noopener noreferrer nofollow">звонок</a></li></ul>',
    );
  });
});
