// Defects a new user met walking the product (the quality issue's walk), each checked the way a person meets it.
import type { APIRequestContext, Page } from '@playwright/test';
import { cellCard } from './cell-card.ts';
import { sectionWithLetters } from './demo-sections.ts';
import { test, expect, type DemoRole, type KvartalFixtures } from './fixtures.ts';

/** A demo section with lettered floors, its chessboard open as a demo role. */
async function openLetteredBoard(
  page: Page,
  request: APIRequestContext,
  visitAs: KvartalFixtures['visitAs'],
  role: DemoRole,
) {
  const target = await sectionWithLetters(request);
  await visitAs(page, role, `/realty/${target.objectId}/chess/${target.sectionId}`);
  return target;
}

test.describe('[quality] walk', { tag: '@both' }, () => {
  test('the back-office title keeps its width on a phone: the buttons beside it wrap and nothing runs off', async ({
    page,
    visitAs,
    shot,
  }) => {
    await visitAs(page, 'builder', '/builder_cabinet');
    const title = page.getByRole('heading', { level: 1, name: 'Мои объекты' });
    await expect(title).toBeVisible();
    const main = page.getByRole('main');
    const feeds = main.getByRole('link', { name: 'Фиды для порталов' });
    await expect(feeds).toBeVisible();
    await shot(page, 'quality-backoffice-title', { fullPage: false });
    // Phone emulation widens the layout to fit what overflows, so the document itself is held to the screen.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = (await title.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(150);
    for (const link of [feeds, main.getByRole('link', { name: 'Брони и заявки' })]) {
      const at = (await link.boundingBox())!;
      expect(at.x + at.width).toBeLessThanOrEqual(width);
      // Each label on one line, whole.
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});

test.describe('[quality] walk: floor letters', { tag: '@both' }, () => {
  test('the chessboard’s legend explains the floor letters its board shows', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    const target = await openLetteredBoard(page, request, visitAs, 'user');
    const legend = page.getByRole('list', { name: 'Обозначения' });
    await expect(legend).toBeVisible();
    const titles = { 1: 'Паркинг', 2: 'Цокольный этаж', 4: 'Мансарда', 5: 'Дуплекс' } as Record<
      number,
      string
    >;
    for (const type of target.types) await expect(legend).toContainText(titles[type]!);
    await legend.scrollIntoViewIfNeeded();
    await shot(page, 'quality-chess-floor-letters', { fullPage: false });
  });
});

test.describe('[quality] walk: the desktop chessboard', () => {
  test('at 1440 px a whole section of seven risers fits beside the unit panel, and the floor column hides what scrolls under it', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLetteredBoard(page, request, visitAs, 'agent');
    const scroller = page.getByTestId('chess-scroller');
    await expect(scroller.locator('[data-density="detailed"]')).toBeVisible();
    const size = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll, 'the board scrolls sideways').toBeLessThanOrEqual(size.client);
    await shot(page, 'quality-chess-desktop-1440', { fullPage: false });

    // On a narrower window the board scrolls; the sticky floor labels cover the units gone under them, gaps too.
    await page.setViewportSize({ width: 1100, height: 900 });
    await scroller.evaluate((el) => el.scrollTo({ left: 60 }));
    const leak = await scroller.evaluate((el) => {
      const head = el.querySelector('[data-row-head]')!.getBoundingClientRect();
      // Just below a floor label, in the gap between two floors, inside the label column.
      const hit = document.elementFromPoint(head.left + head.width / 2, head.bottom + 1);
      return hit?.closest('[data-cell-id]') !== null;
    });
    expect(leak, 'a unit shows through the floor column').toBe(false);
  });
});

test.describe('[quality] walk: the unit card and the address', { tag: '@both' }, () => {
  test('an open unit is in the address: «back» closes its card, a reload reopens it, closing steps back', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    const target = await sectionWithLetters(request);
    await visitAs(page, 'user', `/realty/${target.objectId}`);
    await page.goto(`/realty/${target.objectId}/chess/${target.sectionId}`);
    const unit = page.getByTestId('chess-grid').locator('[data-cell-id]').first();
    const id = await unit.getAttribute('data-cell-id');
    await unit.click();
    await expect(cellCard(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]cell=${id}(&|$)`));

    // «Back» closes the card and stays on the board.
    await page.goBack();
    await expect(cellCard(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/realty/${target.objectId}/chess/${target.sectionId}$`));

    // The address is the card: a reload (or the link sent to someone) opens it again.
    await unit.click();
    await expect(page).toHaveURL(new RegExp(`[?&]cell=${id}(&|$)`));
    await page.reload();
    await expect(cellCard(page)).toBeVisible();
    await shot(page, 'quality-chess-card-in-address', { fullPage: false });

    // Closing a card that came with the address replaces it; «back» then leaves for the complex's page.
    await page.keyboard.press('Escape');
    await expect(cellCard(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/chess/${target.sectionId}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/realty/${target.objectId}$`));
  });
});

test.describe('[quality] walk: a half-typed request', { tag: '@both' }, () => {
  test('a reload keeps the open unit and what was typed in its request sheet', async ({
    page,
    request,
    visitAs,
    shot,
  }) => {
    await openLetteredBoard(page, request, visitAs, 'user');
    // A unit on sale this buyer has no request for yet.
    const units = page.getByTestId('chess-grid').locator('[data-cell-id][data-status="sale"]');
    await expect(units.first()).toBeVisible();
    let ask = cellCard(page).getByRole('button', { name: 'Оставить заявку' });
    for (let i = 0; i < (await units.count()); i++) {
      await units.nth(i).click();
      await expect(cellCard(page)).toBeVisible();
      ask = cellCard(page).getByRole('button', { name: 'Оставить заявку' });
      if (await ask.isVisible()) break;
    }
    await ask.click();
    const sheet = page.getByRole('dialog').filter({ has: page.getByLabel(/^Комментарий/) });
    await sheet.getByLabel(/^Комментарий/).fill('Интересует ипотека, перезвоните после шести');
    await page.reload();
    await expect(sheet.getByLabel(/^Комментарий/)).toHaveValue('Интересует ипотека, перезвоните после шести');
    await shot(page, 'quality-request-draft-after-reload', { fullPage: false });
  });
});
