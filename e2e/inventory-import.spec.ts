// The inventory import as a builder lives it: a new complex, the template downloaded and filled with two broken
// rows, the problems read in Russian, the rows fixed, the preview checked and applied, the chessboard filled.
// The preview is shot on phone and desktop.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import * as backofficeApi from '#shared/api/backoffice.ts';
import { apiOf } from './api.ts';

async function newComplex(request: APIRequestContext, token: string): Promise<number> {
  const res = (
    await apiOf(request).call(
      backofficeApi.createBackofficeObject,
      { body: { title: `ЖК Импортный ${Date.now() % 1_000_000}`, type: 1 } },
      { headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } },
    )
  ).response;
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { id: number }).id;
}

type Row = [
  string,
  string,
  number,
  string,
  number | string,
  number | string,
  number,
  string,
  string,
  string,
  string,
];

/** The units written into the downloaded template below its header, over the example rows. */
async function fillTemplate(template: Buffer, rows: Row[]): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  // Typed over the example rows, as a builder would (the status list's validation reaches far below them).
  rows.forEach((row, i) => {
    sheet.getRow(i + 2).values = row;
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-import-'));
  const file = path.join(dir, 'квартиры.xlsx');
  await writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

const units = (broken: boolean): Row[] => {
  const rows: Row[] = [];
  for (let floor = 1; floor <= 3; floor++)
    for (let riser = 1; riser <= 3; riser++) {
      const n = (floor - 1) * 3 + riser;
      const area = riser === 1 ? 24.5 : riser === 2 ? 41.2 : 63.8;
      rows.push([
        'Корпус 1',
        'Секция 1',
        floor,
        String(n),
        riser === 1 ? 'студия' : riser - 1,
        area,
        Math.round(area * 160_000),
        'В продаже',
        '',
        '',
        `EXT-${n}`,
      ]);
    }
  if (broken) {
    rows[3]![5] = 'сорок';
    rows[6]![7] = 'Отложена';
  }
  return rows;
};

async function upload(page: Page, file: string) {
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('import-preview')).toBeVisible();
}

test('[import] a builder fills the template, fixes two broken rows, applies and sees the chessboard filled @both', async ({
  page,
  request,
  loginAs,
  shot,
}) => {
  test.setTimeout(180_000);
  const { token } = await loginAs(page, 'builder');
  const objectId = await newComplex(request, token);
  await page.goto(`/builder_cabinet/${objectId}#import`);
  await expect(page.getByRole('heading', { name: 'Импорт квартир' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать шаблон XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Шаблон импорта квартир.xlsx');
  const template = await readFile((await download.path())!);

  await upload(page, await fillTemplate(template, units(true)));
  const problems = page.getByTestId('import-problems');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Строка 5: площадь «сорок» — не число',
    'Строка 8: статус «Отложена» — неизвестен; допустимы: Переуступка, Фонд застройщика, Бронь, В продаже, Продано',
  ]);
  await expect(page.getByTestId('import-apply')).toBeDisabled();
  await shot(page, 'inventory-import-problems');

  await upload(page, await fillTemplate(template, units(false)));
  await expect(problems).toHaveCount(0);
  await expect(page.getByTestId('import-count-create')).toContainText('9');
  await expect(page.getByTestId('import-sections').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('import-rows').getByRole('row')).toHaveCount(10);
  await shot(page, 'inventory-import-preview');

  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-applied')).toContainText(
    'Импорт применён: новых 9, изменено 0, снято 0',
  );
  await expect(page.getByTestId('import-preview')).toHaveCount(0);
  await expect(page.getByTestId('import-runs').getByRole('listitem').first()).toContainText('Применён');
  await expect(page.getByTestId('import-runs').getByRole('listitem').first()).toContainText(
    'новых 9, изменено 0, снято 0',
  );
  await shot(page, 'inventory-import-applied', { fullPage: false });

  // The chessboard: the building, its section, nine units on three floors.
  await page.getByTestId('import-applied').getByRole('link', { name: 'Открыть шахматку' }).click();
  await page.getByRole('list', { name: 'Корпуса' }).getByText('Корпус 1').click();
  await page.getByText('Секция 1').first().click();
  await expect(page.getByRole('heading', { name: 'Секция 1' })).toBeVisible();
  await expect(page.locator('[data-kind="row"]')).toHaveText(['3', '2', '1']);
  const cells = page.locator('[data-kind="cell"]');
  await expect(cells).toHaveCount(9);
  await expect(cells.filter({ hasText: '9' }).first()).toBeVisible();
  await shot(page, 'inventory-import-chessboard');
});
