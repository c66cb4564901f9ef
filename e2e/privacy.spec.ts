// Personal data (152-FZ): the login screen's explicit consent box (refusing «Получить код» until ticked) links the
// consent document at /privacy, which anyone can read; the profile downloads the account's data and deletes the
// account, which ends the session. A fresh account (not a demo one), since it is deleted.
import { readFile } from 'node:fs/promises';
import { readUser } from '#shared/api/user.ts';
import { test, expect } from './fixtures.ts';

test.describe('[privacy] consent, data export and account deletion', { tag: '@both' }, () => {
  test('the login asks for an explicit consent, links the policy at /privacy, which renders without a session', async ({
    page,
    shot,
  }) => {
    await page.goto('/');
    const consent = page.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' });
    await expect(consent).not.toBeChecked();
    await expect(page.getByText('Нажимая «Получить код», вы принимаете')).toContainText(
      'пользовательское соглашение',
    );
    await page.getByLabel('Введите номер телефона').pressSequentially('9990001122');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByRole('alert')).toHaveText('Отметьте согласие на обработку персональных данных');
    await expect(consent).toBeFocused();
    await shot(page, 'privacy-login-consent-required', { fullPage: false });
    await page.getByText('Я даю согласие на обработку персональных данных', { exact: true }).click();
    await expect(consent).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, 'privacy-login-consent', { fullPage: false });

    await page.getByRole('link', { name: 'Политика обработки персональных данных' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' }),
    ).toBeVisible();
    await expect(page.getByText('Редакция от 1 декабря 2026 г.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '6. Права и отзыв согласия' })).toBeVisible();
    await shot(page, 'privacy-page');
  });

  test('the profile downloads the data and deletes the account', async ({ page, api, account, shot }) => {
    const { phone, token } = await account({ name: 'Пётр Удаляев', page });
    await page.goto('/cabinet/profile');
    const card = page.getByRole('region', { name: 'Персональные данные' });
    await expect(card.getByRole('button', { name: 'Скачать мои данные' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Удалить аккаунт' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'privacy-profile-card', { fullPage: false });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Скачать мои данные' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kvartal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, 'utf8'));
    expect(data.profile).toMatchObject({ phone, name: 'Пётр Удаляев' });
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'login' })]);

    await card.getByRole('button', { name: 'Удалить аккаунт' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить аккаунт?' });
    await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Аккаунт удалён')).toBeVisible();
    // The old token is refused by the server.
    const after = await api.call(readUser, null, { as: token });
    expect(after.status).toBe(401);
  });
});
