// Discovery as a user meets it, checked for the quality issue: a sort keeps the chosen preset, the phone's preset
// strip and count line fit, the map's pin card stays tidy, a snapshot's cards and the object page count units the
// same way, the desktop map keeps its list beside it, and the chessboard's page does not shift as it loads.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, type DemoRole } from './fixtures.ts';
import { pageBeside } from './second-browser.ts';
import { demoToken } from './demo-login.ts';
import { authHeaders } from './workflows-helpers.ts';
import * as realtyApi from '#shared/api/realty.ts';
import * as searchApi from '#shared/api/search.ts';
import * as snapshotApi from '#shared/api/snapshot.ts';
import { apiOf } from './api.ts';
import { fillPath } from '#shared/api/endpoint.ts';

const cards = (page: Page) => page.getByTestId('results').locator('article');
const preset = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const map = (page: Page) => page.getByTestId('map');
const clusters = (page: Page) => map(page).locator('.leaflet-marker-icon:has(span[style])');
const pins = (page: Page) => map(page).locator('.leaflet-marker-icon span[data-offer]');

/** The first card of the new-build feed as a demo role sees it, and the role's token. */
async function firstNewBuild(request: APIRequestContext, role: DemoRole) {
  const token = await demoToken(role);
  const found = (
    await apiOf(request).call(
      searchApi.searchCards,
      { query: { page: 1 }, body: { market: 1 } },
      { headers: authHeaders(token) },
    )
  ).response;
  return { token, card: ((await found.json()) as { data: { id: number; title: string }[] }).data[0]! };
}

/** Zooms into clusters until a pin shows. */
async function zoomToPin(page: Page) {
  await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
  for (let i = 0; i < 8 && (await pins(page).count()) === 0; i++) {
    await clusters(page).first().click();
    await page.waitForTimeout(700);
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
  }
  await expect(pins(page).first()).toBeVisible();
}

test.describe('[quality] discovery', () => {
  test('a sort keeps the chosen preset, and the phone’s strip and count line fit @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    await expect(cards(page).first()).toBeVisible();
    await shot(page, 'quality-feed-presets', { fullPage: false });

    await preset(page, 'Вторичка').click();
    await expect(page.getByText(/^Найдено \d+ объявлени/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'Сначала дешевле' });
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('priceUp');
    await expect(cards(page).first()).toBeVisible();
    await shot(page, 'quality-feed-sorted', { fullPage: false });

    // A sort is no new filter: the preset stays chosen, nothing offers to save it.
    await expect(preset(page, 'Вторичка')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Свой фильтр')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Сохранить фильтр' })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('filters') ?? 'null'));
    expect(stored).toMatchObject({ preset: true, key: 'secondary', filter: { market: 2, sort: 'priceUp' } });

    // The chosen tab is in view in the strip; «Найдено N» and the sort stay on one line each.
    const strip = page.getByTestId('preset-strip');
    const box = (await strip.boundingBox())!;
    const tab = (await preset(page, 'Вторичка').boundingBox())!;
    expect(tab.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(tab.x + tab.width).toBeLessThanOrEqual(box.x + box.width + 1);
    const found = page.getByText(/^Найдено \d+/);
    const lineHeight = await found.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await found.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

    // Reloaded, the strip brings the chosen tab into view without a jump of the page.
    await page.reload();
    await expect(preset(page, 'Вторичка')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    const tabAfter = (await preset(page, 'Вторичка').boundingBox())!;
    const boxAfter = (await strip.boundingBox())!;
    expect(tabAfter.x + tabAfter.width).toBeLessThanOrEqual(boxAfter.x + boxAfter.width + 1);
  });

  test('the phone’s preset strip says it scrolls @phone', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'user', '/feed');
    await expect(cards(page).first()).toBeVisible();
    const strip = page.getByTestId('preset-strip');
    // Cut at the edge: a fade says there is more.
    await expect(strip).toHaveAttribute('data-more-end', 'true');
    await shot(page, 'quality-feed-strip', { fullPage: false });
  });

  test('a pin’s card keeps its badges in one row and its close button off the photo @both', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'user', '/feed');
    await preset(page, 'Все').click();
    await page.getByTestId('toggle-map').click();
    await zoomToPin(page);
    await pins(page).first().click();
    const panel = page.getByRole('dialog', { name: 'Карта' });
    const card = panel.locator('article');
    await expect(card.getByRole('heading')).toBeVisible();
    await shot(page, 'quality-map-card', { fullPage: false });

    // The badges: one row (those that do not fit are left out), never a column over the photo.
    const badgeRow = (await card.getByRole('list').first().boundingBox())!;
    const badge = (await card.getByRole('listitem').first().boundingBox())!;
    expect(badgeRow.height).toBeLessThanOrEqual(badge.height + 1);
    // The close button does not lie on the photo.
    const close = (await panel.getByRole('button', { name: 'Закрыть карточку' }).boundingBox())!;
    const photo = (await card.locator('img, [class*=placeholder]').first().boundingBox())!;
    const overlaps =
      close.x < photo.x + photo.width &&
      close.x + close.width > photo.x &&
      close.y < photo.y + photo.height &&
      close.y + close.height > photo.y;
    expect(overlaps).toBe(false);
  });

  test('a snapshot’s card says how many units are on sale, as the object page does @both', async ({
    page,
    request,
    browser,
    loginAs,
    shot,
  }, testInfo) => {
    await loginAs(page, 'agent');
    const { token, card: first } = await firstNewBuild(request, 'agent');
    const made = (
      await apiOf(request).call(
        snapshotApi.createSnapshot,
        { body: { objectIds: [first.id], name: `Проверка ${testInfo.project.name}` } },
        { headers: authHeaders(token) },
      )
    ).response;
    expect(made.ok(), await made.text()).toBe(true);
    const { id } = (await made.json()) as { id: string };

    const guest = await pageBeside(browser, page, testInfo);
    await guest.goto(`/${id}`);
    const card = guest.getByTestId('snapshot-objects').locator('article').first();
    await expect(card).toBeVisible();
    await shot(guest, 'quality-snapshot');
    await expect(card).not.toContainText('по фильтру');
    const onSale = card.getByTestId('on-sale');
    await expect(onSale).toHaveText(/^В продаже \d+ квартир/);
    const cardLine = await onSale.innerText();

    // The object page says the same in the same words; the «Акция» badge looks the same.
    await page.goto(`/realty/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await shot(page, 'quality-object');
    await expect(page.getByTestId('on-sale')).toHaveText(cardLine.replace(/^В продаже /, ''));
    await guest.context().close();
  });

  test('the «Акция» badge looks the same on a card and on the object page', async ({ page, visitAs }) => {
    await visitAs(page, 'user', '/feed');
    const card = cards(page).first();
    const badge = card.getByText('Акция', { exact: true });
    await expect(badge).toBeVisible();
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color };
    };
    const onCard = await badge.evaluate(look);
    const cardLine = await card.getByTestId('on-sale').innerText();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/realty\/\d+$/);
    await expect(page.getByTestId('price-from')).toBeVisible();
    const onPage = await page.getByText('Акция', { exact: true }).first().evaluate(look);
    expect(onPage).toEqual(onCard);
    // The same words for the same count: «В продаже» and «381 квартира из 605».
    await expect(page.getByTestId('on-sale')).toHaveText(cardLine.replace(/^В продаже /, ''));
  });

  test('the desktop map keeps the list beside it, in step both ways', async ({ page, visitAs, shot }) => {
    await visitAs(page, 'user', '/feed');
    await preset(page, 'Все').click();
    await page.getByTestId('toggle-map').click();
    await expect(map(page)).toHaveAttribute('data-all-loaded', 'true');
    await page.waitForTimeout(800);
    await shot(page, 'quality-map-desktop', { fullPage: false });
    const list = page.getByTestId('map-list');
    await expect(list.locator('article').first()).toBeVisible();
    const listBox = (await list.boundingBox())!;
    const mapBox = (await map(page).boundingBox())!;
    expect(listBox.width).toBeGreaterThan(320);
    expect(listBox.width).toBeLessThan(480);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(mapBox.x + 1);

    // Zoomed in, the list holds what the map shows.
    await zoomToPin(page);
    const pinTitle = (await pins(page).first().locator('xpath=..').getAttribute('title'))!;
    const name = pinTitle.replace(/^Открыть карточку: /, '');
    const listCard = list
      .locator('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(listCard).toBeVisible();

    // A card's hover raises its pin; a pin's hover marks its card.
    await listCard.hover();
    const marker = map(page).locator(`.leaflet-marker-icon[title="${pinTitle}"]`);
    await expect(marker).toHaveAttribute('data-highlighted', 'true');
    await shot(page, 'quality-map-desktop-hover', { fullPage: false });
    await page.mouse.move(5, 5);
    await expect(marker).not.toHaveAttribute('data-highlighted', 'true');
    await marker.locator('span').hover();
    await expect(listCard.locator('xpath=..')).toHaveAttribute('data-highlighted', 'true');
  });

  test('the chessboard’s page does not shift as it loads, and asks for object and board at once @both', async ({
    page,
    loginAs,
    request,
    shot,
  }) => {
    await loginAs(page, 'user');
    const {
      token,
      card: { id },
    } = await firstNewBuild(request, 'user');
    const object = (
      await apiOf(request).call(realtyApi.getObject, { params: { id } }, { headers: authHeaders(token) })
    ).response;
    const full = (await object.json()) as { pavilions: { sections: { id: number }[] }[] };
    const sectionId = full.pavilions.find((p) => p.sections.length > 0)!.sections[0]!.id;

    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`${fillPath(realtyApi.getObject.path, { id })}/chess/`))
        events.push('chess:start');
      else if (r.url().endsWith(fillPath(realtyApi.getObject.path, { id }))) events.push('object:start');
    });
    page.on('response', (r) => {
      if (r.url().endsWith(fillPath(realtyApi.getObject.path, { id }))) events.push('object:end');
    });
    await page.goto(`/realty/${id}/chess/${sectionId}`);
    await expect(page.getByTestId('relevant-count')).toBeVisible();
    await page.waitForTimeout(800);
    await shot(page, 'quality-chess', { fullPage: false });
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
    // The board's request leaves before the object's answer is in.
    expect(events.indexOf('chess:start')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('chess:start')).toBeLessThan(events.indexOf('object:end'));
  });
});
