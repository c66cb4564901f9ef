// The SPA as the Android wrapper runs it: window.Capacitor says native, so the router keeps its place in the hash,
// the early script and the service worker stay out, and the app asks the server about its own package's version.
import { appUpdateTexts } from '#shared/texts/notifications.ts';
import { test, expect } from './fixtures.ts';
import * as appVersionApi from '#shared/api/app-version.ts';

test.describe('[distribution] mobile wrapper', () => {
  test('routes by the hash, opens an object and checks its package version @both', async ({
    page,
    loginAs,
    shot,
  }) => {
    await page.addInitScript(() => {
      (window as { Capacitor?: unknown }).Capacitor = {
        isNativePlatform: () => true,
        Plugins: { App: { getInfo: async () => ({ id: 'ru.kvartal.app', build: '1' }) } },
      };
    });
    await loginAs(page, 'user');
    const versionAsked = page.waitForRequest((request) =>
      request.url().includes(appVersionApi.latestAppVersion.path),
    );

    await page.goto('/');
    await expect(page).toHaveURL(/\/#\/feed/);
    const cards = page.getByTestId('results').locator('article');
    await expect(cards.first()).toBeVisible();
    expect(new URL((await versionAsked).url()).searchParams.get('package')).toBe('ru.kvartal.app');
    // The demo data publishes a newer code of this package than the running build 1: the update is offered.
    await expect(page.getByText(appUpdateTexts.updateAvailable.split(' {0}')[0]!)).toBeVisible();
    // Inside the wrapper no early request is made and no worker is registered (its files are local).
    expect(await page.evaluate(() => (window as { __early?: unknown }).__early)).toBeUndefined();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );
    await shot(page, 'mobile-wrapper-feed', { fullPage: false });

    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/#\/realty\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await shot(page, 'mobile-wrapper-object', { fullPage: false });

    // Back returns to the feed, still in the hash.
    await page.goBack();
    await expect(page).toHaveURL(/\/#\/feed/);
  });
});
