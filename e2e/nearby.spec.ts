// «Что рядом» as a buyer uses it: in the filter panel «Школа до 500 м» narrows the count, the feed shows the
// complexes it keeps, and a complex's page lists «Рядом» (walking minutes to the nearest school, kindergarten,
// shop, stop, the sea) with the places drawn on its map and OpenStreetMap's credit. Counts are compared with each
// other, never fixed: other specs share the demo data.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const cards = (page: Page) => page.getByTestId('results').locator('article');
const found = async (page: Page) =>
  Number((await page.getByText(/^Найдено \d+/).innerText()).replace(/\D/g, ''));
const shown = async (page: Page) =>
  Number((await page.getByTestId('filter-show').innerText()).replace(/\D/g, ''));

test.describe('[nearby] what is near a complex', () => {
  test('a buyer keeps complexes with a school within 500 m and reads «Рядом» on one @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    // The machine is shared: the feed, the panel's counts and the complex page take their time under load.
    test.setTimeout(120_000);
    await visitAs(page, 'user', '/feed');
    await page.getByRole('button', { name: 'Все', exact: true }).click();
    await expect(cards(page).first()).toBeVisible();

    await page.getByTestId('open-filters').click();
    const show = page.getByTestId('filter-show');
    await expect(show).toHaveText(/^Показать \d+ объект/);
    const all = await shown(page);

    const panel = page
      .getByRole('dialog', { name: 'Фильтры' })
      .or(page.getByRole('complementary', { name: 'Фильтры' }));
    const chip = panel.getByRole('button', { name: 'Школа до 500 м' });
    await chip.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('button', { name: 'До моря до 1 км' })).toBeVisible();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(show).not.toHaveText(new RegExp(`^Показать ${all} `));
    await expect(show).toHaveText(/^Показать \d+ объект/);
    const nearSchool = await shown(page);
    expect(nearSchool).toBeLessThan(all);
    expect(nearSchool).toBeGreaterThan(0);
    await shot(page, 'nearby-filter', { fullPage: false });

    await show.click();
    await expect.poll(() => found(page)).toBe(nearSchool);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('filters') ?? 'null'));
    expect(stored).toMatchObject({ preset: false, filter: { near: { school: 500 } } });

    // A complex the filter kept: its nearest school is within 500 m, and the page says how far on foot.
    await cards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/realty\/\d+/);
    const nearby = page.getByRole('region', { name: 'Рядом', exact: true });
    await nearby.scrollIntoViewIfNeeded();
    await expect(nearby).toBeVisible();
    const school = nearby.locator('li[data-kind="school"]');
    await expect(school).toContainText('Школа');
    await expect(school).toContainText(/\d+ мин пешком/);
    const metres = Number(((await school.innerText()).match(/(\d+) м по прямой/) ?? [])[1]);
    expect(metres).toBeGreaterThan(0);
    expect(metres).toBeLessThanOrEqual(500);
    await expect(nearby.locator('li[data-kind="shop"]')).toContainText(/мин пешком/);
    await expect(nearby.getByRole('link', { name: 'Данные: © участники OpenStreetMap' })).toBeVisible();
    // Drawn on the map: the complex's pin and one marker per kind listed.
    const listed = await nearby.getByRole('listitem').count();
    const markers = page.locator('#realty-location .leaflet-marker-icon');
    await expect(markers).toHaveCount(listed + 1);
    await expect(page.locator('#realty-location .leaflet-control-attribution')).toContainText(
      'OpenStreetMap',
    );
    await page.locator('#realty-location').scrollIntoViewIfNeeded();
    await shot(page, 'nearby-object', { fullPage: false });
  });
});
