// Deleting a single cell leaves a hole in the tiling; restoring brings it back unless its floor or riser is deleted.
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessSection } from '../types.ts';
import { deletedLines, pickByKeys, touchesDeleted } from './common.ts';

function setDisabled(section: TChessSection, keys: readonly string[], disabled: boolean): TOpResult {
  const picked = pickByKeys(section.cells, keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  if (!disabled) {
    const deleted = deletedLines(section);
    if (picked.some((cell) => touchesDeleted(cell.bbox, deleted))) return refuse('inDeletedLine');
  }
  const chosen = new Set(picked);
  const cells = section.cells.map((cell) =>
    chosen.has(cell) && cell.disabled !== disabled ? { ...cell, disabled } : cell,
  );
  return done(
    { ...section, cells },
    picked.map((cell) => cell.key),
  );
}

export const disableCells = (section: TChessSection, keys: readonly string[]) =>
  setDisabled(section, keys, true);
export const restoreCells = (section: TChessSection, keys: readonly string[]) =>
  setDisabled(section, keys, false);
