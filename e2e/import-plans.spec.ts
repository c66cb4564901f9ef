// Plan images in the import as a builder lives it: a ZIP holding the table and the plans, one file name missing (the
// row's problem in Russian), the archive fixed, applied, the plans stored after the apply (the log says so), and a
// unit of the chessboard opened with its plan. Shot on phone and desktop.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { IMPORT_COLUMNS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { zip as zipOf } from '../server/db/seed/files/zip.ts';
import { expect, test } from './fixtures.ts';
import { createBackofficeObject } from '#shared/api/backoffice.ts';

/** A plan as a builder's export looks: a white sheet with the flat's outline and a room wall. */
const planPicture = (rooms: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="640" height="480"><rect x="40" y="40" width="560" height="400" fill="none" stroke="#222" stroke-width="10"/>` +
            Array.from(
              { length: rooms },
              (_, i) =>
                `<line x1="${40 + ((i + 1) * 560) / (rooms + 1)}" y1="40" x2="${40 + ((i + 1) * 560) / (rooms + 1)}" y2="300" stroke="#222" stroke-width="6"/>`,
            ).join('') +
            `</svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

async function archive(plans: Record<string, Buffer>): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Квартиры');
  sheet.addRow(IMPORT_COLUMNS.map((c) => importTexts.columns[c].title));
  const plan = (n: number) => (n % 2 ? 'планы/1k-38.png' : '2k-54.png');
  for (let n = 1; n <= 4; n++)
    sheet.addRow([
      'Корпус 1',
      'Секция 1',
      n <= 2 ? 1 : 2,
      String(n),
      n % 2 ? 1 : 2,
      n % 2 ? 38 : 54,
      5_000_000 + n * 100_000,
      'В продаже',
      '',
      plan(n),
      `PL-${n}`,
    ]);
  const table = Buffer.from(await book.xlsx.writeBuffer());
  const zip = zipOf([
    { name: 'квартиры.xlsx', data: table },
    ...Object.entries(plans).map(([name, data]) => ({ name, data })),
  ]);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kvartal-plans-'));
  const file = path.join(dir, 'импорт с планами.zip');
  await writeFile(file, zip);
  return file;
}

test('[import] a builder imports a ZIP with plans and sees a plan on a unit of the chessboard @both', async ({
  page,
  api,
  loginAs,
  shot,
}) => {
  test.setTimeout(180_000);
  const { token } = await loginAs(page, 'builder');
  const title = `ЖК Планы ${Date.now() % 1_000_000}`;
  const { id: objectId } = await api.ok(createBackofficeObject, { body: { title, type: 1 } }, { as: token });
  await page.goto(`/builder_cabinet/${objectId}#import`);
  await expect(page.getByRole('heading', { name: 'Импорт квартир' })).toBeVisible();
  const one = await planPicture(1);
  const two = await planPicture(2);

  // The second plan forgotten: the rows naming it are problems, nothing can be applied.
  await page.getByTestId('import-file').setInputFiles(await archive({ 'планы/1k-38.png': one }));
  const problems = page.getByTestId('import-problems');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Строка 3: файл плана «2k-54.png» не найден в архиве',
    'Строка 5: файл плана «2k-54.png» не найден в архиве',
  ]);
  await expect(page.getByTestId('import-apply')).toBeDisabled();
  await shot(page, 'import-plans-missing');

  await page
    .getByTestId('import-file')
    .setInputFiles(await archive({ 'планы/1k-38.png': one, '2k-54.png': two }));
  await expect(problems).toHaveCount(0);
  await expect(page.getByTestId('import-plans')).toHaveText('Планы: 4 у квартир, картинок 2, загрузить 2');
  await shot(page, 'import-plans-preview');
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-applied')).toContainText('Импорт применён: новых 4');
  // Stored after the apply by the outbox; the log is read again until they are.
  await expect(page.getByTestId('import-runs').getByRole('listitem').first()).toContainText(
    'Планы: сохранено 2 из 2',
    { timeout: 30_000 },
  );
  await shot(page, 'import-plans-applied', { fullPage: false });

  await page.getByTestId('import-applied').getByRole('link', { name: 'Открыть шахматку' }).click();
  await page.getByRole('list', { name: 'Корпуса' }).getByText('Корпус 1').click();
  await page.getByText('Секция 1').first().click();
  await expect(page.getByRole('heading', { name: 'Секция 1' })).toBeVisible();
  const cells = page.locator('[data-kind="cell"]');
  await expect(cells).toHaveCount(4);
  await cells.filter({ hasText: '2' }).first().click();
  const sheet = page.getByRole('dialog', { name: /Квартира/ });
  const plan = sheet.getByRole('img', { name: 'Планировка' });
  await expect(plan).toBeVisible();
  await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'import-plans-chessboard');
});
