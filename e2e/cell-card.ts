// The chessboard's unit card wherever it shows: a bottom sheet (a dialog) on a phone, a panel beside the board
// (complementary, `data-cell-card`) on a wide screen.
import type { Page } from '@playwright/test';

export function cellCard(page: Page, name?: string) {
  return name
    ? page.getByRole('dialog', { name }).or(page.getByRole('complementary', { name }))
    : page.getByRole('dialog').or(page.locator('aside[data-cell-card]'));
}
