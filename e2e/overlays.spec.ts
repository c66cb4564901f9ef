// Issue 30, «usable without a mouse»: overlays are native dialogs opened with showModal(). A buyer opens a unit's
// card and its request sheet with the keyboard: Tab stays in the sheet, the page behind takes neither focus nor
// clicks, Escape closes the top overlay only and focus goes back to the button that opened it; on a phone a swipe
// down closes the sheet and «back» closes the card; a toast with an action raised before is shown over the open sheet
// and its action works.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellCard } from './cell-card.ts';
import { freeUnit, type FreeUnit } from './demo-sections.ts';
import { useToken } from './workflows-helpers.ts';

/** Whether focus is inside the element (a dialog). */
const holdsFocus = (element: Locator) => element.evaluate((el) => el.contains(document.activeElement));

/** One finger from `from` to `to` in steps: real touch events, as a phone sends them. */
async function swipe(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 10,
) {
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, id: 0 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Focuses a control and presses Enter: opened by the keyboard, never by a click. */
async function pressOn(control: Locator) {
  await control.focus();
  await control.page().keyboard.press('Enter');
}

async function openCard(page: Page, unit: FreeUnit) {
  const cell = page.locator(`[data-cell-id="${unit.cellId}"]`);
  await pressOn(cell);
  const card = cellCard(page, `Квартира № ${unit.number}`);
  await expect(card).toBeVisible();
  return card;
}

test.describe('[ui] overlays on the native dialog', () => {
  test('a request sheet by keyboard: Tab inside, the page inert, Escape, focus back, a toast over it @both', async ({
    page,
    request,
    account,
    shot,
  }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'phone';
    const unit = await freeUnit(request);
    const buyer = await account({ name: 'Покупатель Клавиатура' });
    await useToken(page, buyer.token);
    await page.goto(`/realty/${unit.objectId}/chess/${unit.sectionId}`);

    let card = await openCard(page, unit);
    // An action toast stays until used: raised from the card, it is still there when the sheet opens.
    await pressOn(card.getByTestId('compare-toggle'));
    const toastItem = page.getByTestId('toast').filter({ hasText: /^Добавлено в сравнение/ });
    await expect(toastItem).toBeVisible();

    const ask = card.getByRole('button', { name: 'Оставить заявку' });
    await pressOn(ask);
    const sheet = page.getByRole('dialog', { name: `Заявка на кв. ${unit.number}` });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
    expect(await holdsFocus(sheet)).toBe(true);

    // The first Tab reaches ×, the second the first field: the ring shows where the keyboard is.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(sheet.locator('input, textarea').first()).toBeFocused();
    await shot(page, 'overlays-sheet-keyboard-focus', { fullPage: false });

    // Tab goes round the sheet's controls and never leaves it, also backwards.
    const seen = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(sheet), `Tab ${i + 1} stays in the sheet`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
    }
    expect(seen.size).toBeGreaterThan(2);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await holdsFocus(sheet)).toBe(true);
    }

    // The page behind is inert: a unit of the board there takes no focus while the sheet is open.
    const other = page.locator(`[data-cell-id]:not([data-cell-id="${unit.cellId}"])`).first();
    const takesFocus = () =>
      other.evaluate((el: HTMLElement) => {
        el.focus();
        return document.activeElement === el;
      });
    expect(await takesFocus()).toBe(false);

    // Escape closes the sheet only; focus is back on «Оставить заявку».
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(card).toBeVisible();
    await expect(ask).toBeFocused();

    // With the sheet gone the board takes focus on a wide screen, so the refusal was the dialog's doing; on a phone
    // the card is a dialog too and the board stays inert.
    expect(await takesFocus()).toBe(!phone);
    await ask.focus();

    // A click on the page's top bar lands on the sheet's backdrop, never on the page: the sheet closes, the page stays.
    await pressOn(ask);
    await expect(sheet).toBeVisible();
    await page.evaluate(() => {
      const w = window as unknown as { clicks: string[] };
      w.clicks = [];
      const record = (e: MouseEvent) =>
        w.clicks.push((e.target as Element).closest('dialog') ? 'dialog' : 'page');
      document.addEventListener('click', record, { capture: true });
    });
    // The top left corner: the toast stands at the top centre, and it plays its entrance again when the sheet's
    // top layer takes it in (12 px up), so a click at the top centre could land on it under load.
    await page.mouse.click(8, 12);
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks)).toEqual(['dialog']);
    expect(new URL(page.url()).searchParams.get('cell')).toBe(String(unit.cellId));
    await expect(card).toBeVisible();

    if (phone) {
      // A swipe down on the sheet's header closes it; a short one springs back.
      await pressOn(ask);
      await expect(sheet).toBeVisible();
      const cdp = await page.context().newCDPSession(page);
      const header = (await sheet.locator('header').boundingBox())!;
      const start = { x: header.x + 40, y: header.y + header.height / 2 };
      await swipe(cdp, start, { x: start.x, y: start.y + 18 }, 6);
      await page.waitForTimeout(400);
      await expect(sheet).toBeVisible();
      expect((await sheet.locator('header').boundingBox())!.y).toBeCloseTo(header.y, 0);
      await swipe(cdp, start, { x: start.x, y: start.y + 320 });
      await expect(sheet).toBeHidden();
      await expect(card).toBeVisible();

      // «Back» closes the card (its ?cell= step), and the board stays.
      await page.goBack();
      await expect(card).toBeHidden();
      expect(new URL(page.url()).searchParams.get('cell')).toBeNull();
      card = await openCard(page, unit);
    } else {
      // The unit panel beside the board closes on Escape too, now that no dialog is over it.
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      card = await openCard(page, unit);
    }

    // The action toast raised before the sheet is shown over it, inside the top dialog, and its action works.
    await pressOn(card.getByRole('button', { name: 'Оставить заявку' }));
    await expect(sheet).toBeVisible();
    await expect(toastItem).toBeVisible();
    expect(await toastItem.evaluate((el) => el.closest('dialog')?.matches(':modal') ?? false)).toBe(true);
    const openList = toastItem.getByRole('button', { name: 'Открыть', exact: true });
    await openList.focus();
    await shot(page, 'overlays-toast-over-sheet', { fullPage: false });
    await openList.click();
    await expect(page).toHaveURL(/\/cabinet\/compare$/);
    await expect(toastItem).toHaveCount(0);
  });
});
