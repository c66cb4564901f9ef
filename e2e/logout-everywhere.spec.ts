// «Выйти на всех устройствах» in the profile: one device logs the account out everywhere; the other device, still
// open, is sent to the login screen by its next request. A fresh account (not a demo one), so the demo tokens other
// specs share in parallel stay valid.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, logOffset, useToken } from './fixtures.ts';
import { openMenu } from './menu.ts';
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

test.describe('[auth] logging out on every device', { tag: '@both' }, () => {
  test('one device logs out everywhere; the other is sent to login by its next request', async ({
    page,
    request,
    newPhone,
    readSmsCode,
    account,
    newDevice,
    shot,
  }) => {
    // Two browser contexts, a fresh account and five screenshots: past the default on a busy machine.
    test.setTimeout(60_000);
    const phone = newPhone();
    const { token: laptopToken } = await account({ phone, name: 'Ирина Сеансова' });
    const phoneToken = await secondToken(request, phone, readSmsCode);

    // The other device: its own browser context (its own storage), the same account.
    const other = await newDevice();
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
