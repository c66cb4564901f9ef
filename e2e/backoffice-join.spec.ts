// Cabinet access as people live it: a user asks for the builder cabinet; a moderator, in another browser, approves;
// the user's open page turns into «Мои объекты» without a reload (BuilderCabinetModeration over the socket).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { confirmDialog } from './dialogs.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import * as authApi from '#shared/api/auth.ts';
import * as emailApi from '#shared/api/email.ts';
import * as userApi from '#shared/api/user.ts';
import { apiOf } from './api.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/** A new user made active through the real endpoints: code, login, terms, email link. */
async function activeUser(
  request: APIRequestContext,
  phone: string,
  readSmsCode: (phone: string) => Promise<string>,
  readEmailLink: (email: string) => Promise<string>,
): Promise<string> {
  expect(
    (await apiOf(request).call(authApi.requestCode, { body: { phone } }, { headers: JSON_HEADERS })).ok,
  ).toBe(true);
  const login = (
    await apiOf(request).call(
      authApi.login,
      { body: { phone, code: await readSmsCode(phone), consentVersion: PRIVACY_VERSION } },
      { headers: JSON_HEADERS },
    )
  ).response;
  const { token } = (await login.json()) as { token: string };
  const headers = { ...JSON_HEADERS, authorization: `Bearer ${token}` };
  await apiOf(request).call(
    userApi.updateUser,
    { body: { acceptTerms: 1, name: 'Игорь Застройщиков' } },
    { headers },
  );
  const email = `builder-${phone.slice(-7)}@kvartal.test`;
  await apiOf(request).call(emailApi.sendVerification, { body: { email } }, { headers });
  expect((await request.get(await readEmailLink(email), { maxRedirects: 0 })).status()).toBe(302);
  return token;
}

test('[backoffice-join] a user asks for the cabinet, a moderator approves, the user’s page opens it at once', async ({
  page,
  browser,
  request,
  newPhone,
  readSmsCode,
  readEmailLink,
  visitAs,
  shot,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await activeUser(request, newPhone(), readSmsCode, readEmailLink);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const company = `ООО «Берег-${Date.now() % 100_000}»`;

  // The user: the request screen in place of the cabinet.
  await page.goto('/builder_cabinet');
  await expect(page.getByRole('heading', { name: 'Кабинет застройщика' })).toBeVisible();
  await shot(page, 'backoffice-join-request');
  await page.getByRole('button', { name: 'Запросить доступ' }).click();
  await expect(page.getByRole('textbox', { name: 'Компания' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Компания' }).fill(company);
  await page.getByRole('textbox', { name: 'Комментарий' }).fill('Строим клубный дом в Хосте, 40 квартир.');
  await page.getByRole('button', { name: 'Запросить доступ' }).click();
  await expect(page.getByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();
  await shot(page, 'backoffice-join-pending');

  // The moderator, in a browser of their own.
  const moderContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'ru-RU',
    extraHTTPHeaders: { 'x-forwarded-for': '10.254.1.1' },
  });
  const moder = await moderContext.newPage();
  await visitAs(moder, 'moder', '/builder_cabinet');
  await moder.getByRole('link', { name: 'Заявки застройщиков' }).first().click();
  await expect(moder).toHaveURL(/\/cabinet\/builder-requests$/);
  const row = moder.getByRole('listitem').filter({ hasText: company });
  await expect(row.getByText('На рассмотрении')).toBeVisible();
  await shot(moder, 'backoffice-join-requests');
  await row.getByRole('button', { name: 'Одобрить' }).click();
  await confirmDialog(moder, 'Открыть доступ к кабинету застройщика?', 'Одобрить');
  await expect(row.getByText('Одобрена')).toBeVisible();
  await moderContext.close();

  // The user's page, never reloaded, is the cabinet now.
  await expect(page.getByText('Доступ к кабинету застройщика открыт')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Мои объекты' })).toBeVisible();
  await expect(page.getByText('Отсутствуют объекты')).toBeVisible();
  await shot(page, 'backoffice-join-granted');
});

test(
  '[backoffice-join] the request screen on a phone',
  { tag: '@phone' },
  async ({ page, request, newPhone, readSmsCode, readEmailLink, shot }) => {
    const token = await activeUser(request, newPhone(), readSmsCode, readEmailLink);
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await page.goto('/builder_cabinet');
    await expect(page.getByRole('button', { name: 'Запросить доступ' })).toBeVisible();
    await shot(page, 'backoffice-join-request');
  },
);
