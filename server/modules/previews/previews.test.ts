// A sent collection's and a widget's links as a messenger fetches them: the app's page with Open Graph tags built on
// the server, the card's 1200×630 JPEG, a dead link's 404 page, and robots.txt.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kind, Role } from '#shared/enums.ts';
import { embedOrigins } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { actor, complex, type Actor, type TestComplex } from '../../test/worlds/cabinet.ts';
import { describeCollection } from './snapshot-preview.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Квартал</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const BASE = 'https://kvartal.example';

let t: TestContext;
let dir: string;
let agent: Actor;
let sea: TestComplex;
let snapshotId: string;

/** The content of each <meta property|name="…">, by its key. */
function metas(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    found[m[1]!] = m[2]!;
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-previews-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  t = await buildTestApp({ PUBLIC_URL: BASE }, { spaRoot: dir });
  // Markup in the names: every value must reach the page escaped.
  agent = await actor(t, Role.agent, { name: 'Екатерина "Катя" <Лебедева>' });
  sea = await complex(t, { title: 'ЖК «Морской» & Co' });
  const collectionId = (
    await t.call(collectionsApi.createCollection, { body: { name: 'Для Ивановых <script>' } }, agent)
  ).json().data.id as number;
  const unit = sea.cells[0]!.id;
  for (const body of [
    { objectId: sea.object.id, collectionIds: [collectionId] },
    { objectId: unit, kind: Kind.unit, collectionIds: [collectionId] },
  ]) {
    const res = await t.call(collectionsApi.bindToCollections, { body }, agent);
    expect(res.statusCode, res.body).toBe(200);
  }
  const sent = await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent);
  expect(sent.statusCode, sent.body).toBe(200);
  snapshotId = sent.json().id as string;
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('[previews] a sent collection’s link', () => {
  it('answers the app with the card’s tags in the head, every value escaped, absolute URLs from PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${snapshotId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    // Still the app, its head closed after the tags.
    expect(html).toContain('<div id="root"></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>');
    expect(head).toContain('<title>Подборка «Для Ивановых &lt;script&gt;»</title>');
    const tags = metas(head);
    expect(tags['og:title']).toBe('Подборка «Для Ивановых &lt;script&gt;»');
    expect(tags['og:type']).toBe('website');
    expect(tags['og:url']).toBe(`${BASE}/${snapshotId}`);
    expect(tags['og:description']).toMatch(/^2 объекта в подборке · от [^·]+ ₽ · подготовил\(а\) /);
    expect(tags['og:description']).toContain('Екатерина &quot;Катя&quot; &lt;Лебедева&gt;');
    expect(tags['og:image']).toMatch(new RegExp(`^${BASE}/preview/collection/${snapshotId}\\.jpg\\?v=\\d+$`));
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags.robots).toBe('noindex');
  });

  it('its picture is a 1200×630 JPEG, made once and kept', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/${snapshotId}` });
    const url = new URL(metas(page.body)['og:image']!.replace(/&amp;/g, '&'));
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const info = await sharp(res.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('a missing or revoked link answers 404 with a small Russian page, not the app', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain(
      '<h1 style="font-size:1.5rem;margin:0 0 .5rem">Ссылка не найдена или устарела</h1>',
    );
    expect(missing.body).not.toContain('id="root"');
    expect(
      (await t.app.inject({ method: 'GET', url: '/preview/collection/AAAAAAAAAAAAAAAAAAAAAA.jpg' }))
        .statusCode,
    ).toBe(404);

    const head = await t.app.inject({ method: 'HEAD', url: `/${snapshotId}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect((await t.app.inject({ method: 'HEAD', url: '/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);

    const revoke = await t.call(snapshotApi.revokeSnapshot, { params: { id: snapshotId } }, agent);
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    const revoked = await t.app.inject({ method: 'GET', url: `/${snapshotId}` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain('Ссылка больше не действует');
    expect(revoked.body).toContain('<meta name="robots" content="noindex">');
    expect(revoked.body).not.toContain('og:title');
    const picture = await t.app.inject({ method: 'GET', url: `/preview/collection/${snapshotId}.jpg` });
    expect(picture.statusCode).toBe(404);
  });

  it('its description: the count, the range of prices (one when all are alike) and the agent', () => {
    expect(
      describeCollection({ name: 'x', count: 3, prices: [12_500_000, 8_000_000], agent: ' Анна ' }),
    ).toBe('3 объекта в подборке · от 8 млн ₽ до 12,5 млн ₽ · подготовил(а) Анна');
    expect(describeCollection({ name: 'x', count: 1, prices: [8_000_000], agent: null })).toBe(
      '1 объект в подборке · от 8 млн ₽',
    );
    expect(describeCollection({ name: 'x', count: 0, prices: [], agent: null })).toBe(
      'Подборка недвижимости',
    );
  });

  it('other pages keep the plain app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/licence' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:title');
  });
});

describe('[previews] a complex’s widget link', () => {
  it('carries the complex’s card with its photo; a complex the widget cannot show has none', async () => {
    const hidden = await t.app.inject({ method: 'GET', url: `/embed/${sea.object.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('og:title');
    expect(
      (await t.app.inject({ method: 'GET', url: `/preview/complex/${sea.object.id}.jpg` })).statusCode,
    ).toBe(404);

    await t.db.insert(embedOrigins).values({ objectId: sea.object.id, origin: 'https://sea.example' });
    const res = await t.app.inject({ method: 'GET', url: `/embed/${sea.object.id}` });
    expect(res.statusCode).toBe(200);
    const tags = metas(res.body);
    expect(tags['og:title']).toBe('ЖК «Морской» &amp; Co');
    expect(tags['og:url']).toBe(`${BASE}/embed/${sea.object.id}`);
    expect(tags['og:description']).toContain('г. Сочи, ул. Морская, 10');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags.robots).toBeUndefined();
    const image = new URL(tags['og:image']!);
    const jpeg = await t.app.inject({ method: 'GET', url: image.pathname });
    expect(jpeg.statusCode).toBe(200);
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });
});

describe('[previews] robots.txt', () => {
  it('is the server’s text: the catalogue open, the API, personal and staff screens closed, no sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/cabinet', '/builder_cabinet', '/moderation']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const open of ['/feed', '/realty/', '/offer/', '/embed/']) {
      expect(lines.some((l) => l.startsWith('Disallow:') && open.startsWith(l.slice(10)))).toBe(false);
    }
    expect(res.body).not.toMatch(/Sitemap:/i);
    expect(res.body).not.toContain('<html');
  });
});
