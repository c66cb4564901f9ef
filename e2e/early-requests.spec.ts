// A cold first visit with a stored session: the feed's first page and an object page's complex are asked for by
// index.html's inline script, before the app's code has loaded, and the app uses those answers (no second request).
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';
import { fillPath } from '#shared/api/endpoint.ts';

/** The session stored on a page that is not the app, so the next visit starts cold. */
async function storeSession(page: Page) {
  const token = await demoToken('user');
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

function watch(page: Page) {
  const asked: Request[] = [];
  const blocked: string[] = [];
  page.on('request', (r) => asked.push(r));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) blocked.push(m.text());
  });
  return { asked, blocked };
}

test.describe('[quality] early requests of a cold visit', () => {
  test('the feed’s first page leaves with the HTML, once, and its cards show @both', async ({ page }) => {
    await storeSession(page);
    const { asked, blocked } = watch(page);
    await page.goto('/feed');
    await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
    const searches = asked.filter((r) => r.url().endsWith(`${searchApi.searchCards.path}?page=1`));
    expect(searches).toHaveLength(1);
    // The inline script asked (window.__early exists) and the app took its answer (nothing left in it).
    expect(await page.evaluate(() => window.__early?.length)).toBe(0);
    expect(blocked).toEqual([]);
  });

  test('an object page’s complex is asked for with the HTML, once', async ({ page }) => {
    await storeSession(page);
    const { asked, blocked } = watch(page);
    await page.goto('/realty/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.filter((r) => r.url().endsWith(fillPath(realtyApi.getObject.path, { id: 1 })))).toHaveLength(
      1,
    );
    expect(blocked).toEqual([]);
  });

  test('the feed replays the filter last used (resale) on the next cold visit', async ({ page }) => {
    await storeSession(page);
    await page.goto('/feed');
    await page.getByRole('button', { name: 'Вторичка', exact: true }).click();
    await expect(page.getByText(/^Найдено \d+ объявлени/)).toBeVisible();
    const remembered = await page.evaluate(() => localStorage.getItem('early.feed'));
    expect(JSON.parse(remembered!)).toMatchObject({ market: 2 });

    const { asked } = watch(page);
    await page.goto('/favicon.svg');
    await page.goto('/feed');
    await expect(page.getByText(/^Найдено \d+ объявлени/)).toBeVisible();
    // The app keeps the session and that request in cookies, so the server painted this feed into the page and
    // inlined its answer (decision 033): no request at all, and the inlined one is the remembered one.
    const searches = asked.filter((r) => r.url().endsWith(`${searchApi.searchCards.path}?page=1`));
    expect(searches).toHaveLength(0);
    const inlined = await page.evaluate(
      () => JSON.parse(document.getElementById('fp-data')!.textContent!)[0].payload as string,
    );
    expect(inlined).toBe(remembered);
  });
});
