// The structure edit mode's commands on a selection, through the shared model: which are available, and running
// them. A refusal comes back as its reason; the merge refusal 'notRectangle' is PRODUCT §5's alert.
import { bboxArea } from '#shared/chessboard/bbox.ts';
import { deletedLines, touchesDeleted } from '#shared/chessboard/ops/common.ts';
import { disableCells, restoreCells } from '#shared/chessboard/ops/cell-state.ts';
import { deleteCols, deleteRows, restoreCols, restoreRows } from '#shared/chessboard/ops/delete-lines.ts';
import { mergeCells } from '#shared/chessboard/ops/merge-cells.ts';
import { mergeCols, mergeRows } from '#shared/chessboard/ops/merge-lines.ts';
import { splitCells } from '#shared/chessboard/ops/split-cells.ts';
import { splitCols, splitRows } from '#shared/chessboard/ops/split-lines.ts';
import type { TOpResult } from '#shared/chessboard/result.ts';
import type { TBbox, TChessSection, TGridItem } from '#shared/chessboard/types.ts';
import type { TSelection } from './selection.ts';

export function selectedItems(section: TChessSection, selection: TSelection): TGridItem[] {
  const keys = new Set(selection.keys);
  const items: readonly TGridItem[] =
    selection.kind === 'rows' ? section.rows : selection.kind === 'cols' ? section.cols : section.cells;
  return items.filter((item) => keys.has(item.key));
}

/** Grid units an item covers along what it divides: a floor counts its floors, a riser its risers. */
export function unitsCovered(kind: TSelection['kind'], bbox: TBbox): number {
  if (kind === 'rows') return bbox[2] - bbox[0];
  if (kind === 'cols') return bbox[3] - bbox[1];
  return bboxArea(bbox);
}

export interface TAvailability {
  /** Two or more items, none deleted: the rectangle itself is checked when merging (and alerted). */
  merge: boolean;
  /** PRODUCT §5: split only an item covering more than one grid unit. */
  split: boolean;
  remove: boolean;
  restore: boolean;
}

export function availability(section: TChessSection, selection: TSelection): TAvailability {
  const items = selectedItems(section, selection);
  const deleted = deletedLines(section);
  return {
    merge: items.length >= 2 && items.every((item) => !item.disabled),
    split: items.some((item) => unitsCovered(selection.kind, item.bbox) > 1),
    remove: items.some((item) => !item.disabled),
    restore: items.some(
      (item) => item.disabled && (selection.kind !== 'cells' || !touchesDeleted(item.bbox, deleted)),
    ),
  };
}

export type TStructureCommand = 'merge' | 'split' | 'remove' | 'restore';

const COMMANDS: Record<
  TStructureCommand,
  Record<TSelection['kind'], (section: TChessSection, keys: readonly string[]) => TOpResult>
> = {
  merge: { cells: mergeCells, rows: mergeRows, cols: mergeCols },
  split: { cells: splitCells, rows: splitRows, cols: splitCols },
  remove: { cells: disableCells, rows: deleteRows, cols: deleteCols },
  restore: { cells: restoreCells, rows: restoreRows, cols: restoreCols },
};

export function runCommand(
  section: TChessSection,
  command: TStructureCommand,
  selection: TSelection,
): TOpResult {
  return COMMANDS[command][selection.kind](section, selection.keys);
}
