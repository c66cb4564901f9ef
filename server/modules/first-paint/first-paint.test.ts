// GET of a page through the whole app: the first screen painted from the same functions the API answers with.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFeedPayload } from '#shared/early-script.ts';
import { FEED_COOKIE, SESSION_COOKIE } from '#shared/first-paint.ts';
import { UserStatus } from '#shared/enums.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { authHeaders, buildUser, tokenFor } from '../../test/factories.ts';
import { buildWorld, type World } from '../../test/worlds/search.ts';
import { recordRoundTrips } from '../../test/round-trips.ts';
import { escapeHtml } from '../../core/html.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';
import { fillPath } from '#shared/api/endpoint.ts';

/** As Vite writes it: the early script, then the app's module entry, in the head. */
const INDEX =
  '<!doctype html><html lang="ru"><head><script>early()</script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestContext;
let w: World;
let dir: string;
let token: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-first-paint-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  t = await buildTestApp({}, { spaRoot: dir });
  w = await buildWorld(t);
  token = await tokenFor(t.db, w.user);
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
    },
  });

const data = (html: string) =>
  JSON.parse(/<script type="application\/json" id="fp-data">(.*?)<\/script>/.exec(html)![1]!) as {
    url: string;
    payload: string;
    body: unknown;
  }[];

describe('[first paint] GET /feed', () => {
  it('carries the first cards and the answer the app asks for, the same as POST /api/search', async () => {
    const api = await t.callRaw(
      searchApi.searchCards,
      { query: { page: 1 }, body: JSON.parse(defaultFeedPayload()) as object },
      token,
    );
    const cards = api.json().data as { title: string }[];
    expect(cards.length).toBeGreaterThan(0);

    const response = await page('/feed', { [SESSION_COOKIE]: token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    // The app's entry is loaded by the early script once the screen is drawn; the plain page keeps it (below).
    expect(html).toContain('<div id="fp" data-path="/feed" data-app="/assets/index-1.js">');
    expect(html).not.toContain('<script type="module"');
    for (const card of cards.slice(0, 3)) expect(html).toContain(escapeHtml(card.title));
    const [answer] = data(html);
    expect(answer).toMatchObject({
      url: `${searchApi.searchCards.path}?page=1`,
      payload: defaultFeedPayload(),
    });
    expect(answer!.body).toEqual(api.json());
  });

  it('paints the feed the visitor last asked for (its cookie), and the plain page for a broken one', async () => {
    const resale = JSON.stringify({ market: 2 });
    const html = (await page('/feed', { [SESSION_COOKIE]: token, [FEED_COOKIE]: resale })).body;
    expect(data(html)[0]!.payload).toBe(resale);
    expect((await page('/feed', { [SESSION_COOKIE]: token, [FEED_COOKIE]: '{"market":' })).body).toBe(INDEX);
    expect((await page('/feed', { [SESSION_COOKIE]: token, [FEED_COOKIE]: '{"market":"x"}' })).body).toBe(
      INDEX,
    );
  });

  it('paints nothing without a session, for an unknown token, an unverified user or the map view', async () => {
    expect((await page('/feed')).body).toBe(INDEX);
    expect((await page('/feed', { [SESSION_COOKIE]: 'nope' })).body).toBe(INDEX);
    const pending = await buildUser(t.db, { status: UserStatus.notVerified });
    expect((await page('/feed', { [SESSION_COOKIE]: await tokenFor(t.db, pending) })).body).toBe(INDEX);
    expect((await page('/feed?view=map', { [SESSION_COOKIE]: token })).body).toBe(INDEX);
    // The bearer header is not a page's: only the cookie counts.
    const bearer = await t.app.inject({ method: 'GET', url: '/feed', headers: authHeaders(token) });
    expect(bearer.body).toBe(INDEX);
  });
});

describe('[first paint] an object page', () => {
  it('carries the head of the complex and its answer, on the page and on its chessboard', async () => {
    const html = (await page(`/realty/${w.c.breeze}`, { [SESSION_COOKIE]: token })).body;
    expect(html).toContain('<h1 class="fp-h1">ЖК Морской бриз</h1>');
    expect(data(html)[0]).toMatchObject({
      url: fillPath(realtyApi.getObject.path, { id: w.c.breeze }),
      payload: '{}',
    });
    const chess = (await page(`/realty/${w.c.breeze}/chess`, { [SESSION_COOKIE]: token })).body;
    expect(chess).toContain('Шахматка');
  });

  it('keeps today’s answer for a missing or hidden complex: the plain page, which says «Объект не найден»', async () => {
    const missing = await page('/realty/999999', { [SESSION_COOKIE]: token });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(INDEX);
    expect((await page(`/realty/${w.c.draft}`, { [SESSION_COOKIE]: token })).body).toBe(INDEX);
  });
});

describe('[first paint] through the API’s caches', () => {
  it('paints the feed and an object from the answers the API cached, reading no page from the database', async () => {
    const feedBody = JSON.parse(defaultFeedPayload()) as object;
    await t.call(searchApi.searchCards, { query: { page: '1' }, body: feedBody }, token);
    await t.call(realtyApi.getObject, { params: { id: w.c.breeze }, body: {} }, token);
    const pool = (t.database.db as unknown as { $client: { query: (...args: never[]) => Promise<unknown> } })
      .$client;
    const rec = recordRoundTrips(t.database.pglite ?? pool);
    try {
      const feed = (await page('/feed', { [SESSION_COOKIE]: token })).body;
      const object = (await page(`/realty/${w.c.breeze}`, { [SESSION_COOKIE]: token })).body;
      expect(feed).toContain('fp-card');
      expect(object).toContain('<h1 class="fp-h1">ЖК Морской бриз</h1>');
      // Only the viewer's own parts (favourites, own offers) are read; no page, card or token statement.
      const read = rec.statements().map((s) => s.sql);
      expect(
        read.filter((q) => /from "?(objects|cells|tokens)"?\b/i.test(q) && !/own|favorites/i.test(q)),
      ).toEqual([]);
    } finally {
      rec.restore();
    }
  });
});
