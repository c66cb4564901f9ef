// Notification channels as a user sets them: the profile's «Уведомления» links Telegram (the spec posts /start with
// the code to the webhook route, as Telegram would, with the secret header; the fake Bot API hears the bot's answer),
// and a type's channels are switched and stay switched. Screenshots on phone and desktop.
import { test, expect } from './fixtures.ts';
import { E2E_TELEGRAM_SECRET, botCalls } from './telegram.ts';
import * as notificationChannelsApi from '#shared/api/notification-channels.ts';
import { apiOf } from './api.ts';

test('[channels] links Telegram from the profile and sets a type’s channels @both', async ({
  page,
  loginAs,
  shot,
}, testInfo) => {
  // Each project its own account: the phone and the desktop run side by side.
  const phone = testInfo.project.name.includes('phone');
  await loginAs(page, phone ? 'salesManager2' : 'soloAgent');
  await page.goto('/cabinet/profile');
  const section = page.getByTestId('notification-channels');
  await expect(section.getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  const telegram = section.getByTestId('telegram-channel');

  // A run may find the account linked by an earlier run of the spec: start from unlinked.
  const unlink = telegram.getByRole('button', { name: 'Отключить' });
  if (await unlink.isVisible()) await unlink.click();
  await telegram.getByRole('button', { name: 'Подключить Telegram' }).click();
  const botLink = telegram.getByTestId('telegram-bot-link');
  await expect(botLink).toBeVisible();
  const href = (await botLink.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/t\.me\/kvartal_test_bot\?start=[\w-]+$/);
  const code = new URL(href).searchParams.get('start')!;

  // Telegram delivers the user's /start to the webhook.
  const chatId = 9_100_000 + (phone ? 1 : 2) * 1000 + Math.floor(Math.random() * 999);
  const refused = (
    await apiOf(page.request).call(notificationChannelsApi.telegramWebhook, {
      body: { update_id: 1, message: { text: `/start ${code}`, chat: { id: chatId } } },
    })
  ).response;
  expect(refused.status()).toBe(401);
  const update = (
    await apiOf(page.request).call(
      notificationChannelsApi.telegramWebhook,
      {
        body: {
          update_id: chatId,
          message: {
            message_id: 1,
            date: 0,
            text: `/start ${code}`,
            chat: { id: chatId, type: 'private', username: 'kv_e2e' },
          },
        },
      },
      { headers: { 'x-telegram-bot-api-secret-token': E2E_TELEGRAM_SECRET } },
    )
  ).response;
  expect(update.status()).toBe(200);
  await telegram.getByRole('button', { name: 'Я нажал «Запустить»' }).click();
  await expect(telegram.getByTestId('telegram-linked')).toHaveText('Подключён: @kv_e2e');
  // The bot's answer leaves through the outbox (drained every 2 s).
  await expect
    .poll(async () =>
      (await botCalls()).some(
        (c) =>
          c.method === 'sendMessage' &&
          String(c.body.chat_id) === String(chatId) &&
          /^Готово/.test(String(c.body.text)),
      ),
    )
    .toBe(true);

  // «Сделка сменила этап» without push, saved at once, still so after a reload.
  const row = section.locator('[data-type="DealStage"]');
  const pushToggle = row.getByRole('button', { name: 'Сделка сменила этап: Push' });
  if ((await pushToggle.getAttribute('aria-pressed')) === 'false') {
    await pushToggle.click();
    await expect(pushToggle).toHaveAttribute('aria-pressed', 'true');
  }
  const [saved] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().endsWith(notificationChannelsApi.updateNotificationChannels.path) &&
        r.request().method() === 'PUT',
    ),
    pushToggle.click(),
  ]);
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(pushToggle).toHaveAttribute('aria-pressed', 'false');
  await expect(row.getByRole('button', { name: 'Сделка сменила этап: Telegram' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(
    page.locator('[data-type="DealStage"]').getByRole('button', { name: 'Сделка сменила этап: Push' }),
  ).toHaveAttribute('aria-pressed', 'false');
  // What the screen shows from the section's top: Telegram, push, the first types.
  await page.getByTestId('notification-channels').evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -120); // the phone's sticky header
  });
  await expect(page.getByTestId('push-channel').getByRole('button', { name: 'Включить push' })).toBeVisible();
  await shot(page, 'profile-channels', { fullPage: false });
});
