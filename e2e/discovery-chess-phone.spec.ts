// A buyer on a phone (390×844) with a big section: 30 floors × 12 risers. The board is pinched smaller with two
// fingers, swiped to its far corner with one, and the unit there is tapped and read.
import type { CDPSession, Locator, Page } from '@playwright/test';
import { createPublishedSection, type PublishedSection } from './chess-section.ts';
import { demoToken } from './demo-login.ts';
import { test, expect } from './fixtures.ts';

const FLOORS = 30;
const RISERS = 12;

/** Fingers down at `from`, moved in steps to `to`, lifted: real touch events, as a phone sends them. */
async function gesture(cdp: CDPSession, from: [number, number][], to: [number, number][], steps = 8) {
  const at = (t: number) =>
    from.map(([x, y], i) => ({ x: x + (to[i]![0] - x) * t, y: y + (to[i]![1] - y) * t, id: i }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const middle = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
};

/** Whether the element's middle is inside the scroller's visible box. */
async function inView(scroller: Locator, element: Locator) {
  const outer = (await scroller.boundingBox())!;
  const { x, y } = await middle(element);
  return x > outer.x && x < outer.x + outer.width && y > outer.y && y < outer.y + outer.height;
}

const boardZoom = (page: Page) =>
  page
    .getByTestId('chess-grid')
    .evaluate((grid) => Number((grid.parentElement as HTMLElement).style.zoom || 1));

test.describe('[discovery] a big chessboard on a phone', () => {
  test('a buyer pinches a 30 × 12 section, swipes to its far corner and reads a unit’s card @phone', async ({
    page,
    request,
    loginAs,
    shot,
  }) => {
    test.setTimeout(120_000);
    const section = await createPublishedSection(request, await demoToken('builder'), {
      floors: FLOORS,
      risers: RISERS,
    });
    try {
      await loginAs(page, 'user');
      await buyerReadsFarUnit(page, section, shot);
    } finally {
      await section.remove();
    }
  });
});

/** Opens the section as a buyer, pinches it smaller, swipes to the far corner, taps the unit there, reads its card. */
async function buyerReadsFarUnit(
  page: Page,
  section: PublishedSection,
  shot: (page: Page, name: string) => Promise<string>,
) {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await page.goto(`/realty/${section.objectId}/chess/${section.sectionId}`);
  const grid = page.getByTestId('chess-grid');
  const units = grid.locator('[data-cell-id]');
  await expect(units).toHaveCount(FLOORS * RISERS);
  await expect(page.getByRole('list', { name: 'Обозначения' })).toBeVisible();
  const scroller = grid.locator('xpath=../..');
  // The board is larger than the phone both ways: it scrolls inside its box.
  const size = await scroller.evaluate((el) => ({
    width: el.clientWidth,
    height: el.clientHeight,
    scrollWidth: el.scrollWidth,
    scrollHeight: el.scrollHeight,
  }));
  expect(size.width).toBeLessThanOrEqual(390);
  expect(size.scrollWidth).toBeGreaterThan(size.width);
  expect(size.scrollHeight).toBeGreaterThan(size.height);
  await shot(page, 'chess-phone-30x12');

  const cdp = await page.context().newCDPSession(page);
  // Two fingers closing from 240 px apart to 160: two thirds of the size.
  const { x, y } = await middle(scroller);
  await gesture(
    cdp,
    [
      [x - 120, y],
      [x + 120, y],
    ],
    [
      [x - 80, y],
      [x + 80, y],
    ],
  );
  await expect.poll(() => boardZoom(page)).toBeCloseTo(2 / 3, 1);
  const zoomed = await boardZoom(page);

  // The far corner: the ground floor's last riser, out of view until the board is swiped there.
  const far = section.units.find((u) => u.floor === 1 && u.riser === RISERS)!;
  const farUnit = grid.locator(`[data-cell-id="${far.id}"]`);
  expect(await inView(scroller, farUnit)).toBe(false);
  for (let i = 0; i < 6 && !(await inView(scroller, farUnit)); i++) {
    const box = (await scroller.boundingBox())!;
    const start: [number, number] = [box.x + box.width - 30, box.y + box.height - 30];
    await gesture(cdp, [start], [[box.x + 30, box.y + 30]], 12);
    await page.waitForTimeout(300);
  }
  const scrolled = await scroller.evaluate((el) => ({ left: el.scrollLeft, top: el.scrollTop }));
  expect(scrolled.left).toBeGreaterThan(0);
  expect(scrolled.top).toBeGreaterThan(0);
  expect(await inView(scroller, farUnit)).toBe(true);
  // A swipe is a scroll, not a zoom.
  expect(await boardZoom(page)).toBe(zoomed);
  await shot(page, 'chess-phone-far-corner');

  const point = await middle(farUnit);
  await page.touchscreen.tap(point.x, point.y);
  const card = page.getByRole('dialog');
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(`Квартира № ${far.number}`);
  const statusTitle = { 1: 'Переуступка', 2: 'Фонд застройщика', 3: 'Бронь', 4: 'В продаже', 5: 'Продано' }[
    far.status
  ]!;
  await expect(card).toContainText(statusTitle);
  const grouped = (n: number) =>
    String(n)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  await expect(card).toContainText(new RegExp(`${grouped(far.area)}\\s?м²`));
  if (far.status !== 2) await expect(card).toContainText(new RegExp(`${grouped(far.price)}\\s₽`));
  await expect(farUnit).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'chess-phone-unit-card');
}
