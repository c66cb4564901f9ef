// The object page, its chessboard and a unit's card, and a resale offer, as buyers and agents use them.
import type { Page } from '@playwright/test';
import { getChessSection } from '#shared/api/chess.ts';
import { getObject } from '#shared/api/realty.ts';
import { readUser } from '#shared/api/user.ts';
import { test, expect, type Api } from './fixtures.ts';
import { pageErrors } from './page-errors.ts';
import { cellCard } from './cell-card.ts';

interface OfferOnUnit {
  offerId: number;
  objectId: number;
  objectTitle: string;
  sectionId: number;
  cellId: number;
}

/** The first active resale offer placed on a unit of a complex, found through the API as the demo holds it. */
async function findOfferOnUnit(api: Api, token: string): Promise<OfferOnUnit> {
  for (let id = 1; id <= 300; id++) {
    const res = await api.call(getObject, { params: { id }, body: { isOffer: 1 } }, { as: token });
    if (!res.ok) continue;
    const offer = res.body;
    if (!offer.isOffer) continue;
    if (offer.status === 2 && offer.cellId && offer.sectionId && offer.object && !offer.isOwner) {
      return {
        offerId: offer.id,
        objectId: offer.object.id,
        objectTitle: offer.object.title,
        sectionId: offer.sectionId,
        cellId: offer.cellId,
      };
    }
  }
  throw new Error('the demo has no active offer on a unit');
}

/** A published complex that has news. */
async function findComplexWithNews(api: Api, token: string): Promise<number> {
  for (let id = 1; id <= 100; id++) {
    const res = await api.call(getObject, { params: { id }, body: {} }, { as: token });
    if (res.ok && !res.body.isOffer && res.body.newsCount > 0) return id;
  }
  throw new Error('the demo has no complex with news');
}

/** Whether the caller has an offer of their own on the unit (then the card reads «Редактировать»). */
async function ownsOfferOn(api: Api, token: string, target: OfferOnUnit): Promise<boolean> {
  const me = (await api.ok(readUser, null, { as: token })).user.id;
  const view = await api.ok(
    getChessSection,
    { params: { id: target.objectId, sectionId: target.sectionId }, body: {} },
    { as: token },
  );
  const cell = view.cells.find((c) => c.id === target.cellId)!;
  return cell.offers.some((o) => o.ownerId === me);
}

const chessGrid = (page: Page) => page.getByTestId('chess-grid');
const unitCard = (page: Page) => cellCard(page);

test.describe('[discovery] object page and chessboard', () => {
  test('a buyer opens a complex, its chessboard, and reads a unit’s card @both', async ({
    page,
    loginAs,
    api,
    shot,
  }, testInfo) => {
    const { token } = await loginAs(page, 'user');
    const { objectId, objectTitle, sectionId, cellId } = await findOfferOnUnit(api, token);
    const errors = pageErrors(page);

    await page.goto(`/realty/${objectId}`);
    await expect(page.getByRole('heading', { level: 1, name: objectTitle })).toBeVisible();
    await expect(page.getByTestId('price-from')).toContainText('₽');
    await expect(page.getByRole('heading', { name: 'Корпуса и секции' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Расположение' })).toBeVisible();
    // A buyer never sees the agents' commission.
    await expect(page.getByTestId('commission')).toHaveCount(0);
    await shot(page, 'discovery-object');

    await page.getByRole('link', { name: 'Открыть шахматку' }).click();
    await expect(page).toHaveURL(new RegExp(`/realty/${objectId}/chess/\\d+$`));
    await expect(chessGrid(page)).toBeVisible();
    await expect(page.getByText('В продаже').first()).toBeVisible();
    await shot(page, 'discovery-chess');

    // Without a stored filter every unit on sale matches: tap one and read its card.
    const unit = chessGrid(page).locator('[data-cell-id][data-relevant]').first();
    const label = ((await unit.locator('.visually-hidden').textContent()) ?? '').replace(/^,\s*/, '');
    await unit.click();
    const card = unitCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText(label.split(',')[0]!);
    await expect(card).toContainText('В продаже');
    await expect(card).toContainText('Площадь');
    await expect(card).toContainText('Цена за м²');
    await shot(page, 'discovery-chess-unit');
    // The phone's sheet closes on Escape; the panel beside a wide board by its close button.
    if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
    else await card.getByRole('button', { name: 'Закрыть' }).click();
    await expect(card).toBeHidden();

    // A link to a unit (PRODUCT §2: /realty/{id}?show=<unit>) opens its card on its section's chessboard.
    await page.goto(`/realty/${objectId}?show=${cellId}`);
    await expect(page).toHaveURL(new RegExp(`/realty/${objectId}/chess/${sectionId}\\?cell=${cellId}$`));
    const shownUnit = chessGrid(page).locator(`[data-cell-id="${cellId}"]`);
    await expect(shownUnit).toHaveAttribute('aria-pressed', 'true');
    // A unit's name is what it shows, then its details in words (a visually hidden part): «, Квартира № 5, …».
    const shownLabel = ((await shownUnit.locator('.visually-hidden').textContent()) ?? '').replace(
      /^,\s*/,
      '',
    );
    await expect(unitCard(page)).toBeVisible();
    await expect(unitCard(page).getByRole('heading', { level: 2 })).toHaveText(shownLabel.split(',')[0]!);
    await expect(unitCard(page)).toContainText('Продано');
    await shot(page, 'discovery-object-show-unit');
    expect(errors).toEqual([]);
  });

  test('a sold unit offers to add an offer, and the commission column is the agent’s alone', async ({
    page,
    loginAs,
    visitAs,
    api,
    shot,
    browser,
  }) => {
    const { token } = await loginAs(page, 'agent');
    const target = await findOfferOnUnit(api, token);

    await page.goto(`/realty/${target.objectId}`);
    await expect(page.getByTestId('commission')).toBeVisible();
    await page.goto(`/realty/${target.objectId}/chess/${target.sectionId}?cell=${target.cellId}`);
    const card = unitCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Комиссия' })).toBeVisible();
    await expect(card.getByRole('link', { name: String(target.offerId) })).toHaveAttribute(
      'href',
      `/offer/${target.offerId}`,
    );
    // A sold unit: «Добавить» leads to a new offer tied to it, «Редактировать» to the agent's own one.
    await expect(card).toContainText('Продано');
    if (await ownsOfferOn(api, token, target)) {
      await expect(card.getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
        'href',
        /^\/cabinet\/offers\/\d+$/,
      );
    } else {
      await expect(card.getByRole('link', { name: 'Добавить' })).toHaveAttribute(
        'href',
        `/cabinet/offers/new/${target.objectId}/${target.sectionId}/${target.cellId}`,
      );
    }
    await shot(page, 'discovery-chess-unit-agent');

    // Select mode (picking a unit for a new offer) reads «Выбрать».
    await page.goto(`/realty/${target.objectId}/chess/${target.sectionId}?cell=${target.cellId}&select=1`);
    await expect(unitCard(page).getByRole('link', { name: 'Выбрать' })).toBeVisible();

    // The same card for a buyer: the offers, no commission.
    const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const buyer = await buyerContext.newPage();
    await visitAs(
      buyer,
      'user',
      `/realty/${target.objectId}/chess/${target.sectionId}?cell=${target.cellId}`,
    );
    const buyerCard = unitCard(buyer);
    await expect(buyerCard.getByRole('table')).toBeVisible();
    await expect(buyerCard.getByRole('columnheader', { name: 'Комиссия' })).toHaveCount(0);
    await buyer.goto(`/realty/${target.objectId}`);
    await expect(buyer.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(buyer.getByTestId('commission')).toHaveCount(0);
    await buyerContext.close();
  });

  test('the news of a complex open from its page, newest first', async ({ page, loginAs, api }) => {
    const { token } = await loginAs(page, 'user');
    const objectId = await findComplexWithNews(api, token);
    await page.goto(`/realty/${objectId}`);
    await page.getByRole('link', { name: /^Все новости/ }).click();
    await expect(page).toHaveURL(new RegExp(`/realty/${objectId}/news$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    // The list arrives after the heading: read the dates once the first is on screen.
    await expect(page.locator('time').first()).toBeVisible();
    const dates = await page
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

test.describe('[discovery] the unit panel at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the offers’ «Комиссия» column shows whole inside the panel beside the board', async ({
    page,
    loginAs,
    api,
    shot,
  }) => {
    const { token } = await loginAs(page, 'agent');
    const target = await findOfferOnUnit(api, token);
    await page.goto(`/realty/${target.objectId}/chess/${target.sectionId}?cell=${target.cellId}`);
    const card = page.locator('aside[data-cell-card]');
    const header = card.getByRole('columnheader', { name: 'Комиссия' });
    await expect(header).toBeVisible();
    const table = card.getByRole('table');
    // Nothing to scroll sideways: the table fits its box, and the column's right edge is inside the panel.
    const box = table.locator('xpath=..');
    const fits = await box.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, 'the offers table fits its box without a side scroll').toBe(true);
    const panel = (await card.boundingBox())!;
    const column = (await header.boundingBox())!;
    expect(column.x + column.width).toBeLessThanOrEqual(panel.x + panel.width);
    for (const commission of await table.locator('tbody tr td:last-child').all()) {
      const cell = (await commission.boundingBox())!;
      expect(cell.x + cell.width).toBeLessThanOrEqual(panel.x + panel.width);
    }
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'discovery-chess-unit-commission-1440', { fullPage: false });
  });
});

test.describe('[discovery] resale offer page', () => {
  test('a buyer opens a resale offer: photos, unit, complex, price, seller @both', async ({
    page,
    loginAs,
    api,
    shot,
  }) => {
    const { token } = await loginAs(page, 'user');
    const target = await findOfferOnUnit(api, token);
    await page.goto(`/offer/${target.offerId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('м²');
    await expect(page.getByTestId('offer-price')).toContainText('₽');
    await expect(page.getByRole('link', { name: target.objectTitle })).toHaveAttribute(
      'href',
      `/realty/${target.objectId}`,
    );
    await expect(page.getByRole('link', { name: 'Позвонить' })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
    await expect(page.getByTestId('offer-commission')).toHaveCount(0);
    await shot(page, 'discovery-offer');

    // The unit it resells opens on the chessboard with its card.
    await page.getByRole('link', { name: 'Показать на шахматке' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/realty/${target.objectId}/chess/${target.sectionId}\\?cell=${target.cellId}$`),
    );
    await expect(unitCard(page)).toContainText('Продано');
  });

  test('an agent sees the offer’s commission terms', async ({ page, loginAs, api }) => {
    const { token } = await loginAs(page, 'agent');
    const target = await findOfferOnUnit(api, token);
    await page.goto(`/offer/${target.offerId}`);
    await expect(page.getByTestId('offer-commission')).toBeVisible();
    await expect(page.getByTestId('offer-commission')).toContainText('₽');
  });
});
