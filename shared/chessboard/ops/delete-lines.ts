// Deleting rows or columns keeps the geometry: they and every cell reaching into them become disabled (holes).
import { axisEnd, axisStart, type TAxis } from '../grid-index.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessSection, TGridItem } from '../types.ts';
import { deletedLines, pickByKeys, touchesDeleted } from './common.ts';

const linesOf = (section: TChessSection, axis: TAxis): readonly TGridItem[] =>
  axis === 'row' ? section.rows : section.cols;

function withLines(section: TChessSection, axis: TAxis, keys: Set<string>, disabled: boolean): TChessSection {
  const flip = <T extends TGridItem>(items: readonly T[]) =>
    items.map((item) => (keys.has(item.key) && item.disabled !== disabled ? { ...item, disabled } : item));
  return axis === 'row' ? { ...section, rows: flip(section.rows) } : { ...section, cols: flip(section.cols) };
}

/** 1 for each grid line of the axis covered by the given lines. */
function lineMask(lines: readonly TGridItem[], axis: TAxis, count: number): Uint8Array {
  const mask = new Uint8Array(count);
  for (const { bbox } of lines) mask.fill(1, bbox[axisStart(axis)], bbox[axisEnd(axis)]);
  return mask;
}

function reaches(mask: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (mask[i]) return true;
  return false;
}

/**
 * Disables the lines and every cell reaching into them; a merged cell that reaches in is disabled whole
 * (it cannot be half a flat). At least one row and one column stay.
 */
function deleteLines(section: TChessSection, axis: TAxis, keys: readonly string[]): TOpResult {
  const picked = pickByKeys(linesOf(section, axis), keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  const chosen = new Set(picked.map((line) => line.key));
  if (linesOf(section, axis).every((line) => line.disabled || chosen.has(line.key)))
    return refuse('lastLine');
  const mask = lineMask(picked, axis, axis === 'row' ? section.rowsCount : section.colsCount);
  const s = axisStart(axis);
  const e = axisEnd(axis);
  const cells = section.cells.map((cell) =>
    !cell.disabled && reaches(mask, cell.bbox[s], cell.bbox[e]) ? { ...cell, disabled: true } : cell,
  );
  return done({ ...withLines(section, axis, chosen, true), cells }, [...chosen]);
}

/**
 * Enables the lines and every cell reaching into them that no other deleted line still holds. Cells deleted
 * one by one before the line was deleted come back too: the structure does not record why a cell is a hole.
 */
function restoreLines(section: TChessSection, axis: TAxis, keys: readonly string[]): TOpResult {
  const picked = pickByKeys(linesOf(section, axis), keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  const chosen = new Set(picked.map((line) => line.key));
  const restored = withLines(section, axis, chosen, false);
  const still = deletedLines(restored);
  const mask = lineMask(picked, axis, axis === 'row' ? section.rowsCount : section.colsCount);
  const s = axisStart(axis);
  const e = axisEnd(axis);
  const cells = section.cells.map((cell) =>
    cell.disabled && reaches(mask, cell.bbox[s], cell.bbox[e]) && !touchesDeleted(cell.bbox, still)
      ? { ...cell, disabled: false }
      : cell,
  );
  return done({ ...restored, cells }, [...chosen]);
}

export const deleteRows = (section: TChessSection, keys: readonly string[]) =>
  deleteLines(section, 'row', keys);
export const deleteCols = (section: TChessSection, keys: readonly string[]) =>
  deleteLines(section, 'col', keys);
export const restoreRows = (section: TChessSection, keys: readonly string[]) =>
  restoreLines(section, 'row', keys);
export const restoreCols = (section: TChessSection, keys: readonly string[]) =>
  restoreLines(section, 'col', keys);
