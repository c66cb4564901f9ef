// The app's main menu as a user reaches it on either project.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The phone layout (a drawer behind «Открыть меню») below the desktop breakpoint. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The main menu: the drawer behind «Открыть меню» on a phone, the sidebar on a desktop. */
export async function openMenu(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    return drawer.getByRole('navigation', { name: 'Меню' });
  }
  return page.getByRole('navigation', { name: 'Меню' });
}
