// A client opening a sent collection from a messenger: no session, a brand-new browser. The link's first HTML holds
// its cards before any script runs (the server's first paint), its read leaves with the HTML (the early script), the
// app takes the screen over without a shift, and no form code (react-hook-form, Zod) is loaded on its first screen.
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import { layoutShifts } from './layout-shift.ts';
import * as collectionsApi from '#shared/api/collections.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import { apiOf } from './api.ts';
import { fillPath } from '#shared/api/endpoint.ts';

/** The packages that make a form: none of them belongs to the link's first screen. */
const FORM_PACKAGES = ['react-hook-form', '@hookform/resolvers', 'zod'];

/**
 * A live link of the demo agent's with at least two items (other specs add and revoke links, so the first one that
 * answers is taken rather than a name).
 */
async function demoLink(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const headers = authHeaders(await demoToken('agent'));
  const list = (
    await apiOf(request).call(collectionsApi.listCollections, { query: { all: 'true' } }, { headers })
  ).response;
  expect(list.ok()).toBe(true);
  for (const { id } of (await list.json()).data as { id: number }[]) {
    const full = (await apiOf(request).call(collectionsApi.getCollection, { params: { id } }, { headers }))
      .body.data as {
      snapshot: { id: string } | null;
    };
    if (!full.snapshot) continue;
    const read = (
      await apiOf(request).call(snapshotApi.getSnapshot, { params: { id: full.snapshot.id } }, { headers })
    ).response;
    if (!read.ok()) continue;
    const body = (await read.json()) as { name: string; items: unknown[] };
    if (body.items.length >= 2) return { id: full.snapshot.id, name: body.name };
  }
  throw new Error('the demo agent has no live link with two items');
}

/** The npm packages a served script was built from, read from its source map (once per script). */
const packagesSeen = new Map<string, Promise<string[]>>();
function packagesOf(request: APIRequestContext, script: string): Promise<string[]> {
  if (!script.startsWith('/assets/')) return Promise.resolve([]);
  let found = packagesSeen.get(script);
  if (!found) packagesSeen.set(script, (found = readPackages(request, script)));
  return found;
}

async function readPackages(request: APIRequestContext, script: string): Promise<string[]> {
  const map = await request.get(`${script}.map`);
  // Scripts outside the build's assets (the service worker's) have no map: the SPA's fallback answers.
  if (!map.ok() || !(map.headers()['content-type'] ?? '').includes('json')) return [];
  const { sources } = (await map.json()) as { sources: string[] };
  return sources.flatMap((s) => {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
    return m ? [m[1]!] : [];
  });
}

test.describe('[quality] a sent link’s first HTML, before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('holds the collection’s name, the agent and its cards with phone-size pictures @both', async ({
    page,
    request,
    shot,
  }) => {
    const link = await demoLink(request);
    await page.goto(`/${link.id}`);
    await expect(page.locator('#fp h1')).toHaveText(link.name);
    const cards = page.locator('#fp article');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(cards.first()).toContainText('₽');
    await expect(page.locator('#fp').getByRole('link', { name: 'Скачать PDF' })).toBeVisible();
    // The first picture asks for the phone's variant first; the rest wait for their turn.
    const first = page.locator('#fp img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('sizes', /50vw$/);
    await expect(first).toHaveAttribute('srcset', / 640w/);
    await shot(page, 'first-visit-link-nojs', { fullPage: false });
  });
});

test.describe('[quality] a sent link opened in a new browser', () => {
  test('the app takes the painted screen over, reads once, loads no form code until a comment is started @both', async ({
    page,
    request,
    shot,
  }) => {
    // Source maps of the whole first screen are read (a few megabytes on a loaded machine).
    test.setTimeout(120_000);
    const link = await demoLink(request);
    const scripts: string[] = [];
    const reads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname === fillPath(snapshotApi.getSnapshot.path, { id: link.id })) reads.push(r.method());
    });
    await page.goto(`/${link.id}`);
    const grid = page.locator('#root').getByTestId('snapshot-objects');
    await expect(grid).toBeVisible();
    await expect(page.locator('#fp')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(link.name);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
    // One read, sent by the early script (before the app's scripts), taken by the app.
    expect(reads).toEqual(['GET']);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const found = (await packagesOf(request, script)).filter((p) => FORM_PACKAGES.includes(p));
      expect(found, script).toEqual([]);
    }
    await shot(page, 'first-visit-link-app', { fullPage: false });

    // The comment form comes with the tap.
    const firstScreen = scripts.length;
    await grid.getByRole('button', { name: 'Комментировать' }).first().click();
    await expect(page.getByLabel('Комментарий для агента')).toBeVisible();
    let formCode = false;
    for (const script of scripts.slice(firstScreen)) {
      if ((await packagesOf(request, script)).includes('react-hook-form')) formCode = true;
    }
    expect(formCode).toBe(true);
  });
});
