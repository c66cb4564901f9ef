// Notifications live: an agent's offer is in the feed the agent has open when a moderator, in another browser,
// disables it on the moderation screen. The card leaves the open feed without a reload, the bell's badge counts the
// notice, the panel tells it in Russian and leads to the offer, which shows the moderator's mark. The moderator then
// restores it from the same screen, and the offer comes back inactive for its owner to publish again.
import { formatPhone } from '#shared/format.ts';
import { test, expect, useToken } from './fixtures.ts';
import { pageBeside } from './second-browser.ts';
import { activateOwnOffer, saveOwnOffer } from '#shared/api/user-offers.ts';

test.describe('[workflows-notifications] a notification arrives live', () => {
  test('a moderator disables an offer: it leaves the open feed, badge, panel, link, mark; restored @both', async ({
    page,
    browser,
    api,
    account,
    visitAs,
    shot,
  }, testInfo) => {
    test.setTimeout(150_000);
    const agent = await account({ name: 'Ольга Агентова', role: 2 });
    const saved = await api.call(
      saveOwnOffer,
      {
        params: { id: 'draft' },
        body: { address: 'Сочи, Курортный проспект, 75', area: 61, price: 14_500_000, cntApart: 3 },
      },
      { as: agent.token },
    );
    expect(saved.ok, saved.text).toBe(true);
    const offerId = saved.body.data.id;
    expect((await api.call(activateOwnOffer, { params: { id: offerId } }, { as: agent.token })).ok).toBe(
      true,
    );

    // The agent looks at the resale feed, newest first: their offer is there.
    await useToken(page, agent.token);
    await page.goto('/feed');
    await page.getByRole('button', { name: 'Вторичка', exact: true }).click();
    await page.getByLabel('Сортировка').selectOption({ label: 'Сначала новые' });
    const card = page
      .getByTestId('results')
      .locator('article')
      .filter({ has: page.locator(`a[href^="/offer/${offerId}"]`) });
    await expect(card).toBeVisible();
    const bell = page.getByTestId('notification-bell').locator('visible=true');
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveCount(0);

    // A moderator, in another browser, disables it on the moderation screen.
    const moderPage = await pageBeside(browser, page, testInfo, { locale: 'ru-RU' });
    await visitAs(moderPage, 'moder', '/moderation/offers?status=2');
    const row = moderPage.getByTestId('moderation-offer').filter({ hasText: formatPhone(agent.phone) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Активно');
    await row.getByRole('button', { name: 'Заблокировать' }).click();
    const confirmDisable = moderPage.getByRole('alertdialog');
    await expect(confirmDisable).toContainText('Заблокировать объявление?');
    await confirmDisable.getByRole('button', { name: 'Заблокировать' }).click();
    await expect(moderPage.getByText('Объявление заблокировано', { exact: true })).toBeVisible();

    // The agent's feed drops the card at once, and the bell counts the notice.
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveText('1');
    await shot(page, 'workflows-notifications-feed-after');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Уведомления' });
    const item = panel.getByTestId('notification').first();
    await expect(item).toContainText('заблокировано модератором');
    await expect(item).toContainText('Новое');
    await shot(page, 'workflows-notifications-panel');
    // Opening marks it read: the badge goes.
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveCount(0);

    await item.getByRole('link', { name: 'Открыть объявление' }).click();
    await expect(page).toHaveURL(`/cabinet/offers/${offerId}`);
    await expect(page.getByTestId('offer-status')).toContainText('Объявление заблокировано модератором');
    await shot(page, 'workflows-notifications-disabled-offer');

    // The moderator restores it from the disabled ones: it comes back inactive, for the owner to publish.
    await moderPage.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Заблокировано' });
    await expect(moderPage).toHaveURL('/moderation/offers?status=5');
    await expect(row).toContainText('Заблокировано');
    await row.getByRole('button', { name: 'Восстановить' }).click();
    const confirmRestore = moderPage.getByRole('alertdialog');
    await expect(confirmRestore).toContainText('Восстановить объявление?');
    await confirmRestore.getByRole('button', { name: 'Восстановить' }).click();
    await expect(moderPage.getByText('Объявление восстановлено', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await shot(moderPage, 'workflows-notifications-moderation-restored');

    await page.reload();
    await expect(page.getByTestId('offer-status')).toContainText('Неактивно');
    await expect(page.getByRole('button', { name: 'Опубликовать' })).toBeVisible();
    await moderPage.context().close();
  });
});
