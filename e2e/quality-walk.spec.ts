// Defects a new user met walking the product (the quality issue's walk), each checked the way a person meets it.
import { test, expect } from './fixtures.ts';

test.describe('[quality] walk', { tag: '@both' }, () => {
  test('the back-office title keeps its width on a phone: the buttons beside it wrap and nothing runs off', async ({
    page,
    loginAs,
    shot,
  }) => {
    await loginAs(page, 'builder');
    await page.goto('/builder_cabinet');
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
