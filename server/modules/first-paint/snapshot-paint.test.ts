// GET /{id} through the whole app: a sent collection's first screen painted for a client with no session, from the
// read the API answers, recording no opening and showing nobody's reactions.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kind, Role } from '#shared/enums.ts';
import { formatPrice } from '#shared/format.ts';
import { objects, snapshots, snapshotVisits } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../test/app.ts';
import { catalogChanged } from '../../test/factories.ts';
import { actor, complex, type Actor, type TestComplex } from '../../test/worlds/cabinet.ts';
import { escapeHtml } from '../../core/html.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><script>early()</script><title>Квартал</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/entry-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/entry-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestContext;
let dir: string;
let agent: Actor;
let sea: TestComplex;
let snapshotId: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-snapshot-paint-'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  t = await buildTestApp({}, { spaRoot: dir });
  agent = await actor(t, Role.agent, { name: 'Екатерина <Лебедева>' });
  sea = await complex(t, { title: 'ЖК «Морской» & Co' });
  const collectionId = (
    await t.call(collectionsApi.createCollection, { body: { name: 'Для Ивановых <script>' } }, agent)
  ).json().data.id as number;
  for (const body of [
    { objectId: sea.cells[0]!.id, kind: Kind.unit, collectionIds: [collectionId] },
    { objectId: sea.object.id, collectionIds: [collectionId] },
  ]) {
    expect((await t.call(collectionsApi.bindToCollections, { body }, agent)).statusCode).toBe(200);
  }
  snapshotId = (await t.call(snapshotApi.createSnapshot, { body: { collectionId } }, agent)).json()
    .id as string;
});

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
const read = async () => (await t.call(snapshotApi.getSnapshot, { params: { id: snapshotId } })).json();

describe('[first paint] GET /{id}, a sent collection', () => {
  it('records no opening and tells the agent nothing; the app’s read does', async () => {
    const [before] = await t.db.select().from(snapshots).where(eq(snapshots.id, snapshotId));
    expect(before!.firstOpenedAt).toBeNull();
    expect((await page(`/${snapshotId}`)).statusCode).toBe(200);
    expect(await t.db.select().from(snapshotVisits).where(eq(snapshotVisits.snapshotId, snapshotId))).toEqual(
      [],
    );
    const [after] = await t.db.select().from(snapshots).where(eq(snapshots.id, snapshotId));
    expect(after!.firstOpenedAt).toBeNull();
    await read();
    expect(
      await t.db.select().from(snapshotVisits).where(eq(snapshotVisits.snapshotId, snapshotId)),
    ).toHaveLength(1);
  });

  it('carries its header, the agent and every item’s card, escaped, with the app’s scripts left to the early script', async () => {
    const api = await read();
    const response = await page(`/${snapshotId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      `<div id="fp" data-path="/${snapshotId}" data-shell="public" data-app="/assets/index-1.js /assets/entry-1.js">`,
    );
    expect(html).not.toContain('<script type="module"');
    // No answer inlined: the read counts the visitor's opening, which the app's own request does.
    expect(html).not.toContain('id="fp-data"');
    // The link card's tags stay.
    expect(html).toContain('<meta property="og:title"');
    const fp = html.slice(html.indexOf('<div id="fp"'), html.indexOf('<div id="root">'));
    expect(fp).toContain(escapeHtml('Для Ивановых <script>'));
    expect(fp).not.toContain('<script>');
    expect(fp).toContain(escapeHtml('Екатерина <Лебедева>'));
    expect(fp).toContain(`href="/api/snapshot/${snapshotId}/pdf"`);
    const [unitItem, complexItem] = api.items as { unit: { number: string; price: number } | null }[];
    expect(complexItem).toBeTruthy();
    expect(fp).toContain(formatPrice(unitItem!.unit!.price));
    expect(fp).toContain(escapeHtml('ЖК «Морской» & Co'));
    // A complex opens inside the link, not at its own page (which asks for a login).
    expect(fp).toContain(`href="/${snapshotId}/${sea.object.id}"`);
    // A unit on offer leads to its place on the link's chessboard, as the app's card does.
    expect(fp).toContain(`href="/${snapshotId}/${sea.object.id}/chess/`);
    expect(fp.match(/<article class="fp-card/g)).toHaveLength(2);
    expect(fp.match(/class="fp-reactions"/g)).toHaveLength(2);
    // The first picture is the first card's, asked for first: the early script waits for it (decision 033).
    const firstPicture = /<img [^>]*>/.exec(fp)?.[0];
    if (firstPicture) expect(firstPicture).toContain('fetchpriority="high"');
    // The app's stylesheet waits below the painted screen.
    expect(html.indexOf('/assets/entry-1.css')).toBeGreaterThan(html.indexOf('<div id="fp"'));
  });

  it('shows nobody’s marks or comments, though a visitor left some', async () => {
    const visitor = (await read()).visitor as string;
    const react = await t.call(
      snapshotApi.reactToSnapshot,
      {
        params: { id: snapshotId },
        body: { kind: Kind.realty, itemId: sea.object.id, reaction: 'like', comment: 'Какой этаж лучше?' },
      },
      null,
      { headers: { 'x-visitor-id': visitor } },
    );
    expect(react.statusCode, react.body).toBe(200);
    const html = (await page(`/${snapshotId}`)).body;
    expect(html).toContain('data-shell="public"');
    expect(html).not.toContain('Какой этаж лучше?');
  });

  it('a complex no longer public: its title as sent, no card and no figure of today', async () => {
    await t.db
      .update(objects)
      .set({ published: false, title: 'ЖК Морской (снят)' })
      .where(eq(objects.id, sea.object.id));
    await catalogChanged(t.app.cache);
    const fp = (await page(`/${snapshotId}`)).body;
    expect(fp).toContain('<div class="fp-sn-item" data-gone><article class="fp-card fp-gone">');
    expect(fp).not.toContain('ЖК Морской (снят)');
    expect(fp).not.toContain(`href="/${snapshotId}/${sea.object.id}"`);
    await t.db
      .update(objects)
      .set({ published: true, title: 'ЖК «Морской» & Co' })
      .where(eq(objects.id, sea.object.id));
    await catalogChanged(t.app.cache);
  });

  it('leaves its complexes’ pages, HEAD and a dead link alone', async () => {
    const inner = await page(`/${snapshotId}/${sea.object.id}`);
    expect(inner.statusCode).toBe(200);
    expect(inner.body).not.toContain('<div id="fp"');
    expect(inner.body).toContain('<script type="module"');
    const head = await page(`/${snapshotId}`, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect((await page('/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
