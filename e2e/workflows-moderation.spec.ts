// Moderation as a moderator lives it: find a user by phone, ban them — their open app, in another browser, goes to
// the login screen with the ban message at once — and unban; the offers screen filters by status.
import { test, expect } from './fixtures.ts';
import { freshUser, useToken } from './workflows-helpers.ts';

test.describe('[workflows-moderation] moderators and admins', () => {
  test('a moderator bans a user, whose open app goes to login with the banned message, and unbans @both', async ({
    page,
    browser,
    request,
    loginAs,
    newPhone,
    readSmsCode,
    readEmailLink,
    shot,
  }, testInfo) => {
    test.setTimeout(120_000);
    const victim = await freshUser(request, newPhone(), 'Виктор Нарушителев', readSmsCode, readEmailLink);

    // The user's app is open in another browser.
    const other = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: page.viewportSize() ?? undefined,
      locale: 'ru-RU',
    });
    const victimPage = await other.newPage();
    await useToken(victimPage, victim.token);
    await victimPage.goto('/cabinet');
    await expect(victimPage.getByRole('region', { name: 'Профиль' })).toContainText('Виктор Нарушителев');

    await loginAs(page, 'moder');
    await page.goto('/feed');
    // The staff's menu entry (on phones it is in the drawer).
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('link', { name: 'Модерация' }).click();
    await expect(page).toHaveURL('/moderation/users');

    await page.getByLabel('Поиск по телефону или имени').fill(victim.phone.slice(2));
    const row = page.getByTestId('moderation-user').filter({ hasText: 'Виктор Нарушителев' });
    await expect(row).toHaveCount(1);
    await shot(page, 'workflows-moderation-users');
    await row.getByRole('button', { name: 'Заблокировать' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Заблокировать Виктор Нарушителев?');
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await expect(page.getByText('Пользователь заблокирован')).toBeVisible();
    await expect(row).toContainText('Заблокирован');

    // The user's open app: to the login screen with the ban, without a reload.
    await expect(victimPage).toHaveURL(/\/\?banned=1$/);
    await expect(
      victimPage.getByText('Вы заблокированы за нарушение условий пользовательского соглашения.'),
    ).toBeVisible();
    await shot(victimPage, 'workflows-moderation-banned-user');

    // Unbanned, the row offers the roles again.
    await row.getByRole('button', { name: 'Разблокировать' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Разблокировать' }).click();
    await expect(page.getByText('Пользователь разблокирован')).toBeVisible();
    await expect(row.getByRole('combobox', { name: 'Роль' })).toBeVisible();

    // The offers screen filters by status.
    await page.getByRole('link', { name: 'Объявления', exact: true }).click();
    await page.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Активно' });
    await expect(page).toHaveURL('/moderation/offers?status=2');
    await expect(page.getByTestId('moderation-offer').first()).toContainText('Активно');
    await shot(page, 'workflows-moderation-offers');
    await other.close();
  });

  test('an admin publishes a new app version and broadcasts a message every open app shows', async ({
    page,
    browser,
    loginAs,
    shot,
  }, testInfo) => {
    // Somebody's app is open.
    const other = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: page.viewportSize() ?? undefined,
      locale: 'ru-RU',
    });
    const reader = await other.newPage();
    await loginAs(reader, 'user');
    await reader.goto('/feed');
    await expect(reader.getByRole('navigation', { name: 'Меню' }).first()).toBeAttached();

    await loginAs(page, 'admin');
    await page.goto('/moderation/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Приложение и рассылки' })).toBeVisible();

    // A new build: the open app hears NewAppVersion.
    const code = String(1000 + Math.floor(Math.random() * 1_000_000));
    await page.getByRole('textbox', { name: 'Пакет' }).fill('ru.kvartal.app');
    await page.getByRole('textbox', { name: 'Номер сборки (versionCode)' }).fill(code);
    await page.getByRole('textbox', { name: 'Версия' }).fill(`2.${code}`);
    await page.getByRole('button', { name: 'Опубликовать версию' }).click();
    await expect(page.getByText(`Версия 2.${code} (${code}) опубликована`)).toBeVisible();
    await expect(page.getByTestId('current-version')).toContainText(`сборка ${code}`);
    await expect(reader.getByText('Вышла новая версия приложения')).toBeVisible();

    // A message to everybody.
    const text = `Плановые работы сегодня в 23:00 (${code})`;
    await page.getByRole('textbox', { name: 'Текст сообщения' }).fill(text);
    await page.getByRole('button', { name: 'Отправить всем' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отправить всем' }).click();
    await expect(page.getByText('Сообщение отправлено')).toBeVisible();
    await expect(reader.getByText(text)).toBeVisible();
    await shot(page, 'workflows-moderation-app');
    await shot(reader, 'workflows-moderation-broadcast-received');
    await other.close();
  });
});
