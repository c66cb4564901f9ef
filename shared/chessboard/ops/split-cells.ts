import { bboxArea } from '../bbox.ts';
import { done, type TOpResult } from '../result.ts';
import type { TChessCell, TChessSection } from '../types.ts';
import { sortCells } from './common.ts';
import { splitPicked } from './split.ts';

/**
 * Splits every selected cell that covers more than one unit into unit cells. The top-left piece keeps the key, id
 * and data (offers and plans stay attached to it); the other pieces are new, without data, deleted if it was.
 * Selected unit cells are left alone; a selection of unit cells only is refused.
 */
export function splitCells(section: TChessSection, keys: readonly string[]): TOpResult {
  const split = splitPicked(
    section,
    section.cells,
    keys,
    (cell) => bboxArea(cell.bbox) > 1,
    (cell, nextKey) => {
      const [r0, c0, r1, c1] = cell.bbox;
      const pieces: TChessCell[] = [];
      for (let r = r0; r < r1; r++) {
        for (let c = c0; c < c1; c++) {
          const bbox = [r, c, r + 1, c + 1] as const;
          pieces.push(
            r === r0 && c === c0
              ? { ...cell, bbox }
              : { key: nextKey(), bbox, disabled: cell.disabled, data: null },
          );
        }
      }
      return pieces;
    },
  );
  if (!split.ok) return split;
  return done({ ...section, cells: sortCells(split.items) }, split.pieces);
}
