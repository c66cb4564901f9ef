// The installable app: manifest and icons, a service worker Chromium accepts for installation, and the last feed
// shown read-only with «Нет сети» when the network is gone.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromePath } from '../scripts/lib/chromium.ts';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';

const cards = (page: Page) => page.getByTestId('results').locator('article');

test.describe('[distribution] installable app', () => {
  test('the manifest names the app in Russian with its icons, and Chromium finds nothing against installing it', async ({
    request,
    baseURL,
  }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Квартал', start_url: '/feed', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    // Playwright's contexts are incognito, where Chromium never installs: a real profile, as a buyer's browser has.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'kvartal-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath(),
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/favicon.svg');
      await page.evaluate((token) => localStorage.setItem('token', token), await demoToken('user'));
      await page.goto('/feed');
      await expect(cards(page).first()).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('offline, the feed read before shows from the kept data under «Нет сети», which goes when the network is back @both', async ({
    page,
    context,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    await expect(cards(page).first()).toBeVisible();
    const firstTitle = (await cards(page).first().getByRole('heading').first().innerText()).trim();
    // The worker controls the page and the cache is kept.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('offline-cache')?.includes('"search"') ?? false))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Нет сети' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).first()).toContainText(firstTitle);
    await shot(page, 'pwa-offline-feed', { fullPage: false });

    // A complex never opened on this device says it will open when the network is back, instead of spinning.
    const unseen = cards(page).last();
    const unseenTitle = (await unseen.getByRole('heading').first().innerText()).trim();
    const href = (await unseen.getByRole('link').first().getAttribute('href'))!;
    await page.goto(href);
    await expect(
      page.getByText('Эта страница ещё не открывалась на этом устройстве', { exact: false }),
    ).toBeVisible();
    await shot(page, 'pwa-offline-unseen-object', { fullPage: false });

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Нет сети' })).toBeHidden();
    await expect(page.getByRole('heading', { name: unseenTitle }).first()).toBeVisible();
  });

  test('logging out forgets the kept pages: the next person on this browser reads nothing of the last one', async ({
    page,
    visitAs,
  }) => {
    await visitAs(page, 'agent', '/feed');
    await expect(cards(page).first()).toBeVisible();
    const keptUser = () =>
      page.evaluate(() => {
        const kept = JSON.parse(localStorage.getItem('offline-cache') ?? 'null') as {
          state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
        } | null;
        const user = kept?.state.queries.find((q) => q.queryKey[0] === 'user')?.state.data as
          { phone?: string } | null | undefined;
        return user?.phone ?? null;
      });
    await expect.poll(keptUser).not.toBeNull();
    const agentPhone = await keptUser();

    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Выйти' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('offline-cache') ?? '')).not.toContain(agentPhone!);

    // The next person opening this browser finds nothing of the agent's kept.
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('offline-cache') ?? '')).not.toContain(agentPhone!);
    expect(await keptUser()).toBeNull();
  });
});
