// Moderation as a moderator lives it: find a user by phone, ban them — their open app, in another browser, goes to
// the login screen with the ban message at once — and unban; the offers screen filters by status.
import { test, expect } from './fixtures.ts';
import { freshUser, useToken } from './workflows-helpers.ts';

test.describe('[workflows-moderation] a moderator bans and unbans a user', () => {
  test('the banned user’s open app goes to login with the banned message @both', async ({
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
});
