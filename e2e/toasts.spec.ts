// Issue 30 as a person meets it: the toast with an action («Открыть» the comparison) waits while the pointer rests on
// it and after, its action takes keyboard focus and works with Enter, and every toast speaks through one polite region.
import { getObject } from '#shared/api/realty.ts';
import { test, expect, useToken, type Api } from './fixtures.ts';

/** An active resale offer of the demo. */
async function findActiveOffer(api: Api, token: string): Promise<number> {
  for (let id = 1; id <= 300; id++) {
    const res = await api.call(getObject, { params: { id }, body: { isOffer: 1 } }, { as: token });
    if (res.ok && res.body.isOffer && res.body.status === 2) return id;
  }
  throw new Error('the demo lacks an active offer');
}

test.describe('[ui] toasts for everyone', () => {
  test('an action toast stays under the pointer and its action takes keyboard focus @both', async ({
    page,
    api,
    account,
    shot,
  }) => {
    test.setTimeout(90_000);
    const { token } = await account();
    const offerId = await findActiveOffer(api, token);
    await useToken(page, token);
    await page.goto(`/offer/${offerId}`);

    const region = page.getByRole('region', { name: 'Уведомления' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await page.getByTestId('compare-toggle').click();
    const item = region.getByTestId('toast').filter({ hasText: /^Добавлено в сравнение/ });
    await expect(item).toBeVisible();
    // One live region: the toasts inside it are no regions of their own.
    await expect(item.locator('xpath=ancestor-or-self::*[@aria-live]')).toHaveCount(1);
    await expect(region.locator('[aria-live], [role="status"], [role="alert"]')).toHaveCount(0);

    // Past a plain toast's four seconds, under the pointer and after it has gone.
    await item.hover();
    await page.waitForTimeout(5_000);
    await expect(item).toBeVisible();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(1_000);
    await expect(item).toBeVisible();

    const open = item.getByRole('button', { name: 'Открыть', exact: true });
    await item.getByRole('button', { name: 'Закрыть' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(open).toBeFocused();
    await shot(page, 'toast-action-focused', { fullPage: false });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cabinet\/compare$/);
    await expect(item).toHaveCount(0);
  });
});
