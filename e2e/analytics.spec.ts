// «Аналитика» as the demo builder lives it: opens it from the back-office menu (on a phone the address), sees the
// sales pace with the previous period, changes the period to a year, walks the five sections and exports the pace
// as XLSX, which the test opens and reads back. Each section is shot on phone and desktop.
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { test, expect } from './fixtures.ts';

test.describe('[analytics] the builder’s analytics', () => {
  test('the builder opens «Аналитика», changes the period and exports XLSX @both', async ({
    page,
    loginAs,
    shot,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'phone';
    await loginAs(page, 'builder');
    if (phone) await page.goto('/builder_cabinet/analytics');
    else {
      await page.goto('/builder_cabinet');
      await page.getByRole('link', { name: 'Аналитика' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Аналитика', level: 1 })).toBeVisible();
    const pace = page.getByTestId('pace-report');
    await expect(pace).toBeVisible();
    await expect(pace.locator('canvas').first()).toBeVisible();
    await expect(page.getByText('к прошлому периоду').first()).toBeVisible();
    await shot(page, 'analytics-pace');

    // A year: the weeks of the whole year, the plan beside the fact.
    await page.getByRole('button', { name: 'Год', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Год', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await pace.getByRole('button', { name: 'Таблица' }).click();
    await expect.poll(() => pace.locator('tbody tr').count()).toBeGreaterThanOrEqual(52);
    await expect(page.getByTestId('plan-report').locator('tbody tr').first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pace.getByRole('button', { name: 'Скачать XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Аналитика — Темп продаж — \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Темп продаж')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'С',
      'Продано',
      'Выручка',
      'Площадь',
      'Забронировано',
    ]);
    expect(sheet.rowCount).toBeGreaterThanOrEqual(53);
    const sold = sheet
      .getColumn(2)
      .values.slice(2)
      .reduce<number>((s, v) => s + Number(v ?? 0), 0);
    expect(sold).toBeGreaterThan(0);
    await pace.getByRole('button', { name: 'График' }).click();
    await shot(page, 'analytics-pace-year');

    const sections: [string, string][] = [
      ['Остатки', 'stock-report'],
      ['Цены', 'prices-report'],
      ['Воронка', 'funnel-report'],
      ['Спрос', 'demand-report'],
    ];
    for (const [tab, id] of sections) {
      await page.getByRole('navigation', { name: 'Аналитика' }).getByRole('button', { name: tab }).click();
      await expect(page.getByTestId(id)).toBeVisible();
      await shot(page, `analytics-${id.replace('-report', '')}`);
    }
    await expect(page.getByTestId('funnel-report')).toHaveCount(0);
    await expect(page.getByTestId('unmet-report')).toContainText('Спрос без предложения');
  });
});
