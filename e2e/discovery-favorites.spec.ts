// Favourites as a person uses them: the heart on the object and offer pages, the list, the heart on its cards.
// Each run uses a new account, so the list starts empty whatever other tests favour.
import { getObject } from '#shared/api/realty.ts';
import { test, expect, type Api } from './fixtures.ts';

/** A complex and an active resale offer the demo holds. */
async function findTargets(api: Api, token: string) {
  let complex: { id: number; title: string } | null = null;
  let offer: { id: number; title: string } | null = null;
  for (let id = 1; id <= 300 && !(complex && offer); id++) {
    if (!complex) {
      const res = await api.call(getObject, { params: { id }, body: {} }, { as: token });
      if (res.ok) complex = res.body;
    }
    if (!offer) {
      const res = await api.call(getObject, { params: { id }, body: { isOffer: 1 } }, { as: token });
      if (res.ok && res.body.isOffer && res.body.status === 2) offer = res.body;
    }
  }
  if (!complex || !offer) throw new Error('the demo lacks a complex or an active offer');
  return { complex, offer };
}

test.describe('[discovery] favourites', () => {
  test('a complex and an offer favoured on their pages are listed, and leave the list when unfavoured @both', async ({
    page,
    api,
    account,
    shot,
  }) => {
    // A new, active account made through the API as the screens would: code, terms, email link.
    const { token, user } = await account({ page });
    expect(user.status).toBe('active');
    const { complex, offer } = await findTargets(api, token);

    await page.goto('/cabinet/favorites');
    await expect(page.getByRole('heading', { name: 'Список избранного пуст' })).toBeVisible();
    await shot(page, 'discovery-favorites-empty');

    // The heart flips once the server has confirmed.
    await page.goto(`/realty/${complex.id}`);
    const heart = page.getByRole('button', { name: 'В избранное' });
    await heart.click();
    await expect(page.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`/offer/${offer.id}`);
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible();

    // The list: the latest added first.
    await page.goto('/cabinet/favorites');
    const list = page.getByTestId('favorites-list');
    await expect(list.locator('article')).toHaveCount(2);
    await expect(list.locator('article').first()).toContainText(offer.title);
    await expect(list.locator('article').nth(1)).toContainText(complex.title);
    await expect(page.getByText('Сохранено: 2 объекта')).toBeVisible();
    await shot(page, 'discovery-favorites');

    // Unfavoured on its card: the heart turns off in place, and the list drops it when opened again.
    const complexCard = list.locator('article').nth(1);
    await complexCard.getByRole('button', { name: /избранного/i }).click();
    await expect(complexCard.getByRole('button', { name: /в избранное/i })).toBeVisible();
    await page.reload();
    await expect(list.locator('article')).toHaveCount(1);
    await expect(list.locator('article').first()).toContainText(offer.title);

    // And the complex's page agrees.
    await page.goto(`/realty/${complex.id}`);
    await expect(page.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  });
});
