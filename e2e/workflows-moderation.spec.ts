// Moderation as a moderator lives it: find a user by phone, ban them — their open app, in another browser, goes to
// the login screen with the ban message at once — and unban; the offers screen filters by status (disabling and
// restoring from it: workflows-notifications). An admin publishes a wrapper build: the wrapper offers the update, a
// browser tab offers a reload only when the server serves another web build.
import type { Page } from '@playwright/test';
import { latestAppVersion } from '#shared/api/app-version.ts';
import { test, expect, useToken } from './fixtures.ts';
import { pageBeside } from './second-browser.ts';

test.describe('[workflows-moderation] moderators and admins', () => {
  test('a moderator bans an agent, whose open app goes to login with the banned message, and unbans to agent @both', async ({
    page,
    browser,
    account,
    visitAs,
    shot,
  }, testInfo) => {
    test.setTimeout(120_000);
    const victim = await account({ name: 'Виктор Нарушителев', role: 2 });

    // The user's app is open in another browser.
    const victimPage = await pageBeside(browser, page, testInfo, { locale: 'ru-RU' });
    await useToken(victimPage, victim.token);
    await victimPage.goto('/cabinet');
    await expect(victimPage.getByRole('region', { name: 'Профиль' })).toContainText('Виктор Нарушителев');

    await visitAs(page, 'moder', '/feed');
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

    // Unbanned, the agent comes back an agent (the ban kept the role), and the row offers the roles again.
    await row.getByRole('button', { name: 'Разблокировать' }).click();
    const unban = page.getByRole('alertdialog');
    await expect(unban).toContainText('Роль «Агент» вернётся');
    await unban.getByRole('button', { name: 'Разблокировать' }).click();
    await expect(page.getByText('Пользователь разблокирован')).toBeVisible();
    await expect(row.getByRole('combobox', { name: 'Роль' }).locator('option:checked')).toHaveText('Агент');

    // The offers screen filters by status.
    await page.getByRole('link', { name: 'Объявления', exact: true }).click();
    await page.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Активно' });
    await expect(page).toHaveURL('/moderation/offers?status=2');
    await expect(page.getByTestId('moderation-offer').first()).toContainText('Активно');
    await shot(page, 'workflows-moderation-offers');
    await victimPage.context().close();
  });

  test('an admin publishes a new app version and broadcasts a message every open app shows', async ({
    page,
    browser,
    api,
    loginAs,
    visitAs,
    shot,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pkg = 'ru.kvartal.app';
    const open = async (init?: (page: Page) => Promise<void>) => {
      const reader = await pageBeside(browser, page, testInfo, { locale: 'ru-RU' });
      await init?.(reader);
      await loginAs(reader, 'user');
      return { context: reader.context(), reader };
    };

    // An open browser tab, and one the server will have moved to another web build by the time the version comes.
    const browserTab = await open();
    await browserTab.reader.goto('/feed');
    const movedTab = await open(async (reader) => {
      // The tab's build check asks /index.html?build (the service worker's precache would answer /index.html).
      await reader.route(/\/index\.html(\?.*)?$/, async (route) => {
        const served = await route.fetch();
        const html = (await served.text()).replace(/\/assets\/index-/g, '/assets/index-next-');
        await route.fulfill({ response: served, body: html });
      });
    });
    await movedTab.reader.goto('/feed');
    // The mobile wrapper, running the newest build published so far.
    const latest = await api.call(latestAppVersion, { query: { package: pkg } });
    const runningCode = latest.ok && latest.body.version ? latest.body.version.code : 0;
    const wrapper = await open(async (reader) => {
      await reader.addInitScript((build) => {
        (window as unknown as { Capacitor: unknown }).Capacitor = {
          isNativePlatform: () => true,
          Plugins: { App: { getInfo: async () => ({ id: 'ru.kvartal.app', build }) } },
        };
      }, String(runningCode));
    });
    // Inside the wrapper the router reads the hash.
    await wrapper.reader.goto('/#/feed');
    for (const { reader } of [browserTab, movedTab, wrapper]) {
      await expect(reader.getByRole('navigation', { name: 'Меню' }).first()).toBeAttached();
    }

    await visitAs(page, 'admin', '/moderation/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Приложение и рассылки' })).toBeVisible();

    // A new build of the wrapper: each open app hears NewAppVersion once and answers it its own way.
    const code = String(Math.max(runningCode + 1, 1000 + Math.floor(Math.random() * 1_000_000)));
    await page.getByRole('textbox', { name: 'Пакет' }).fill(pkg);
    await page.getByRole('textbox', { name: 'Номер сборки (versionCode)' }).fill(code);
    await page.getByRole('textbox', { name: 'Версия' }).fill(`2.${code}`);
    const upToDateChecked = browserTab.reader.waitForResponse((r) => r.url().endsWith('/index.html?build'));
    await page.getByRole('button', { name: 'Опубликовать версию' }).click();
    await expect(page.getByText(`Версия 2.${code} (${code}) опубликована`)).toBeVisible();
    await expect(page.getByTestId('current-version')).toContainText(`сборка ${code}`);

    // The wrapper compares package and versionCode and offers the update, once.
    const appToast = wrapper.reader.getByText(/^Доступна новая версия приложения/);
    await expect(appToast).toHaveText(`Доступна новая версия приложения 2.${code}`);
    await expect(appToast).toHaveCount(1);
    await expect(wrapper.reader.getByRole('button', { name: 'Обновить', exact: true })).toBeVisible();
    await expect(wrapper.reader.getByText(/^Вышла новая версия сайта/)).toHaveCount(0);
    await shot(wrapper.reader, 'workflows-moderation-app-update-wrapper');
    // The tab whose web build is behind the server's offers a reload; one toast, not two.
    const webToast = /^Вышла новая версия сайта/;
    await expect(movedTab.reader.getByText(webToast)).toHaveCount(1);
    await expect(movedTab.reader.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
    await expect(movedTab.reader.getByText(/новая версия приложения/)).toHaveCount(0);
    await shot(movedTab.reader, 'workflows-moderation-app-update-web');

    // A message to everybody; by the time it arrives the up-to-date tab has long had its NewAppVersion.
    const text = `Плановые работы сегодня в 23:00 (${code})`;
    await page.getByRole('textbox', { name: 'Текст сообщения' }).fill(text);
    await page.getByRole('button', { name: 'Отправить всем' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отправить всем' }).click();
    await expect(page.getByText('Сообщение отправлено')).toBeVisible();
    await expect(browserTab.reader.getByText(text)).toBeVisible();
    // The up-to-date browser tab asked, and was offered nothing: its web build is the one the server serves.
    await upToDateChecked;
    await expect(browserTab.reader.getByText(webToast)).toHaveCount(0);
    await expect(browserTab.reader.getByText(/новая версия приложения/)).toHaveCount(0);
    await shot(page, 'workflows-moderation-app');
    await shot(browserTab.reader, 'workflows-moderation-broadcast-received');
    for (const { context } of [browserTab, movedTab, wrapper]) await context.close();
  });
});
