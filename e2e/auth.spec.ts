// The login lifecycle as a person lives it: phone, SMS code, terms, email link, feed; a demo account; the throttle page.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import * as authApi from '#shared/api/auth.ts';
import { apiOf } from './api.ts';

const digitsOf = (phone: string) => phone.replace(/^\+7/, '');
const CONSENT = 'Я даю согласие на обработку персональных данных';

/** Ticks the explicit consent box of the phone screen, by its words as a person would. */
async function tickConsent(page: Page): Promise<void> {
  await page.getByText(CONSENT, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
}

test.describe('[auth] login and the user lifecycle', () => {
  test('a new phone logs in, accepts the terms, verifies the email and lands on the feed @both', async ({
    page,
    newPhone,
    readSmsCode,
    readEmailLink,
    shot,
    context,
  }) => {
    const phone = newPhone();
    await page.goto('/');
    await expect(page.getByLabel('Введите номер телефона')).toBeVisible();
    await shot(page, 'auth-phone');

    await page.getByLabel('Введите номер телефона').pressSequentially(digitsOf(phone));
    await expect(page.getByLabel('Введите номер телефона')).toHaveValue(
      `+7(${phone.slice(2, 5)})${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10, 12)}`,
    );
    // The consent box starts unticked; «Получить код» refuses beside it and moves the focus there.
    const consent = page.getByRole('checkbox', { name: CONSENT });
    await expect(consent).not.toBeChecked();
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByRole('alert')).toHaveText('Отметьте согласие на обработку персональных данных');
    await expect(consent).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await shot(page, 'auth-phone-consent-required');
    await tickConsent(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, 'auth-phone-consent-ticked');
    await page.getByRole('button', { name: 'Получить код' }).click();

    await expect(page).toHaveURL(/\/code/);
    await expect(page.getByLabel('Введите код из СМС')).toBeVisible();
    await expect(page.getByText(/Получить новый код можно через/)).toBeVisible();
    await shot(page, 'auth-code');

    // A wrong code first: the PRODUCT message, then the right one from the server's log provider.
    const code = await readSmsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Введите код из СМС').fill(wrong);
    await expect(page.getByText('Неверный код СМС')).toBeVisible();
    await shot(page, 'auth-code-wrong');
    await page.getByLabel('Введите код из СМС').fill(code);

    await expect(page).toHaveURL(/\/onboarding/);
    await shot(page, 'auth-onboarding');
    await page.getByText('Я прочитал(а) и принимаю условия пользовательского соглашения').click();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await expect(page).toHaveURL(/\/verify-email/);
    const email = `e2e-${digitsOf(phone)}@kvartal.test`;
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByText('Проверьте почту')).toBeVisible();
    await shot(page, 'auth-verify-email-sent');

    // The link is opened elsewhere (another tab); the waiting app moves to the feed over the socket.
    const link = await readEmailLink(email);
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByText('Почта подтверждена')).toBeVisible();
    await mailTab.close();

    await expect(page).toHaveURL(/\/feed/, { timeout: 15_000 });
    await shot(page, 'auth-feed-after-verification');

    // The session survives a reload: the token is stored, the user is active.
    await page.reload();
    await expect(page).toHaveURL(/\/feed/);
  });

  test('a demo agent logs in through the screens with the fixed code', async ({ page, shot }) => {
    await page.goto('/');
    await page.getByLabel('Введите номер телефона').pressSequentially('9000000004');
    await tickConsent(page);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page).toHaveURL(/\/code/);
    await page.getByLabel('Введите код из СМС').fill('123456');
    await expect(page).toHaveURL(/\/feed/);
    await page.goto('/');
    // A stored token skips the login screen (PRODUCT §2: auth_home goes to the feed).
    await expect(page).toHaveURL(/\/feed/);
    await shot(page, 'auth-demo-agent-feed');
  });

  test('too many code requests show the throttle page with the wait from the server @both', async ({
    page,
    request,
    newPhone,
    shot,
  }) => {
    const phone = newPhone();
    // The first request is allowed; the next within 60 s is throttled and the app shows the throttle page.
    const first = (await apiOf(request).call(authApi.requestCode, { body: { phone } })).response;
    expect(first.status()).toBe(200);

    await page.goto('/');
    await page.getByLabel('Введите номер телефона').pressSequentially(digitsOf(phone));
    await tickConsent(page);
    await page.getByRole('button', { name: 'Получить код' }).click();

    await expect(page).toHaveURL(/\/error\/throttle/);
    await expect(page.getByText('Слишком много попыток ввода')).toBeVisible();
    await expect(page.getByText(/Подождите \d+ сек\. и попробуйте снова/)).toBeVisible();
    const seconds = Number((await page.getByText(/Подождите \d+ сек/).textContent())!.match(/\d+/)![0]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    await shot(page, 'auth-throttle');
  });

  test('too many codes for one phone in an hour show the throttle page with the server’s wait @both', async ({
    page,
    request,
    newPhone,
    shot,
  }) => {
    const phone = newPhone();
    // Five codes an hour per phone, each at least 60 s after the last: the requests move the clock they see
    // (TEST_CLOCK in global-setup.ts), 61 s further each time, so the hour passes in seconds.
    const step = 61;
    for (let i = 0; i < 5; i++) {
      const res = (
        await apiOf(request).call(
          authApi.requestCode,
          { body: { phone } },
          { headers: { 'x-test-clock-offset': String(i * step) } },
        )
      ).response;
      expect(res.status(), `code ${i + 1}`).toBe(200);
    }

    // The app asks for a sixth code 61 s after the fifth: the resend wait is over, the hourly limit is not.
    await page.setExtraHTTPHeaders({ 'x-test-clock-offset': String(5 * step) });
    await page.goto('/');
    await page.getByLabel('Введите номер телефона').pressSequentially(digitsOf(phone));
    await tickConsent(page);
    await page.getByRole('button', { name: 'Получить код' }).click();

    await expect(page).toHaveURL(/\/error\/throttle\?seconds=\d+/);
    await expect(page.getByText('Слишком много попыток ввода')).toBeVisible();
    const text = page.getByText(/Подождите \d+ сек\. и попробуйте снова/);
    await expect(text).toBeVisible();
    // The first code leaves the hour 3600 − 305 s later, less the real seconds the test took.
    const seconds = Number((await text.textContent())!.match(/\d+/)![0]);
    expect(seconds).toBeLessThanOrEqual(3600 - 5 * step);
    expect(seconds).toBeGreaterThan(3600 - 5 * step - 60);
    expect(Number(new URL(page.url()).searchParams.get('seconds'))).toBeGreaterThan(3600 - 5 * step - 60);
    await shot(page, 'auth-throttle-hourly');
  });
});
