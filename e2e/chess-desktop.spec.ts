// The buyers' chessboard on a desktop (1366×900): a detailed board whose units read their price, area and layout,
// the tapped unit's card beside the board, and the switch to the compact 40 px board and back, remembered. On a
// phone the board stays the compact one with the card in a bottom sheet.
import type { Locator, Page } from '@playwright/test';
import { formatArea, formatPriceCompact } from '../shared/format.ts';
import { createPublishedSection, type PublishedSection } from './chess-section.ts';
import { demoToken } from './demo-login.ts';
import { test as base, expect } from './fixtures.ts';

const FLOORS = 12;
const RISERS = 6;

const width = async (locator: Locator) => (await locator.boundingBox())!.width;

/** The unit on a floor and riser, with its button on the board. */
function unitAt(page: Page, section: PublishedSection, floor: number, riser: number) {
  const unit = section.units.find((u) => u.floor === floor && u.riser === riser)!;
  return { unit, button: page.getByTestId('chess-grid').locator(`[data-cell-id="${unit.id}"]`) };
}

/** Mostly on sale, some sold (5) and reserved (3): the board shows every colour. */
const statusOf = (floor: number, riser: number) =>
  (floor + riser) % 5 === 0 ? 5 : (floor + riser) % 7 === 0 ? 3 : 4;

/** A new published section, open as the demo buyer, the board drawn; deleted again after the test. */
const test = base.extend<{ board: PublishedSection }>({
  board: async ({ page, request, visitAs }, use) => {
    const section = await createPublishedSection(request, await demoToken('builder'), {
      floors: FLOORS,
      risers: RISERS,
      status: statusOf,
    });
    try {
      await visitAs(page, 'user', `/realty/${section.objectId}/chess/${section.sectionId}`);
      await expect(page.getByTestId('chess-grid').locator('[data-cell-id]')).toHaveCount(FLOORS * RISERS);
      await use(section);
    } finally {
      await section.remove();
    }
  },
});

test.describe('[chess] the chessboard on a wide screen', () => {
  // Each test makes and removes a section of its own: past the default timeout on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a buyer reads prices on the detailed board, opens a unit beside it and switches to the compact board and back', async ({
    page,
    board: section,
    shot,
  }) => {
    const grid = page.getByTestId('chess-grid');
    // Detailed by default: every unit on sale reads its short price, its area and its layout.
    const views = page.getByRole('group', { name: 'Вид шахматки' });
    await expect(views.getByRole('button', { name: 'Подробно' })).toHaveAttribute('aria-pressed', 'true');
    const top = unitAt(page, section, FLOORS, 1);
    await expect(top.button).toContainText(formatPriceCompact(top.unit.price));
    await expect(top.button).toContainText(formatArea(top.unit.area));
    await expect(top.button).toContainText('Ст');
    expect(await width(top.button)).toBeGreaterThan(80);
    // Before a tap the panel beside the board says what it is for.
    await expect(page.getByRole('complementary', { name: 'Выберите квартиру' })).toBeVisible();
    await shot(page, 'chess-desktop-detailed', { fullPage: false });

    // A tap: the unit is marked and its card opens beside the board, not over it.
    const picked = unitAt(page, section, FLOORS - 2, 3);
    await picked.button.click();
    await expect(picked.button).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('complementary', { name: `Квартира № ${picked.unit.number}` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toContainText(formatArea(picked.unit.area));
    const board = (await grid.locator('xpath=../..').boundingBox())!;
    const panel = (await card.boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
    expect(panel.y).toBeLessThan(board.y + board.height);
    await shot(page, 'chess-desktop-unit-card', { fullPage: false });

    // The card stays in view while the page scrolls down.
    const legend = (await page.getByRole('list', { name: 'Обозначения' }).boundingBox())!;
    await page.mouse.move(legend.x + 4, legend.y + 4);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await expect(card).toBeInViewport();

    // The compact board: 40 px units without prices, the card still beside it; remembered after a reload.
    await views.getByRole('button', { name: 'Компактно' }).click();
    await expect(views.getByRole('button', { name: 'Компактно' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => width(top.button)).toBe(40);
    await expect(top.button).not.toContainText('млн');
    await expect(picked.button).toHaveAttribute('aria-pressed', 'true');
    await expect(card).toBeVisible();
    await shot(page, 'chess-desktop-compact', { fullPage: false });
    await page.reload();
    await expect(views.getByRole('button', { name: 'Компактно' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => width(top.button)).toBe(40);

    await views.getByRole('button', { name: 'Подробно' }).click();
    await expect(top.button).toContainText(formatPriceCompact(top.unit.price));
    expect(await width(top.button)).toBeGreaterThan(80);

    // The mark is drawn over the tapped unit wherever it is, the board zoomed out too.
    await page.getByRole('button', { name: 'Мельче' }).click();
    const other = unitAt(page, section, FLOORS - 1, 2);
    await other.button.click();
    await expect(page.getByRole('complementary', { name: `Квартира № ${other.unit.number}` })).toBeVisible();
    const ring = (await page.getByTestId('chess-mark').boundingBox())!;
    const marked = (await other.button.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(ring[side]).toBeCloseTo(marked[side], 0);
    await shot(page, 'chess-desktop-zoomed-mark', { fullPage: false });

    // Escape closes the panel wherever focus is; the hint takes its place.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('complementary', { name: 'Выберите квартиру' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: `Квартира № ${other.unit.number}` })).toHaveCount(0);
  });

  test('a buyer’s phone keeps the compact 40 px board and the card in a sheet @phone', async ({
    page,
    board: section,
    shot,
  }) => {
    await expect(page.getByRole('group', { name: 'Вид шахматки' })).toHaveCount(0);
    const top = unitAt(page, section, FLOORS, 1);
    expect(await width(top.button)).toBe(40);
    await expect(top.button).not.toContainText('млн');
    await expect(page.getByRole('complementary', { name: 'Выберите квартиру' })).toHaveCount(0);

    const box = (await top.button.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(top.button).toHaveAttribute('aria-pressed', 'true');
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('heading')).toHaveText(`Квартира № ${top.unit.number}`);
    await shot(page, 'chess-phone-compact-card', { fullPage: false });
  });
});
