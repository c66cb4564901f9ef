// The chessboard by keyboard (issue 30): the board is one Tab stop, the arrows walk its units, Enter opens the card.
import type { APIRequestContext, Page } from '@playwright/test';
import { cellCard } from './cell-card.ts';
import { findDemoSection } from './demo-sections.ts';
import { test, expect } from './fixtures.ts';

/** The first section of the builder's published complexes with at least two floors of two units. */
async function demoSection(request: APIRequestContext) {
  const shown = (lines: { disabled: boolean }[]) => lines.filter((line) => !line.disabled).length;
  const found = await findDemoSection(request, ({ objectId, sectionId, view }) =>
    shown(view.rows) >= 2 && shown(view.cols) >= 2 ? { objectId, sectionId } : undefined,
  );
  if (!found) throw new Error('no demo section of two floors and two risers');
  return found;
}

/** The focused element as a unit of the board: its id and grid lines, or null when the focus is elsewhere. */
const focusedUnit = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el?.matches('[data-testid="chess-grid"] [data-cell-id]')) return null;
    const style = getComputedStyle(el);
    return {
      id: Number(el.dataset.cellId),
      row: parseInt(el.style.gridRow, 10),
      col: parseInt(el.style.gridColumn, 10),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });

test.describe('[chess] the board by keyboard', { tag: '@both' }, () => {
  test('Tab enters the board once, the arrows walk the units, Enter opens the card', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    const target = await demoSection(request);
    await visitAs(page, 'user', `/realty/${target.objectId}/chess/${target.sectionId}`);
    const grid = page.getByTestId('chess-grid');
    await expect(grid.locator('[data-cell-id]').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Шахматка' })).toHaveAttribute(
      'aria-roledescription',
      'сетка квартир',
    );
    // One Tab stop among all the units.
    await expect(grid.locator('[data-cell-id][tabindex="0"]')).toHaveCount(1);

    // From the top of the page, Tab reaches the board's first unit (top floor, leftmost) …
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let unit = null;
    for (let i = 0; i < 60 && !unit; i++) {
      await page.keyboard.press('Tab');
      unit = await focusedUnit(page);
    }
    expect(unit, 'Tab reaches the board').not.toBeNull();
    const first = await grid.evaluate((board) => {
      const units = [...board.querySelectorAll<HTMLElement>('[data-cell-id]')];
      const at = (el: HTMLElement) =>
        [parseInt(el.style.gridRow, 10), parseInt(el.style.gridColumn, 10)] as const;
      units.sort((a, b) => at(a)[0] - at(b)[0] || at(a)[1] - at(b)[1]);
      return Number(units[0]!.dataset.cellId);
    });
    expect(unit!.id).toBe(first);
    // … and the next Tab leaves it.
    await page.keyboard.press('Tab');
    expect(await focusedUnit(page)).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect((await focusedUnit(page))?.id).toBe(first);

    // The arrows: right along the floor, down a floor, left back.
    await page.keyboard.press('ArrowRight');
    const right = (await focusedUnit(page))!;
    expect(right.row).toBe(unit!.row);
    expect(right.col).toBeGreaterThan(unit!.col);
    await page.keyboard.press('ArrowDown');
    const down = (await focusedUnit(page))!;
    expect(down.row).toBeGreaterThan(right.row);
    await expect(grid.locator('[data-cell-id][tabindex="0"]')).toHaveCount(1);
    await expect(grid.locator(`[data-cell-id="${down.id}"]`)).toHaveAttribute('tabindex', '0');
    // The keyboard's focus is drawn: a dark ring around the unit.
    expect(down.outline).toBe('solid 3px');
    await shot(page, 'chess-keyboard-focus', { fullPage: false });

    // Ctrl+End goes to the last unit and scrolls it into the board's view; Ctrl+Home back.
    await page.keyboard.press('Control+End');
    const last = (await focusedUnit(page))!;
    const scroller = page.getByTestId('chess-scroller');
    const box = (await scroller.boundingBox())!;
    const lastBox = (await grid.locator(`[data-cell-id="${last.id}"]`).boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(box.y + box.height + 1);
    await page.keyboard.press('Control+Home');
    expect((await focusedUnit(page))?.id).toBe(first);

    // Enter opens the unit's card, as a tap does.
    await page.keyboard.press('ArrowDown');
    const opened = (await focusedUnit(page))!;
    await page.keyboard.press('Enter');
    await expect(cellCard(page)).toBeVisible();
    await expect(grid.locator(`[data-cell-id="${opened.id}"]`)).toHaveAttribute('data-selected', 'true');
    await shot(page, 'chess-keyboard-card', { fullPage: false });
  });
});
