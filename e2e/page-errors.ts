// The uncaught script errors of a page, which a spec expects to stay empty.
import type { Page } from '@playwright/test';

/** The messages of the page's uncaught script errors from now on, filled as they happen. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
