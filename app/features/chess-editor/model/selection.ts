// What a drag over the grid selects: cells under the rectangle, or the floors (risers) it crosses when it starts on
// their labels. Only what the view shows can be picked (collapsed deleted lines are skipped).
import { bboxBetween } from '#shared/chessboard/bbox.ts';
import type { TCellIndex } from '#shared/chessboard/grid-index.ts';
import { gridPlacement, type TChessLayout } from '#shared/chessboard/layout.ts';
import { cellsInRect, linesInRect } from '#shared/chessboard/selection.ts';
import type { TChessCell, TChessSection, TUnit } from '#shared/chessboard/types.ts';

export type TSelectionKind = 'cells' | 'rows' | 'cols';

export interface TSelection {
  readonly kind: TSelectionKind;
  readonly keys: readonly string[];
}

export const emptySelection: TSelection = { kind: 'cells', keys: [] };

/** The keys a drag from one unit to another selects. */
export function selectArea(
  section: TChessSection,
  index: TCellIndex<TChessCell>,
  layout: TChessLayout,
  kind: TSelectionKind,
  from: TUnit,
  to: TUnit,
): string[] {
  const rect = bboxBetween(from, to);
  if (kind === 'rows') return linesInRect(section.rows, 'row', rect).map((row) => row.key);
  if (kind === 'cols') return linesInRect(section.cols, 'col', rect).map((col) => col.key);
  return cellsInRect(index, rect, (cell) => !gridPlacement(layout, cell.bbox)).map((cell) => cell.key);
}

/** A drag with Ctrl, ⌘ or Shift adds to what was selected before (same kind only). */
export function combine(
  previous: TSelection,
  kind: TSelectionKind,
  keys: readonly string[],
  add: boolean,
): TSelection {
  if (!add || previous.kind !== kind) return { kind, keys };
  const seen = new Set(previous.keys);
  return { kind, keys: [...previous.keys, ...keys.filter((key) => !seen.has(key))] };
}
