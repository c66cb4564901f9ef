// What a reader yields: one source row's cells by column, before any check. A cell is text, a number or empty;
// a formula without a cached value arrives as `formula` so the check can name it.
import type { TImportColumn } from '#shared/inventory-import.ts';
import { IMPORT_LIMITS } from '#shared/inventory-import.ts';
import { importTexts } from '#shared/texts/inventory-import.ts';
import { fill } from '#shared/texts/ru.ts';
import { invalid } from '../../errors.ts';

export type TRawCell = string | number | null | { formula: string };
export interface TRawRow {
  /** The row's number as the builder sees it (a spreadsheet's row, a feed's offer in order). */
  row: number;
  cells: Partial<Record<TImportColumn, TRawCell>>;
}

/** The whole file refused (422 on `file`) with a Russian reason. */
export const refuseFile = (text: string, ...args: (string | number)[]) =>
  invalid('file', fill(text, ...args));

/** Counts rows as they stream and refuses the file as soon as it holds more units than a complex may. */
export function rowLimit(): () => void {
  let seen = 0;
  return () => {
    seen += 1;
    if (seen > IMPORT_LIMITS.rows) throw refuseFile(importTexts.errors.tooManyRows, IMPORT_LIMITS.rows);
  };
}
