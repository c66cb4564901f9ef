// Notifications live: a moderator disables an agent's offer while the agent's app is open; the bell's badge counts
// it without a reload, the panel tells it in Russian and leads to the offer, which shows the moderator's mark.
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders, freshUser, setRole, useToken } from './workflows-helpers.ts';

test.describe('[workflows-notifications] a notification arrives live', () => {
  test('an offer disabled by a moderator: badge, panel, link, the mark on the offer @both', async ({
    page,
    request,
    newPhone,
    readSmsCode,
    readEmailLink,
    shot,
  }) => {
    test.setTimeout(120_000);
    const agent = await freshUser(request, newPhone(), 'Ольга Агентова', readSmsCode, readEmailLink);
    await setRole(request, agent.id, 2);
    const headers = authHeaders(agent.token);
    const saved = await request.put('/api/user/offers/draft', {
      data: { address: 'Сочи, Курортный проспект, 75', area: 61, price: 14_500_000, cntApart: 3 },
      headers,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const offerId = (await saved.json()).data.id as number;
    expect((await request.post(`/api/user/offers/${offerId}/activate`, { headers })).ok()).toBe(true);

    await useToken(page, agent.token);
    await page.goto('/cabinet/offers');
    await expect(page.getByTestId('own-offer')).toHaveCount(1);
    const bell = page.getByTestId('notification-bell').locator('visible=true');
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveCount(0);

    // A moderator disables the offer: the notification comes over the socket.
    const moder = await demoToken('moder');
    const disabled = await request.post(`/api/moderation/offers/${offerId}/disable`, {
      headers: authHeaders(moder),
    });
    expect(disabled.ok(), await disabled.text()).toBe(true);
    await expect(page.getByTestId('notification-badge').locator('visible=true')).toHaveText('1');
    // The owner's list follows: the offer is now under «Заблокированные».
    await expect(page.getByRole('region', { name: 'Заблокированные' }).getByTestId('own-offer')).toHaveCount(
      1,
    );

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
  });
});
