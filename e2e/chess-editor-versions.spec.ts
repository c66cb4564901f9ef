// Two editors, one section (decision 018): builder A deletes a unit in the structure mode and saves; builder B, whose
// board is older, changes another unit's price and saves: B is shown «Данные изменились», chooses to apply the
// change on the fresh section, and both changes end up saved. On a phone the same dialog over the unit's sheet.
import type { Page } from '@playwright/test';
import { createBackofficeObject } from '#shared/api/backoffice.ts';
import { createPavilion, createSection, getSection, updateCell } from '#shared/api/chess-editor.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { expect, test, type Api, type KvartalFixtures } from './fixtures.ts';
import { confirmDialog } from './dialogs.ts';

/** A new complex with one building and a 2 × 2 section whose units are on sale with numbers and prices. */
async function twoByTwo(api: Api) {
  const as = { as: 'builder' };
  const object = await api.ok(
    createBackofficeObject,
    { body: { title: `ЖК Две вкладки ${Date.now() % 1_000_000}`, type: 1 } },
    as,
  );
  const pavilion = await api.ok(
    createPavilion,
    { params: { id: object.id }, body: { name: 'Корпус 1' } },
    as,
  );
  const section = await api.ok(
    createSection,
    { params: { pid: pavilion.id }, body: { name: 'Секция 1', cols: 2, rows: 2 } },
    as,
  );
  const read = () => api.ok(getSection, { params: { pid: pavilion.id, sid: section.id } }, as);
  for (const [i, cell] of (await read()).cells.entries()) {
    await api.ok(
      updateCell,
      { params: { id: cell.id }, body: { status: 4, number: String(i + 1), area: 40, price: 4_000_000 } },
      as,
    );
  }
  return { read, page: `/builder_cabinet/${object.id}/${pavilion.id}/${section.id}` };
}

const cells = (page: Page) => page.locator('[data-kind="cell"]');

/** A new 2 × 2 section open in the builder's editor in each tab, its four units drawn. */
async function openTwoByTwo(api: Api, loginAs: KvartalFixtures['loginAs'], tabs: Page[]) {
  const section = await twoByTwo(api);
  for (const tab of tabs) {
    await loginAs(tab, 'builder');
    await tab.goto(section.page);
    await expect(cells(tab)).toHaveCount(4);
  }
  return section;
}

/** Opens a unit's sheet, types a new price and saves. */
async function changePrice(page: Page, index: number, price: string) {
  await cells(page).nth(index).click();
  const sheet = page.getByRole('dialog', { name: /Квартира/ });
  await sheet.getByRole('textbox', { name: 'Стоимость', exact: true }).fill(price);
  await sheet.getByRole('button', { name: 'Сохранить', exact: true }).click();
  return sheet;
}

test('[chess-editor] two editors of one section: the stale save asks, and both changes are kept', async ({
  page,
  context,
  api,
  loginAs,
  shot,
}) => {
  test.setTimeout(120_000);
  const pageB = await context.newPage();
  const section = await openTwoByTwo(api, loginAs, [page, pageB]);
  const before = await section.read();

  // A deletes the top-left unit in the structure mode and saves.
  await page.getByRole('button', { name: 'Редактировать структуру' }).click();
  await cells(page).nth(0).click();
  await expect(page.getByText('Выбрано: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await confirmDialog(page, 'Удалить выбранные квартиры?');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Структура сохранена').last()).toBeVisible();

  // B still shows the board from before A's save and changes the bottom-right unit's price.
  const sheet = await changePrice(pageB, 3, '5200000');
  const dialog = pageB.getByRole('alertdialog', { name: 'Данные изменились' });
  await expect(dialog.getByText('Секцию изменил другой пользователь. Обновите страницу.')).toBeVisible();
  await expect(sheet.getByRole('textbox', { name: 'Стоимость', exact: true })).toHaveValue('5200000');
  await shot(pageB, 'chess-editor-stale-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Обновить и применить мои изменения' }).click();
  await expect(dialog).toHaveCount(0);
  // The sheet saves against the fresh versions only once they are read: the toast says so.
  await expect(pageB.getByText(versionTexts.dialog.applied)).toBeVisible();
  // The fresh board shows A's deletion under the sheet; the sheet still holds B's price.
  await expect(cells(pageB).nth(0)).toHaveAttribute('data-disabled', 'true');
  await expect(sheet.getByRole('textbox', { name: 'Стоимость', exact: true })).toHaveValue('5200000');
  await sheet.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(sheet).toHaveCount(0);

  const after = await section.read();
  expect(after.cells[0]).toMatchObject({ disabled: true });
  expect(after.cells[3]).toMatchObject({ disabled: false, data: { price: 5_200_000 } });
  expect(after.version).toBe(before.version + 2);
});

test('[chess-editor] @phone the «Данные изменились» dialog over a unit’s sheet', async ({
  page,
  api,
  loginAs,
  shot,
}) => {
  test.setTimeout(120_000);
  const section = await openTwoByTwo(api, loginAs, [page]);

  // Someone else changes a unit of the section meanwhile.
  const fresh = await section.read();
  await api.ok(
    updateCell,
    {
      params: { id: fresh.cells[0]!.id },
      body: { price: 4_100_000, version: fresh.cells[0]!.version, sectionVersion: fresh.version },
    },
    { as: 'builder' },
  );

  const sheet = await changePrice(page, 1, '4300000');
  const dialog = page.getByRole('alertdialog', { name: 'Данные изменились' });
  await expect(dialog.getByRole('button', { name: 'Отменить мои изменения' })).toBeVisible();
  await shot(page, 'chess-editor-stale-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Обновить и применить мои изменения' }).click();
  // Saved before the fresh section is read, the sheet would send the old versions and be refused again (the
  // sheet stayed open under load): the toast says the draft is on the fresh data.
  await expect(page.getByText(versionTexts.dialog.applied)).toBeVisible();
  await sheet.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(sheet).toHaveCount(0);

  const after = await section.read();
  expect(after.cells.map((c) => c.data.price)).toEqual([4_100_000, 4_300_000, 4_000_000, 4_000_000]);
});
