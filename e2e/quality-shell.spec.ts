// The shell as a new user meets it: the unread badge marks the bell's corner without hiding it; deleting a
// notification in the open panel keeps the keyboard in it (Escape still closes it, focus comes back).
import { disableOffer } from '#shared/api/moderation.ts';
import { activateOwnOffer, saveOwnOffer } from '#shared/api/user-offers.ts';
import { test, expect, useToken } from './fixtures.ts';

test.describe('[quality] the shell', { tag: '@both' }, () => {
  test('the badge marks the bell’s corner; the panel keeps the keyboard after a delete', async ({
    page,
    api,
    account,
    shot,
  }) => {
    test.setTimeout(120_000);
    const agent = await account({ name: 'Ирина Проверкина', role: 2 });
    const as = { as: agent.token };
    const saved = await api.call(
      saveOwnOffer,
      {
        params: { id: 'draft' },
        body: { address: 'Сочи, улица Навагинская, 9', area: 44, price: 9_800_000, cntApart: 2 },
      },
      as,
    );
    const offerId = saved.body.data.id;
    expect((await api.call(activateOwnOffer, { params: { id: offerId } }, as)).ok).toBe(true);
    expect((await api.call(disableOffer, { params: { id: offerId } }, { as: 'moder' })).ok).toBe(true);

    await useToken(page, agent.token);
    await page.goto('/cabinet');
    const bell = page.getByTestId('notification-bell').locator('visible=true');
    const badge = page.getByTestId('notification-badge').locator('visible=true');
    await expect(badge).toHaveText('1');
    const icon = (await bell.locator('svg').boundingBox())!;
    const mark = (await badge.boundingBox())!;
    const overlapW = Math.max(
      0,
      Math.min(icon.x + icon.width, mark.x + mark.width) - Math.max(icon.x, mark.x),
    );
    const overlapH = Math.max(
      0,
      Math.min(icon.y + icon.height, mark.y + mark.height) - Math.max(icon.y, mark.y),
    );
    // At most a quarter of the icon is under the badge, and the badge sits up and to the right.
    expect((overlapW * overlapH) / (icon.width * icon.height)).toBeLessThanOrEqual(0.25);
    expect(mark.x + mark.width / 2).toBeGreaterThan(icon.x + icon.width / 2);
    expect(mark.y + mark.height / 2).toBeLessThan(icon.y + icon.height / 2);
    await shot(page, 'quality-bell-badge', { fullPage: false });

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Уведомления' });
    await expect(panel.getByTestId('notification')).toHaveCount(1);
    await panel.getByTestId('notification').getByRole('button', { name: 'Удалить уведомление' }).click();
    await expect(panel.getByTestId('notification')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('a toast stays clear of the floating «+» and leaves with its page', async ({
    page,
    api,
    account,
    shot,
  }) => {
    test.setTimeout(120_000);
    const agent = await account({ name: 'Олег Тостов', role: 2 });
    const saved = await api.call(
      saveOwnOffer,
      {
        params: { id: 'draft' },
        body: { address: 'Сочи, улица Воровского, 22', area: 52, price: 11_200_000, cntApart: 3 },
      },
      { as: agent.token },
    );
    const offerId = saved.body.data.id;
    await useToken(page, agent.token);
    await page.goto(`/cabinet/offers/${offerId}`);
    await page.getByRole('button', { name: /опубликовать$/i }).click();
    await expect(page).toHaveURL('/cabinet/offers');
    const toast = page.getByText('Объявление опубликовано');
    await expect(toast).toBeVisible();
    const fab = page.getByRole('button', { name: 'Разместить объявление' });
    await expect(fab).toHaveCSS('opacity', '1');
    const a = (await toast.boundingBox())!;
    const b = (await fab.boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    await shot(page, 'quality-toast-clear-of-fab', { fullPage: false });
    // The next page (after the hand-over moment) starts without the last page's toast.
    await page.waitForTimeout(1600);
    await page.getByTestId('own-offer').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/cabinet\/offers\/\d+/);
    await expect(page.getByText('Объявление опубликовано')).toHaveCount(0);
  });
});
