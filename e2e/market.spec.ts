// «Рынок» as an agent uses it: the menu opens the market, the chart of the median ₽/м² turns into a table, two
// complexes are compared; on the feed's map «Цена за м²» lays the heat layer with its legend. A buyer has neither.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import * as marketApi from '#shared/api/market.ts';

const map = (page: Page) => page.getByTestId('map');

test.describe('[market] «Рынок»', () => {
  test('an agent opens «Рынок», reads the chart as a table and compares two complexes @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    // Four summaries of the whole market and two screenshots: past 30 s when the shared machine is loaded.
    test.setTimeout(90_000);
    await visitAs(page, 'agent', '/cabinet');
    // On a phone the menu is a drawer behind «Открыть меню»; on a desktop it stands beside the page.
    const open = page.getByRole('button', { name: 'Открыть меню' });
    const link = page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Рынок' });
    await expect(open.or(link).filter({ visible: true }).first()).toBeVisible();
    if (await open.isVisible()) await open.click();
    const summary = page.waitForResponse((r) => r.url().includes(marketApi.getMarketSummary.path));
    await link.click();
    await expect(page).toHaveURL(/\/market/);
    const answer = await (await summary).json();
    expect(answer.months).toHaveLength(12);
    // The demo's year of history: a median in every month and flats on sale today.
    expect(answer.median.filter((v: number | null) => v != null).length).toBeGreaterThan(6);
    expect(answer.now.stock).toBeGreaterThan(0);
    // The demo's launches: sections and whole complexes went on sale during the year.
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    expect(sum(answer.launchedUnits)).toBeGreaterThan(0);
    expect(sum(answer.launchedComplexes)).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Рынок', level: 1 })).toBeVisible();
    await expect(page.getByTestId('market-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('market-figures')).toContainText('₽/м²');
    await shot(page, 'market-chart');

    await page.getByRole('button', { name: 'Таблицей' }).click();
    const table = page.getByTestId('market-median-table');
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table).toContainText(/\d[\d\s]*\s₽\/м²/);
    const months = page.getByTestId('market-months');
    await expect(months).toContainText('Продано');
    await expect(months).toContainText('Вышло в продажу');
    await expect(months).toContainText('Новые ЖК');
    // Some month of the table shows a complex launched («Новые ЖК», the fifth column, above zero).
    const launchedCells = months.locator('tbody tr td:nth-child(5)');
    await expect(launchedCells.filter({ hasText: /^[1-9]/ }).first()).toBeVisible();
    // On a phone the table scrolls sideways: the launches' columns shown as a finger would bring them.
    await months.scrollIntoViewIfNeeded();
    await months.evaluate((table) => table.parentElement?.scrollBy({ left: table.scrollWidth }));
    await shot(page, 'market-launches', { fullPage: false });

    // Rooms narrow the market: the summary is asked again with the layout.
    const oneRoom = page.waitForResponse(
      (r) => r.url().includes(marketApi.getMarketSummary.path) && r.url().includes('rooms=2'),
    );
    await page.getByRole('button', { name: '1-комнатная' }).click();
    expect((await oneRoom).status()).toBe(200);
    await expect(page).toHaveURL(/rooms=2/);

    const picks = page.locator('label').filter({ has: page.locator('input[type="checkbox"]') });
    await picks.nth(0).click();
    await picks.nth(1).click();
    const compare = page.getByTestId('market-compare');
    await expect(compare.getByRole('row')).toHaveCount(4);
    await expect(compare).toContainText('Рынок района');
    await compare.scrollIntoViewIfNeeded();
    await shot(page, 'market-compare');
  });

  test('an agent turns on «Цена за м²» on the map and sees the heat layer with its legend @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'agent', '/feed');
    await page.getByRole('button', { name: 'Все', exact: true }).click();
    await page.getByTestId('toggle-map').click();
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    const heat = page.waitForResponse((r) => r.url().includes(marketApi.getMarketHeat.path));
    await page.getByRole('button', { name: 'Цена за м²' }).click();
    const layer = await (await heat).json();
    expect(layer.hexes.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Цена за м²' })).toHaveAttribute('aria-pressed', 'true');
    const legend = page.getByTestId('heat-legend');
    await expect(legend).toContainText('Медиана ₽/м²');
    await expect(legend).toContainText('₽');
    await page.waitForTimeout(400);
    await shot(page, 'market-heat');
  });

  test('a buyer has no «Цена за м²» on the map and no «Рынок» @phone', async ({ page, visitAs }) => {
    await visitAs(page, 'user', '/feed');
    await page.getByTestId('toggle-map').click();
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    await expect(page.getByRole('button', { name: 'Цена за м²' })).toHaveCount(0);
    // The server refuses the market to a buyer (403), which the app shows as its access-denied page.
    await page.goto('/market');
    await expect(page).toHaveURL(/\/error\/access-deny/);
  });
});
