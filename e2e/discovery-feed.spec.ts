// The feed as a buyer uses it: presets, the filter panel with its live count, infinite scroll, autocomplete, cards.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as searchApi from '#shared/api/search.ts';
import { apiOf } from './api.ts';
import * as favoritesApi from '#shared/api/favorites.ts';

const found = (page: Page) => page.getByText(/^Найдено \d+/);
const foundCount = async (page: Page) => Number((await found(page).innerText()).replace(/\D/g, ''));
const cards = (page: Page) => page.getByTestId('results').locator('article');
const preset = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const searchBox = (page: Page) => page.getByRole('combobox', { name: /^Поиск по названию/ });

test.describe('[discovery] feed', () => {
  test('opens on the Акции preset and switches presets @both', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'user', '/feed');
    await expect(preset(page, 'Акции')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    const actions = await foundCount(page);
    expect(actions).toBeGreaterThan(0);
    // Every card of the promotions preset says so.
    await expect(cards(page).first().getByText('Акция', { exact: true })).toBeVisible();
    await shot(page, 'feed-actions');

    await preset(page, 'Все').click();
    await expect(preset(page, 'Все')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => foundCount(page)).toBeGreaterThan(actions);

    await preset(page, 'Коттеджи').click();
    await expect(cards(page).first()).toContainText(/КП /);

    await preset(page, 'Вторичка').click();
    await expect(page.getByText(/^Найдено \d+ объявлени/)).toBeVisible();
    await expect(cards(page).first().getByText('Вторичка', { exact: true })).toBeVisible();
    await shot(page, 'feed-secondary');

    // The choice survives a reload (localStorage `filters`).
    await page.reload();
    await expect(preset(page, 'Вторичка')).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('filters') ?? 'null'));
    expect(stored).toMatchObject({ preset: true, key: 'secondary', filter: { market: 2 } });
  });

  test('the filter panel counts as it changes and applies its filter @both', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    await preset(page, 'Все').click();
    await expect(cards(page).first()).toBeVisible();

    await page.getByTestId('open-filters').click();
    const show = page.getByTestId('filter-show');
    await expect(show).toHaveText(/^Показать \d+ объект/);
    // The panel counts what the server holds. Another spec may publish or withdraw its one complex between two
    // reads, so the count is checked against the server's read right after, within that one.
    const all = Number((await show.innerText()).replace(/\D/g, ''));
    const counted = await apiOf(request).call(
      searchApi.countSearch,
      { body: { market: 1 } },
      { headers: authHeaders(await demoToken('user')) },
    );
    expect(Math.abs(counted.body.count - all)).toBeLessThanOrEqual(1);
    expect(all).toBeGreaterThan(20);

    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    await panel.getByRole('button', { name: 'Пентхаус', exact: true }).click();
    await expect(show).not.toHaveText(new RegExp(`^Показать ${all} `));
    await expect(show).toHaveText(/^Показать \d+ объект/);
    const penthouses = Number((await show.innerText()).replace(/\D/g, ''));
    expect(penthouses).toBeLessThan(all);

    await panel.getByLabel('Цена, ₽ до').fill('1');
    await expect(show).toHaveText('Ничего не найдено');
    // An empty result is not applied: the buyer changes the filter here.
    await expect(show).toBeDisabled();
    await shot(page, 'feed-filter-nothing');
    await panel.getByLabel('Цена, ₽ от').fill('5');
    await expect(show).toHaveText('Исправьте значения фильтра');
    await expect(panel.getByText('«До» меньше, чем «от»')).toBeVisible();
    await panel.getByLabel('Цена, ₽ от').fill('');
    await panel.getByLabel('Цена, ₽ до').fill('');
    await expect(show).toHaveText(new RegExp(`^Показать ${penthouses} `));
    await shot(page, 'feed-filter-panel');

    await show.click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Свой фильтр')).toBeVisible();
    await expect.poll(() => foundCount(page)).toBe(penthouses);
    await expect(page.getByTestId('open-filters')).toContainText('1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('filters') ?? 'null'));
    expect(stored).toEqual({ preset: false, filter: { market: 1, cntApart: [6] } });

    // Back to the default preset.
    await page.getByRole('button', { name: 'Сбросить фильтр' }).click();
    await expect(preset(page, 'Акции')).toHaveAttribute('aria-pressed', 'true');
  });

  test('scrolling loads the next pages and stops at the last', async ({ page, visitAs }) => {
    await visitAs(page, 'agent', '/feed');
    await preset(page, 'Все').click();
    await expect(cards(page)).toHaveCount(20);
    const total = await foundCount(page);
    expect(total).toBeGreaterThan(20);
    await page.mouse.wheel(0, 20_000);
    await expect(cards(page)).toHaveCount(Math.min(40, total));
    while ((await cards(page).count()) < total) await page.mouse.wheel(0, 20_000);
    await expect(page.getByText('Больше объектов нет')).toBeVisible();
    await expect(cards(page)).toHaveCount(total);
  });

  test('a filter from the panel holds page after page as the list scrolls to its end', async ({
    page,
    visitAs,
  }) => {
    await visitAs(page, 'agent', '/feed');
    await preset(page, 'Все').click();
    await expect(cards(page)).toHaveCount(20);
    const all = await foundCount(page);

    await page.getByTestId('open-filters').click();
    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    await panel.getByRole('button', { name: 'Студия', exact: true }).click();
    const show = page.getByTestId('filter-show');
    await expect(show).not.toHaveText(new RegExp(`^Показать ${all} `));
    await expect(show).toHaveText(/^Показать \d+ объект/);
    const expected = Number((await show.innerText()).replace(/\D/g, ''));
    // More than one page, fewer than all.
    expect(expected).toBeGreaterThan(20);
    expect(expected).toBeLessThan(all);

    const requests: { page: number; body: { cntApart?: number[] } }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/search\?/.test(r.url())) {
        requests.push({ page: Number(new URL(r.url()).searchParams.get('page')), body: r.postDataJSON() });
      }
    });
    await show.click();
    await expect.poll(() => foundCount(page)).toBe(expected);
    await expect(cards(page)).toHaveCount(20);
    for (let i = 0; i < 30 && (await cards(page).count()) < expected; i++) await page.mouse.wheel(0, 20_000);
    await expect(page.getByText('Больше объектов нет')).toBeVisible();
    await expect(cards(page)).toHaveCount(expected);

    // Every page was asked for with the filter, once, in order; every complex is listed once and has studios.
    const lastPage = Math.ceil(expected / 20);
    expect(requests.map((r) => r.page)).toEqual(Array.from({ length: lastPage }, (_, i) => i + 1));
    expect(requests.every((r) => JSON.stringify(r.body.cntApart) === '[1]')).toBe(true);
    const links = await cards(page).evaluateAll((els) =>
      els.map((el) => el.querySelector('a[href^="/realty/"]')?.getAttribute('href')),
    );
    expect(new Set(links).size).toBe(expected);
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/(^|[\s,])Ст(,|\s|$)/);
    // Still the filter after all that scrolling.
    await expect(page.getByTestId('open-filters')).toContainText('1');
  });

  test('autocomplete finds a complex and opens it, and a search with no match says so @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    const box = searchBox(page);
    await box.fill('морск');
    const option = page.getByRole('option', { name: /ЖК Морской бриз/ });
    await expect(option).toBeVisible();
    await expect(page.getByText('Жилые комплексы')).toBeVisible();
    // The list is as wide as the screen allows, not as narrow as the field beside the filter button.
    const list = (await page.getByRole('listbox').boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(list.width).toBeGreaterThanOrEqual(Math.min(width - 32, 480) - 1);
    expect(list.x + list.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, 'feed-autocomplete', { fullPage: false });
    await option.click();
    await expect(page).toHaveURL(/\/realty\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ЖК Морской бриз' })).toBeVisible();

    await page.goto('/feed');
    await box.fill('Квартал которого нет нигде');
    await box.press('Enter');
    await expect(page.getByText('По вашему запросу ничего не найдено')).toBeVisible();
    await shot(page, 'feed-no-results');
  });

  test('on the default «Акции», a complex searched by its name shows even without a promotion', async ({
    page,
    request,
    visitAs,
  }) => {
    const answer = await apiOf(request).call(
      searchApi.searchCards,
      { query: { page: 1 }, body: { market: 1 } },
      { headers: authHeaders(await demoToken('user')) },
    );
    const plain = answer.body.data.find((c) => !c.isAction);
    expect(plain, 'a demo complex without a promotion').toBeDefined();
    await visitAs(page, 'user', '/feed');
    await expect(preset(page, 'Акции')).toHaveAttribute('aria-pressed', 'true');
    await searchBox(page).fill(plain!.title.replace(/^ЖК /, ''));
    await searchBox(page).press('Enter');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(plain!.title);
  });

  test('a card opens its photo preview, and its heart flips once the server confirms', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'agent', '/feed');
    await preset(page, 'Все').click();
    const card = cards(page).first();
    await expect(card).toBeVisible();
    // Agents see commission.
    await expect(card.getByText(/^Комиссия/)).toBeVisible();

    await card.getByRole('button', { name: /^Фотографии/ }).click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByText(/^1 из \d/)).toBeVisible();
    await preview.getByRole('button', { name: 'Следующее фото' }).click();
    await expect(preview.getByText(/^2 из \d/)).toBeVisible();
    await shot(page, 'feed-photo-preview');
    await preview.getByRole('button', { name: 'Закрыть' }).click();

    const heart = card.getByRole('button', { name: /избранн/ });
    const before = await heart.getAttribute('aria-pressed');
    const flipped = before === 'true' ? 'false' : 'true';
    const answer = page.waitForResponse((r) => r.url().endsWith(favoritesApi.setFavorite.path) && r.ok());
    await heart.click();
    await answer;
    await expect(heart).toHaveAttribute('aria-pressed', flipped);
    // Put it back as it was.
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before!);
  });

  test('/search starts at the search field with the filter beside the list', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/search');
    await expect(searchBox(page)).toBeFocused();
    const panel = page.getByRole('complementary', { name: 'Фильтры' });
    await expect(panel.getByTestId('filter-show')).toHaveText(/^Показать \d+ /);
    await expect(cards(page).first()).toBeVisible();
    await shot(page, 'search-docked');
  });
});
