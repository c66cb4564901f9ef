import { bboxArea } from '../bbox.ts';
import { keyMaker } from '../keys.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessCell, TChessSection } from '../types.ts';
import { pickByKeys, sortCells } from './common.ts';

/**
 * Splits every selected cell that covers more than one unit into unit cells. The top-left piece keeps the key, id
 * and data (offers and plans stay attached to it); the other pieces are new, without data, deleted if it was.
 * Selected unit cells are left alone; a selection of unit cells only is refused.
 */
export function splitCells(section: TChessSection, keys: readonly string[]): TOpResult {
  const picked = pickByKeys(section.cells, keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  const merged = picked.filter((cell) => bboxArea(cell.bbox) > 1);
  if (merged.length === 0) return refuse('notMerged');
  const nextKey = keyMaker(section);
  const split = new Set(merged);
  const cells: TChessCell[] = [];
  const pieces: string[] = [];
  for (const cell of section.cells) {
    if (!split.has(cell)) {
      cells.push(cell);
      continue;
    }
    const [r0, c0, r1, c1] = cell.bbox;
    for (let r = r0; r < r1; r++) {
      for (let c = c0; c < c1; c++) {
        const bbox = [r, c, r + 1, c + 1] as const;
        const piece: TChessCell =
          r === r0 && c === c0
            ? { ...cell, bbox }
            : { key: nextKey(), bbox, disabled: cell.disabled, data: null };
        cells.push(piece);
        pieces.push(piece.key);
      }
    }
  }
  return done({ ...section, cells: sortCells(cells) }, pieces);
}
