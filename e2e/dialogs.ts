// The app's confirmations (an alertdialog named by its question) as a person answers them.
import type { Page } from '@playwright/test';

/** Presses `button` («Подтвердить» by default) in the confirmation named `name`. */
export const confirmDialog = (page: Page, name: string | RegExp, button = 'Подтвердить') =>
  page.getByRole('alertdialog', { name }).getByRole('button', { name: button }).click();
