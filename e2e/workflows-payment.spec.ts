// Paid placement as a user lives it: «Разместить» without the right to post leads to the cabinet (PaymentRequired),
// the test provider confirms the payment at once, and the same user posts an offer.
import { test, expect } from './fixtures.ts';

test.describe('[workflows-payment] a user pays for placement and posts', () => {
  test('sent to pay, pays with the test provider, posts an offer @both', async ({
    page,
    account,
    shot,
  }, testInfo) => {
    test.setTimeout(120_000);
    await account({ name: 'Пётр Продавцов', page });

    // «Разместить» in the main menu (on phones in the drawer): the server answers PaymentRequired and the app goes
    // to the cabinet.
    await page.goto('/feed');
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('navigation', { name: 'Меню' })
      .locator('visible=true')
      .getByRole('link', { name: 'Разместить', exact: true })
      .click();
    await expect(page).toHaveURL('/cabinet');
    const block = page.getByTestId('paid-placement');
    await expect(block).toContainText('Размещение объявлений о продаже стоит');
    await expect(page.getByRole('region', { name: 'Профиль' })).toContainText('Пётр Продавцов');
    await shot(page, 'workflows-payment-required');

    await block.getByRole('button', { name: /^Оплатить/ }).click();
    await expect(
      page.getByText('Оплата прошла. Теперь вы можете размещать объявления.').first(),
    ).toBeVisible();
    await expect(block).toHaveAttribute('data-state', 'allowed');
    await shot(page, 'workflows-payment-done');

    // The ability arrived with the answer: the same tab posts at once.
    await block.getByRole('link', { name: 'Разместить', exact: true }).click();
    await expect(page).toHaveURL('/cabinet/offers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Новое объявление' })).toBeVisible();
    // Commission terms are the agents' (PRODUCT §6).
    await expect(page.getByRole('heading', { name: 'Условия для агентов' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Адрес', exact: true }).fill('Сочи, улица Роз, 37');
    await page.getByRole('combobox', { name: 'Планировка' }).selectOption({ label: '2-комнатная' });
    await page.getByRole('textbox', { name: 'Площадь', exact: true }).fill('54.5');
    await page.getByRole('textbox', { name: 'Этаж', exact: true }).fill('12');
    await page.getByRole('textbox', { name: 'Этажей в доме', exact: true }).fill('9');
    await page.getByRole('textbox', { name: 'Цена', exact: true }).fill('10900000');
    await expect(page.getByTestId('price-per-meter')).toHaveText(/^200\s000\s₽\sза\sм²$/);
    // A floor above the house is refused before anything is sent.
    await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();
    await expect(page.getByText('Этаж больше этажности дома')).toBeVisible();
    await page.getByRole('textbox', { name: 'Этажей в доме', exact: true }).fill('16');
    await shot(page, 'workflows-payment-form');
    await page.getByRole('button', { name: 'Сохранить и опубликовать' }).click();

    await expect(page).toHaveURL('/cabinet/offers');
    await expect(
      page
        .getByRole('region', { name: 'Активные' })
        .getByTestId('own-offer')
        .filter({ hasText: 'улица Роз, 37' }),
    ).toHaveCount(1);
    await shot(page, 'workflows-payment-posted');

    // Nothing archived yet: the archive says so and leads back.
    await page.goto('/cabinet/archive');
    await expect(page.getByText('Архив пуст')).toBeVisible();
    await expect(page.getByRole('link', { name: 'К моим объявлениям' })).toHaveAttribute(
      'href',
      '/cabinet/offers',
    );
    await shot(page, 'workflows-archive-empty');
  });
});
