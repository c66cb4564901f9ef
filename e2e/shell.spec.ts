// The app shell's own screens on both sizes: the licence, the error pages, the email link's outcome with and
// without a session, the main menu of PRODUCT §2 (the phone's drawer, the desktop's sidebar) and the FAB's place.
import { test, expect } from './fixtures.ts';
import { isPhone, openMenu } from './menu.ts';

/** PRODUCT §2's main menu, in its order; «Чат техподдержки» opens the messenger, the rest are pages. */
const MENU: [string, RegExp | null][] = [
  ['Главная', /\/feed$/],
  ['Личный кабинет', /\/cabinet$/],
  ['Мои подборки', /\/cabinet\/collections$/],
  ['Мои объявления', /\/cabinet\/offers$/],
  ['Архив объявлений', /\/cabinet\/archive$/],
  ['Избранное', /\/cabinet\/favorites$/],
  ['Сохранённые фильтры', /\/cabinet\/filters$/],
  ['Чат техподдержки', null],
  ['Разместить', /\/cabinet\/offers\/new$/],
  ['Мои объекты', /\/builder_cabinet$/],
];

test.describe('[shell] public screens', { tag: '@both' }, () => {
  test('the licence opens without a session and goes back to login', async ({ page, shot }) => {
    await page.goto('/licence');
    await expect(page.getByText('Пользовательское соглашение').first()).toBeVisible();
    await expect(page.getByRole('heading').nth(1)).toBeVisible();
    await shot(page, 'shell-licence');
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Введите номер телефона')).toBeVisible();
  });

  test('access denied explains itself and leads home', async ({ page, shot }) => {
    await page.goto('/error/access-deny');
    await expect(page.getByRole('heading', { name: 'Доступ запрещен' })).toBeVisible();
    await expect(page.getByText('У вас нет прав для просмотра этой страницы')).toBeVisible();
    await shot(page, 'shell-access-deny');
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the email link opened without a session shows its outcome and a way to log in', async ({
    page,
    shot,
  }) => {
    await page.goto('/verify-email?verified=1');
    await expect(page.getByRole('heading', { name: 'Почта подтверждена' })).toBeVisible();
    await expect(
      page.getByText('Адрес подтверждён. Войдите по номеру телефона, чтобы продолжить.'),
    ).toBeVisible();
    await shot(page, 'shell-verify-email-verified-guest');

    await page.goto('/verify-email?error=invalid');
    await expect(page.getByRole('heading', { name: 'Ссылка недействительна' })).toBeVisible();
    await shot(page, 'shell-verify-email-invalid-guest');
    await page.getByRole('link', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Введите номер телефона')).toBeVisible();
  });
});

test.describe('[shell] a logged-in user', { tag: '@both' }, () => {
  test('the email link’s outcome with a session leads to the feed', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'user', '/verify-email?verified=1');
    await expect(page.getByRole('heading', { name: 'Почта подтверждена' })).toBeVisible();
    await shot(page, 'shell-verify-email-verified');
    await page.getByRole('button', { name: 'Перейти к объектам' }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('the main menu has every PRODUCT §2 entry, and each leads where it says', async ({
    page,
    visitAs,
    shot,
  }) => {
    // The agent may post offers, so «Разместить» opens the form (without ad-create it leads on to the cabinet).
    await visitAs(page, 'agent', '/feed');
    let menu = await openMenu(page);
    for (const [title] of MENU)
      await expect(menu.getByRole('link', { name: title, exact: true }), title).toBeVisible();
    const support = menu.getByRole('link', { name: 'Чат техподдержки' });
    await expect(support).toHaveAttribute('href', /^https:\/\//);
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await shot(page, isPhone(page) ? 'shell-menu-drawer' : 'shell-menu-sidebar', { fullPage: false });

    for (const [title, url] of MENU) {
      if (!url) continue;
      if (isPhone(page) && !(await menu.isVisible())) menu = await openMenu(page);
      await menu.getByRole('link', { name: title, exact: true }).click();
      await expect(page, title).toHaveURL(url);
      await page.waitForLoadState('networkidle');
      await expect(page, `${title}, once loaded`).toHaveURL(url);
      // The phone's drawer closes once a page is chosen.
      if (isPhone(page)) await expect(page.getByRole('dialog', { name: 'Меню' })).toBeHidden();
    }
  });

  test('the floating action button sits 55 px from the right edge (PRODUCT §9)', async ({
    page,
    visitAs,
  }) => {
    await visitAs(page, 'user', '/cabinet/offers');
    const fab = page.getByRole('button', { name: 'Разместить объявление' });
    await expect(fab).toBeVisible();
    // Wait for the slide-in to end before measuring.
    await expect(fab).toHaveCSS('opacity', '1');
    const box = (await fab.boundingBox())!;
    expect(Math.round(page.viewportSize()!.width - (box.x + box.width))).toBe(55);
  });
});
