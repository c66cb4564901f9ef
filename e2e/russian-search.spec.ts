// Russian text search as a buyer types on the feed (decision 051): a typo («салнечный») and another form of the name
// («солнечном») both suggest the demo's «ЖК Солнечный Лоо», which opens; the search itself finds it by the typo too.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: /^Поиск по названию/ });
const sunny = (page: Page) => page.getByRole('option', { name: /ЖК Солнечный Лоо/ });

test.describe('[search] Russian text', () => {
  test('a typo and another form of a complex’s name suggest it, and it opens @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    const box = searchBox(page);
    await box.fill('солнечном');
    await expect(sunny(page)).toBeVisible();

    await box.fill('салнечный');
    await expect(sunny(page)).toBeVisible();
    await expect(page.getByRole('listbox').getByText('Жилые комплексы')).toBeVisible();
    await shot(page, 'search-typo-suggests', { fullPage: false });
    await sunny(page).click();
    await expect(page).toHaveURL(/\/realty\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ЖК Солнечный Лоо' })).toBeVisible();
  });

  test('the search finds the complex by a typo of its name @phone', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'user', '/feed');
    await searchBox(page).fill('ЖК салнечный лоо');
    await searchBox(page).press('Enter');
    const results = page.getByTestId('results').locator('article');
    await expect(results.first()).toContainText('ЖК Солнечный Лоо');
    await shot(page, 'search-typo-results', { fullPage: false });
  });
});
