// «Выйти на всех устройствах» in the profile: one device logs the account out everywhere; the other device, still
// open, is sent to the login screen by its next request. A fresh account (not a demo one), so the demo tokens other
// specs share in parallel stay valid.
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { test, expect, logOffset } from './fixtures.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import * as authApi from '#shared/api/auth.ts';
import { apiOf } from './api.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/** A second login of the same phone: a minute later by the server's clock, past the resend limit of the code. */
async function secondToken(
  request: APIRequestContext,
  phone: string,
  readSmsCode: (phone: string, options?: { since?: number }) => Promise<string>,
): Promise<string> {
  const later = { ...JSON_HEADERS, 'x-test-clock-offset': '61' };
  const since = await logOffset();
  expect((await apiOf(request).call(authApi.requestCode, { body: { phone } }, { headers: later })).ok).toBe(
    true,
  );
  const code = await readSmsCode(phone, { since });
  const login = (
    await apiOf(request).call(
      authApi.login,
      { body: { phone, code, consentVersion: PRIVACY_VERSION } },
      { headers: later },
    )
  ).response;
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Stores the token before the app loads, once per tab (a logout must stick after the next navigation). */
async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e:token-set')) return;
    localStorage.setItem('token', value);
    sessionStorage.setItem('e2e:token-set', '1');
  }, token);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The main menu: the drawer behind «Открыть меню» on a phone, the sidebar on a desktop. */
async function openMenu(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    return page.getByRole('dialog', { name: 'Меню' }).getByRole('navigation', { name: 'Меню' });
  }
  return page.getByRole('navigation', { name: 'Меню' });
}

async function otherDevice(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

test.describe('[auth] logging out on every device', { tag: '@both' }, () => {
  test('one device logs out everywhere; the other is sent to login by its next request', async ({
    page,
    request,
    browser,
    newPhone,
    readSmsCode,
    account,
    shot,
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
    extraHTTPHeaders,
  }) => {
    // Two browser contexts, a fresh account and five screenshots: past the default on a busy machine.
    test.setTimeout(60_000);
    const phone = newPhone();
    const { token: laptopToken } = await account({ phone, name: 'Ирина Сеансова' });
    const phoneToken = await secondToken(request, phone, readSmsCode);

    // The other device: its own browser context (its own storage), the same account.
    const other = await otherDevice(browser, {
      baseURL,
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale,
      timezoneId,
      extraHTTPHeaders,
    });
    await useToken(other, phoneToken);
    await other.goto('/cabinet');
    await expect(other.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();

    await useToken(page, laptopToken);
    await page.goto('/cabinet/profile');
    const card = page.getByRole('region', { name: 'Вход на других устройствах' });
    await expect(card).toBeVisible();
    await expect(page.getByLabel('Имя')).toHaveValue('Ирина Сеансова');
    await shot(page, 'logout-everywhere-profile');

    await card.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Выйти на всех устройствах?' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Сеансы завершатся на всех телефонах и компьютерах, включая этот.'),
    ).toBeVisible();
    await shot(page, 'logout-everywhere-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Выйти везде' }).click();

    // This device: the login screen, the token forgotten.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Введите номер телефона')).toBeVisible();
    await expect(page.getByText('Вы вышли на всех устройствах')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, 'logout-everywhere-done', { fullPage: false });

    // The other device still shows the cabinet; its next request (the favourites) answers 401 and it goes to login.
    await expect(other.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
    await (await openMenu(other)).getByRole('link', { name: 'Избранное' }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByLabel('Введите номер телефона')).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(other, 'logout-everywhere-other-device', { fullPage: false });
    await other.context().close();
  });
});
