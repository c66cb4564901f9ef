import { RowType } from '../../enums.ts';
import { done, type TOpResult } from '../result.ts';
import type { TChessCol, TChessRow, TChessSection } from '../types.ts';
import { sortLines } from './common.ts';
import { splitPicked } from './split.ts';

const FLOOR_NUMBER = /^-?\d+$/;

/**
 * Splits merged rows into unit rows; cells are not touched. The bottom piece keeps the key, id, name and plan;
 * pieces above take the same type and, for a living floor numbered n, the numbers n+1, n+2… upwards
 * (so merging and splitting back restores consecutive floor numbers). Other names start empty.
 */
export function splitRows(section: TChessSection, keys: readonly string[]): TOpResult {
  const split = splitPicked(
    section,
    section.rows,
    keys,
    (row) => row.bbox[2] - row.bbox[0] > 1,
    (row, nextKey) => {
      const [r0, c0, r1, c1] = row.bbox;
      const numbered = row.type === RowType.live && FLOOR_NUMBER.test(row.name);
      const pieces: TChessRow[] = [];
      for (let r = r0; r < r1; r++) {
        const bbox = [r, c0, r + 1, c1] as const;
        const above = r1 - 1 - r;
        pieces.push(
          above === 0
            ? { ...row, bbox }
            : {
                key: nextKey(),
                bbox,
                disabled: row.disabled,
                type: row.type,
                name: numbered ? String(Number(row.name) + above) : '',
                plan: null,
              },
        );
      }
      return pieces;
    },
  );
  if (!split.ok) return split;
  return done({ ...section, rows: sortLines(split.items, 'row') }, split.pieces);
}

/** Splits merged columns into unit columns; the leftmost piece keeps the key, id and name. Cells are not touched. */
export function splitCols(section: TChessSection, keys: readonly string[]): TOpResult {
  const split = splitPicked(
    section,
    section.cols,
    keys,
    (col) => col.bbox[3] - col.bbox[1] > 1,
    (col, nextKey) => {
      const [r0, c0, r1, c1] = col.bbox;
      const pieces: TChessCol[] = [];
      for (let c = c0; c < c1; c++) {
        const bbox = [r0, c, r1, c + 1] as const;
        pieces.push(c === c0 ? { ...col, bbox } : { key: nextKey(), bbox, disabled: col.disabled, name: '' });
      }
      return pieces;
    },
  );
  if (!split.ok) return split;
  return done({ ...section, cols: sortLines(split.items, 'col') }, split.pieces);
}
