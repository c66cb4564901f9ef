// Market data as a buyer meets it on the demo: a unit's card shows how its price moved («−4,2 % за 3 месяца») beside
// a small chart, tapping it opens the full chart with dates and values, and the complex's page shows «Динамика цен».
import { getChessSection } from '#shared/api/chess.ts';
import { getCellHistory } from '#shared/api/price-history.ts';
import { getObject } from '#shared/api/realty.ts';
import { test, expect, type Api } from './fixtures.ts';
import { pageErrors } from './page-errors.ts';
import { cellCard } from './cell-card.ts';

interface UnitWithHistory {
  objectId: number;
  sectionId: number;
  cellId: number;
  records: number;
}

/** A unit on sale of a published demo complex whose price has moved, found through the API. */
async function findUnitWithHistory(api: Api, token: string): Promise<UnitWithHistory> {
  const as = { as: token };
  for (let objectId = 1; objectId <= 60; objectId++) {
    const object = await api.call(getObject, { params: { id: objectId }, body: {} }, as);
    if (!object.ok || object.body.isOffer) continue;
    const sections = object.body.pavilions.flatMap((p) => p.sections);
    for (const { id: sectionId } of sections.slice(0, 2)) {
      const view = await api.ok(getChessSection, { params: { id: objectId, sectionId }, body: {} }, as);
      const onSale = view.cells.filter((c) => !c.disabled && c.data.status === 4);
      for (const cell of onSale.slice(0, 12)) {
        const history = await api.ok(getCellHistory, { params: { id: cell.id }, query: {} }, as);
        const prices = new Set(history.map((p) => p.price));
        if (prices.size >= 3) return { objectId, sectionId, cellId: cell.id, records: history.length };
      }
    }
  }
  throw new Error('the demo has no unit whose price moved');
}

test.describe('[price-history] a unit’s price over time and the complex’s dynamics', () => {
  test('a buyer reads a unit’s price trend, opens its full chart, and sees «Динамика цен» @both', async ({
    page,
    api,
    loginAs,
    shot,
  }, testInfo) => {
    const phone = testInfo.project.name.includes('phone');
    const { token } = await loginAs(page, 'user');
    const unit = await findUnitWithHistory(api, token);
    const errors = pageErrors(page);

    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}`);
    await page.getByTestId('chess-grid').locator(`[data-cell-id="${unit.cellId}"]`).click();
    const card = cellCard(page).first();
    const trend = card.getByTestId('price-trend');
    await expect(trend).toBeVisible();
    await expect(trend).toHaveText(/^[−+]\d+,\d\s%\sза \d+ (месяц|месяца|месяцев)$|^без изменений/);
    await trend.scrollIntoViewIfNeeded();
    await shot(page, 'price-history-card', { fullPage: false });

    await trend.click();
    const sheet = page.getByRole('dialog', { name: 'История цены' });
    await expect(sheet).toBeVisible();
    const chart = sheet.getByTestId('price-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    // Every record listed, newest first, with its date, price and status.
    await expect(sheet.getByRole('row')).toHaveCount(unit.records + 1);
    await expect(sheet.getByRole('row').nth(1)).toContainText('₽');
    await expect(sheet.getByRole('columnheader', { name: 'Дата' })).toBeVisible();
    // Pointing at the chart reads out the date and the price there.
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 4 });
    await expect(sheet.getByTestId('price-readout')).toContainText(/\d{4} г\./);
    await expect(sheet.getByTestId('price-readout')).toContainText('₽');
    await shot(page, 'price-history-chart', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await page.goto(`/realty/${unit.objectId}`);
    const dynamics = page.getByRole('region', { name: 'Динамика цен' });
    await dynamics.scrollIntoViewIfNeeded();
    await expect(dynamics).toBeVisible();
    await expect(dynamics).toContainText('₽/м²');
    await expect(dynamics.getByTestId('price-chart').locator('canvas')).toBeVisible();
    const layouts = dynamics.getByRole('radio');
    if ((await layouts.count()) > 1) {
      await expect(layouts.first()).toHaveAttribute('aria-checked', 'true');
      await layouts.nth(1).click();
      await expect(layouts.nth(1)).toHaveAttribute('aria-checked', 'true');
    }
    await shot(page, phone ? 'price-history-dynamics-phone' : 'price-history-dynamics', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
