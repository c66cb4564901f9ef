// The chessboard back-office as a builder uses it: a building and a section added, units edited (a floor plan, a
// riser renamed, a unit deleted and restored), a mass price change,
// cells merged and split, a floor added and another deleted, the structure saved and found again after a reload,
// publishing refused then done for the section and the building.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { createBackofficeObject } from '#shared/api/backoffice.ts';
import { createPavilion, createSection, getSection, updateCell } from '#shared/api/chess-editor.ts';
import { expect, test } from './fixtures.ts';
import { confirmDialog } from './dialogs.ts';

const images = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'images');

const cells = (page: Page) => page.locator('[data-kind="cell"]');
const rowLabels = (page: Page) => page.locator('[data-kind="row"]');

/**
 * A mouse drag over the grid from one element to another. Each step of the grid (the structure mode, a merge) draws
 * its cells anew, so a box read apart from the move may be a detached cell's (null under load): dragTo finds each end
 * when it moves there, waiting until that cell is stable and takes the pointer.
 */
async function dragSelect(from: Locator, to: Locator) {
  await from.dragTo(to, { steps: 6 });
}

async function editCell(
  page: Page,
  cell: Locator,
  values: { status: string; number: string; area: string; price: string },
) {
  await cell.click();
  const sheet = page.getByRole('dialog', { name: /Квартира/ });
  await expect(sheet).toBeVisible();
  const save = sheet.getByRole('button', { name: 'Сохранить', exact: true });
  await expect(save).toBeDisabled();
  await sheet.getByRole('combobox', { name: 'Статус' }).selectOption({ label: values.status });
  await sheet.getByRole('textbox', { name: 'Номер' }).fill(values.number);
  await sheet.getByRole('textbox', { name: 'Площадь' }).fill(values.area);
  await sheet.getByRole('textbox', { name: 'Стоимость', exact: true }).fill(values.price);
  return { sheet, save };
}

test('[chess-editor] a builder adds a building and a section, edits units and the structure, publishes both', async ({
  page,
  api,
  loginAs,
  shot,
}) => {
  test.setTimeout(240_000);
  await loginAs(page, 'builder');
  const object = await api.ok(
    createBackofficeObject,
    { body: { title: `ЖК Шахматный ${Date.now() % 1_000_000}`, type: 1 } },
    { as: 'builder' },
  );
  const readSection = () =>
    api.ok(getSection, { params: { pid: pavilionId, sid: sectionId } }, { as: 'builder' });

  // A building from the object's tab, then its page.
  await page.goto(`/builder_cabinet/${object.id}#flats`);
  await page.getByRole('button', { name: 'Добавить корпус' }).click();
  await page.getByRole('dialog', { name: 'Добавить корпус' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('list', { name: 'Корпуса' }).getByText('Корпус 1').click();
  await expect(page).toHaveURL(new RegExp(`/builder_cabinet/${object.id}/\\d+$`));
  const pavilionId = Number(/\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Корпус 1' })).toBeVisible();
  await expect(page.getByText('Корпус снят с публикации')).toBeVisible();
  await expect(page.getByText('Секций пока нет')).toBeVisible();

  // A building without a published section cannot be published: the refusal in 'Ошибка'.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Ошибка' });
  await expect(refusal.getByText('В корпусе нет ни одной опубликованной секции')).toBeVisible();
  // The toaster lives in the top dialog (decision 048): its own «Закрыть» is not the dialog's.
  await refusal.getByRole('contentinfo').getByRole('button', { name: 'Закрыть' }).click();
  await expect(refusal).toHaveCount(0);

  // A new section: 2 digits at most for floors and flats per floor.
  await page.getByRole('button', { name: 'Добавить секцию' }).click();
  const sheet = page.getByRole('dialog', { name: 'Новая секция' });
  await expect(sheet.getByRole('textbox', { name: 'Название секции' })).toHaveValue('Секция 1');
  await sheet.getByRole('textbox', { name: 'Этажей' }).fill('4');
  await sheet.getByRole('textbox', { name: 'Квартир на этаже' }).pressSequentially('123');
  await expect(sheet.getByRole('textbox', { name: 'Квартир на этаже' })).toHaveValue('12');
  await sheet.getByRole('textbox', { name: 'Квартир на этаже' }).fill('3');
  await shot(page, 'chess-editor-new-section');
  await sheet.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(new RegExp(`/builder_cabinet/${object.id}/${pavilionId}/\\d+$`));
  const sectionId = Number(/\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'Секция 1' })).toBeVisible();
  await expect(page.getByText('Секция снята с публикации')).toBeVisible();
  await expect(cells(page)).toHaveCount(12);
  await expect(rowLabels(page)).toHaveText(['4', '3', '2', '1']);

  // Publishing an empty section is refused.
  await page.getByRole('button', { name: 'Опубликовать секцию' }).click();
  await expect(refusal.getByText(/В секции нет ни одной квартиры с номером и статусом/)).toBeVisible();
  // The toaster lives in the top dialog (decision 048): its own «Закрыть» is not the dialog's.
  await refusal.getByRole('contentinfo').getByRole('button', { name: 'Закрыть' }).click();

  // Units: the bottom-left one for sale, the next one the builder's fund (no area or price needed).
  const first = await editCell(page, cells(page).nth(9), {
    status: 'В продаже',
    number: '1',
    area: '50',
    price: '5000000',
  });
  await expect(first.sheet.getByRole('textbox', { name: 'Стоимость за м²' })).toHaveValue('100000');
  await first.sheet.getByRole('textbox', { name: 'Стоимость за м²' }).fill('110000');
  await expect(first.sheet.getByRole('textbox', { name: 'Стоимость', exact: true })).toHaveValue('5500000');
  await first.sheet.getByRole('textbox', { name: 'Площадь' }).fill('50abc');
  await expect(first.sheet.getByRole('textbox', { name: 'Площадь' })).toHaveValue('50');
  await first.sheet.getByRole('combobox', { name: 'Планировка' }).selectOption({ index: 2 });
  await shot(page, 'chess-editor-cell');
  await first.save.click();
  await expect(page.getByText('Квартира сохранена').last()).toBeVisible();
  await expect(cells(page).nth(9)).toContainText('1');

  await cells(page).nth(10).click();
  const fund = page.getByRole('dialog', { name: /Квартира/ });
  await fund.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Фонд застройщика' });
  await fund.getByRole('textbox', { name: 'Номер' }).fill('2');
  await fund.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(fund).toHaveCount(0);
  await expect(cells(page).nth(10).locator('svg')).toBeVisible();

  // A mass price change: +1 000 ₽ per м² for the units on sale.
  await page.getByRole('button', { name: 'Изменить цены' }).click();
  const mass = page.getByRole('dialog', { name: 'Изменение цен' });
  await expect(mass.getByRole('combobox', { name: 'Действие' }).locator('option:checked')).toHaveText(
    'Увеличить стоимость за м²',
  );
  await expect(
    mass.getByRole('combobox', { name: 'Для квартир со статусом' }).locator('option:checked'),
  ).toHaveText('В продаже');
  await expect(mass.getByRole('textbox', { name: 'Значение' })).toHaveValue('0');
  await mass.getByRole('textbox', { name: 'Значение' }).fill('1000');
  await shot(page, 'chess-editor-mass');
  await mass.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Цены изменены: 1 квартира').last()).toBeVisible();
  let saved = await readSection();
  const unit = saved.cells.find((c) => c.data.number === '1')!;
  expect(unit.data.squarePrice).toBe(111_000);
  expect(unit.data.price).toBe(5_550_000);
  await shot(page, 'chess-editor-view');

  // A floor's plan (png, jpeg or webp only), a riser's name, a unit deleted and restored.
  await rowLabels(page).first().click();
  const floor = page.getByRole('dialog', { name: /Этаж/ });
  await floor.locator('input[type="file"]').setInputFiles(path.join(images, 'evening.gif'));
  await expect(floor.getByText('wrong format image/gif')).toBeVisible();
  await floor.locator('input[type="file"]').setInputFiles(path.join(images, 'courtyard.png'));
  await expect(floor.getByRole('img', { name: 'Планировка' })).toBeVisible();
  await floor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Этаж сохранён').last()).toBeVisible();
  saved = await readSection();
  expect(saved.rows[0]!.plan).not.toBeNull();

  await page.locator('[data-kind="col"]').first().click();
  const riser = page.getByRole('dialog', { name: 'Стояк' });
  await riser.getByRole('textbox').fill('А');
  await riser.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-kind="col"]').first()).toHaveText('А');

  await cells(page).nth(11).click();
  const cellSheet = page.getByRole('dialog', { name: /Квартира/ });
  await cellSheet.getByRole('button', { name: 'Удалить квартиру' }).click();
  await confirmDialog(page, 'Удалить квартиру из шахматки?');
  await expect(cells(page).nth(11)).toHaveAttribute('data-disabled', 'true');
  await cells(page).nth(11).click();
  await cellSheet.getByRole('button', { name: 'Восстановить' }).click();
  await expect(cells(page).nth(11)).not.toHaveAttribute('data-disabled', 'true');

  // Structure: merge a 2 × 2 block, split it again, merge two units of the top floor.
  await page.getByRole('button', { name: 'Редактировать структуру' }).click();
  await expect(page).toHaveURL(/#edit$/);
  await dragSelect(cells(page).nth(0), cells(page).nth(4));
  await expect(page.getByText('Выбрано: 4')).toBeVisible();
  await page.getByRole('button', { name: 'Объединить' }).click();
  await expect(cells(page)).toHaveCount(9);
  // The merged block and the unit to its right do not make a rectangle.
  await dragSelect(cells(page).nth(0), cells(page).nth(1));
  await page.getByRole('button', { name: 'Объединить' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Внимание' });
  await expect(alert.getByText('Выбранные квартиры не составляют прямоугольник!')).toBeVisible();
  await alert.getByRole('button', { name: 'Понятно' }).click();
  await cells(page).nth(0).click();
  await expect(page.getByText('Выбрано: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Разделить' }).click();
  await expect(cells(page)).toHaveCount(12);
  await cells(page).nth(1).click();
  await expect(page.getByRole('button', { name: 'Разделить' })).toBeDisabled();
  await dragSelect(cells(page).nth(0), cells(page).nth(1));
  await page.getByRole('button', { name: 'Объединить' }).click();
  await expect(cells(page)).toHaveCount(11);

  // A floor above the top one, then the second floor deleted.
  await rowLabels(page).first().click();
  await page.getByRole('button', { name: 'Добавить этаж' }).click();
  const add = page.getByRole('dialog', { name: 'Добавить этаж' });
  await expect(add.getByRole('textbox', { name: /Номера этажей/ })).toHaveValue('5');
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(rowLabels(page)).toHaveText(['5', '4', '3', '2', '1']);
  await rowLabels(page).nth(3).click();
  await expect(page.getByRole('button', { name: 'Разделить' })).toBeDisabled();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await confirmDialog(page, 'Удалить выбранные этажи?');

  // A riser added to the right of the last one, then the third riser deleted.
  const colLabels = page.locator('[data-kind="col"]');
  const unitsBefore = await cells(page).count();
  await colLabels.nth(2).click();
  await page.getByRole('button', { name: 'Добавить стояк' }).click();
  const addCol = page.getByRole('dialog', { name: 'Добавить стояк' });
  await expect(addCol.getByRole('textbox', { name: /Названия стояков/ })).toHaveValue('4');
  await addCol.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(colLabels).toHaveText(['А', '2', '3', '4']);
  // One new unit on each of the five floors.
  await expect(cells(page)).toHaveCount(unitsBefore + 5);
  await colLabels.nth(2).click();
  await expect(page.getByText('Выбрано: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await confirmDialog(page, 'Удалить выбранные стояки?');
  await expect(cells(page).and(page.locator('[data-disabled="true"]'))).not.toHaveCount(0);
  await shot(page, 'chess-editor-structure');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Структура сохранена').last()).toBeVisible();
  await expect(page).not.toHaveURL(/#edit/);

  // Persisted: after a reload the deleted floor is gone from the view, the new one is there.
  await page.reload();
  await expect(rowLabels(page)).toHaveText(['5', '4', '3', '1']);
  await expect(page.locator('[data-kind="col"]')).toHaveText(['А', '2', '4']);
  saved = await readSection();
  expect(saved.rowsCount).toBe(5);
  expect(saved.colsCount).toBe(4);
  expect(saved.cols.map((c) => [c.name, c.disabled])).toEqual([
    ['А', false],
    ['2', false],
    ['3', true],
    ['4', false],
  ]);
  expect(saved.rows.find((r) => r.name === '2')!.disabled).toBe(true);
  expect(saved.cells.some((c) => c.bbox[2] - c.bbox[0] === 1 && c.bbox[3] - c.bbox[1] === 2)).toBe(true);
  expect(saved.cells.find((c) => c.data.number === '1')!.data.price).toBe(5_550_000);

  // Publishing the section, then the building; unpublishing asks first.
  await page.getByRole('button', { name: 'Опубликовать секцию' }).click();
  await expect(page.getByText('Секция снята с публикации')).toHaveCount(0);
  await page.getByRole('button', { name: 'Снять с публикации' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Снять секцию с публикации?' });
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByText('Секция снята с публикации')).toHaveCount(0);

  await page.getByRole('link', { name: 'Корпус 1' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/builder_cabinet/${object.id}/${pavilionId}$`));
  const list = page.getByRole('list', { name: 'Секции' });
  await expect(list.getByText('Секция 1')).toBeVisible();
  await expect(list.getByText('Секция снята с публикации')).toHaveCount(0);
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await expect(page.getByText('Корпус снят с публикации')).toHaveCount(0);
  await shot(page, 'chess-editor-pavilion');
  await page.getByRole('button', { name: 'Снять с публикации' }).first().click();
  await confirmDialog(page, 'Снять корпус с публикации?');
  await expect(page.getByText('Корпус снят с публикации')).toBeVisible();
});

test('[chess-editor] a missing building says so', async ({ page, visitAs }) => {
  await visitAs(page, 'builder', '/builder_cabinet/1/99999999');
  await expect(page.getByText('Корпус не найден')).toBeVisible();
  await expect(page.getByText('Возможно данная ссылка устарела')).toBeVisible();
});

/** A finger on the page through the DevTools protocol: Chromium turns it into touch pointer events. */
async function touchDrag(page: Page, from: Locator, to: Locator, holdMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const point = (box: typeof a) => [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(a) });
  await page.waitForTimeout(holdMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(b) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('[chess-editor] a builder edits a 12-floor section on a phone @phone', async ({
  page,
  api,
  loginAs,
  shot,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'builder');
  const as = { as: 'builder' };
  const object = await api.ok(createBackofficeObject, { body: { title: 'ЖК Телефонный', type: 1 } }, as);
  const pavilion = await api.ok(
    createPavilion,
    { params: { id: object.id }, body: { name: 'Литер А', dateBuild: '12.2027' } },
    as,
  );
  const section = await api.ok(
    createSection,
    { params: { pid: pavilion.id }, body: { name: 'Подъезд 1', rows: 12, cols: 6, dateBuild: '12.2027' } },
    as,
  );
  const grid = await api.ok(getSection, { params: { pid: pavilion.id, sid: section.id } }, as);
  const statuses = [4, 4, 3, 5, 4, 1, 2];
  for (const [i, cell] of grid.cells.slice(24).entries()) {
    const status = statuses[i % statuses.length]!;
    const body = {
      status,
      number: String(i + 1),
      area: status === 2 ? '' : String(38 + (i % 5) * 7.5),
      price: status === 2 ? '' : String(6_200_000 + i * 85_000),
      cntApart: (i % 4) + 1,
      isAction: i % 9 === 0,
    };
    await api.ok(updateCell, { params: { id: cell.id }, body }, as);
  }

  await page.goto(`/builder_cabinet/${object.id}/${pavilion.id}`);
  await expect(page.getByRole('list', { name: 'Секции' }).getByText('Подъезд 1')).toBeVisible();
  await shot(page, 'chess-editor-pavilion');

  await page.getByRole('list', { name: 'Секции' }).getByText('Подъезд 1').click();
  await expect(page.getByRole('heading', { name: 'Подъезд 1' })).toBeVisible();
  await expect(cells(page)).toHaveCount(72);
  await shot(page, 'chess-editor-view');
  await cells(page).nth(30).tap();
  const sheet = page.getByRole('dialog', { name: /Квартира/ });
  await expect(sheet.getByRole('textbox', { name: 'Номер' })).toHaveValue('7');
  await shot(page, 'chess-editor-cell');
  await sheet.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(sheet).toHaveCount(0);

  // Structure mode: a finger held past 150 ms selects (a quick swipe is the component test's: timing here is the machine's).
  await page.getByRole('button', { name: 'Редактировать структуру' }).click();
  await expect(page).toHaveURL(/#edit$/);
  await expect(page.getByText('Ничего не выбрано')).toBeVisible();
  await touchDrag(page, cells(page).nth(0), cells(page).nth(7), 300);
  await expect(page.getByText('Выбрано: 4')).toBeVisible();
  await page.getByRole('button', { name: 'Объединить' }).click();
  await expect(cells(page)).toHaveCount(69);
  await shot(page, 'chess-editor-structure');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await confirmDialog(page, 'Выйти без сохранения?');
  await expect(page).not.toHaveURL(/#edit/);
  await expect(cells(page)).toHaveCount(72);
});
