// The server's first paint (decision 033): /feed and an object page arrive with their first screen in plain HTML, so
// a phone paints cards before the app's scripts have loaded; the app then takes the screen over without showing
// anything twice and without moving what was painted.
import type { BrowserContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { layoutShifts } from './layout-shift.ts';

/** The session as the app keeps it: the token in localStorage and its cookie for the painted pages. */
async function storeSession(context: BrowserContext, baseURL: string, withStorage: boolean) {
  const token = await demoToken('user');
  const { hostname } = new URL(baseURL);
  await context.addCookies(
    ['/feed', '/realty'].map((path) => ({ name: 'kv_session', value: token, domain: hostname, path })),
  );
  if (withStorage) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
  }
}

test.describe('[quality] first paint without the scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the feed’s first cards and an object’s head are in the HTML @both', async ({
    page,
    context,
    baseURL,
    shot,
  }) => {
    await storeSession(context, baseURL!, false);
    await page.goto('/feed');
    const cards = page.locator('#fp article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expect(cards.first().locator('h3')).not.toBeEmpty();
    await expect(cards.first()).toContainText('₽');
    const photo = cards.first().locator('img');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('width', '640');
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, 'first-paint-feed-nojs', { fullPage: false });

    await page.goto('/realty/1');
    await expect(page.locator('#fp h1')).not.toBeEmpty();
    await expect(page.locator('#fp')).toContainText('₽');
    await shot(page, 'first-paint-object-nojs', { fullPage: false });
  });

  test('a page without a session is the plain app shell, as before', async ({ page }) => {
    await page.goto('/feed');
    await expect(page.locator('#fp')).toHaveCount(0);
    await expect(page.locator('#root')).toHaveCount(1);
  });
});

test.describe('[quality] the app takes the painted screen over', () => {
  test('the feed: one set of cards, no layout shift @both', async ({ page, context, baseURL, shot }) => {
    await storeSession(context, baseURL!, true);
    await page.goto('/feed');
    await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
    await expect(page.locator('#fp')).toHaveCount(0);
    // Every card on the page is the app's.
    const all = await page.locator('article').count();
    expect(await page.locator('#root article').count()).toBe(all);
    const firstTitle = await page.getByTestId('results').locator('article h3').first().innerText();
    await expect(page.getByRole('heading', { level: 3, name: firstTitle, exact: true })).toHaveCount(1);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
    // The largest paint stays the painted photo: the app's same photo, drawn later, is not larger (a later, larger
    // one would move LCP to after the scripts).
    const paints = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
              seen.push(entry.element && !entry.element.closest('#fp') ? 'app' : 'painted');
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(seen), 300);
        }),
    );
    expect(paints.at(-1)).toBe('painted');
    // Nothing of the app's code was asked for before the painted screen and its first photo were drawn: the early
    // script adds the entry afterwards (it is not in the page's head).
    const order = await page.evaluate(
      () =>
        new Promise<{ firstScript: number; photo: number }>((resolve) => {
          const scripts = performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => e.startTime);
          new PerformanceObserver((list) => {
            const photo = list.getEntries().find((e) => (e as PerformanceEntry & { url: string }).url);
            resolve({ firstScript: Math.min(...scripts), photo: photo?.startTime ?? Infinity });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(order.firstScript).toBeGreaterThan(order.photo);
    await shot(page, 'first-paint-feed-app', { fullPage: false });
  });

  test('an object page: one heading, no layout shift @both', async ({ page, context, baseURL, shot }) => {
    await storeSession(context, baseURL!, true);
    await page.goto('/realty/1');
    await expect(page.locator('#root h1')).toBeVisible();
    await expect(page.locator('#fp')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
    await shot(page, 'first-paint-object-app', { fullPage: false });
  });
});

test.describe('[quality] a cold chessboard page', () => {
  test('starts its route without preload links for the route’s scripts (decision 036)', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeSession(context, baseURL!, true);
    await page.goto('/realty/1/chess');
    await expect(page.getByTestId('chess-grid')).toBeVisible();
    const shell = await (await page.request.get('/index.html')).text();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The page's own preloads (its head, or the painted page's list of the app's scripts) and nothing more: the
    // chessboard's chunks come with their import, not each with a link added in the task that starts the route.
    expect(preloaded.length).toBeGreaterThan(0);
    for (const href of preloaded) expect(shell, href).toContain(href);
  });
});
