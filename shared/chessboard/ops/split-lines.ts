import { RowType } from '../../enums.ts';
import { keyMaker } from '../keys.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessCol, TChessRow, TChessSection } from '../types.ts';
import { pickByKeys, sortLines } from './common.ts';

const FLOOR_NUMBER = /^-?\d+$/;

/**
 * Splits merged rows into unit rows; cells are not touched. The bottom piece keeps the key, id, name and plan;
 * pieces above take the same type and, for a living floor numbered n, the numbers n+1, n+2… upwards
 * (so merging and splitting back restores consecutive floor numbers). Other names start empty.
 */
export function splitRows(section: TChessSection, keys: readonly string[]): TOpResult {
  const picked = pickByKeys(section.rows, keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  const merged = new Set(picked.filter((row) => row.bbox[2] - row.bbox[0] > 1));
  if (merged.size === 0) return refuse('notMerged');
  const nextKey = keyMaker(section);
  const rows: TChessRow[] = [];
  const pieces: string[] = [];
  for (const row of section.rows) {
    if (!merged.has(row)) {
      rows.push(row);
      continue;
    }
    const [r0, c0, r1, c1] = row.bbox;
    const numbered = row.type === RowType.live && FLOOR_NUMBER.test(row.name);
    for (let r = r0; r < r1; r++) {
      const bbox = [r, c0, r + 1, c1] as const;
      const above = r1 - 1 - r;
      const piece: TChessRow =
        above === 0
          ? { ...row, bbox }
          : {
              key: nextKey(),
              bbox,
              disabled: row.disabled,
              type: row.type,
              name: numbered ? String(Number(row.name) + above) : '',
              plan: null,
            };
      rows.push(piece);
      pieces.push(piece.key);
    }
  }
  return done({ ...section, rows: sortLines(rows, 'row') }, pieces);
}

/** Splits merged columns into unit columns; the leftmost piece keeps the key, id and name. Cells are not touched. */
export function splitCols(section: TChessSection, keys: readonly string[]): TOpResult {
  const picked = pickByKeys(section.cols, keys);
  if (!picked) return refuse('notFound');
  if (picked.length === 0) return refuse('empty');
  const merged = new Set(picked.filter((col) => col.bbox[3] - col.bbox[1] > 1));
  if (merged.size === 0) return refuse('notMerged');
  const nextKey = keyMaker(section);
  const cols: TChessCol[] = [];
  const pieces: string[] = [];
  for (const col of section.cols) {
    if (!merged.has(col)) {
      cols.push(col);
      continue;
    }
    const [r0, c0, r1, c1] = col.bbox;
    for (let c = c0; c < c1; c++) {
      const bbox = [r0, c, r1, c + 1] as const;
      const piece: TChessCol =
        c === c0 ? { ...col, bbox } : { key: nextKey(), bbox, disabled: col.disabled, name: '' };
      cols.push(piece);
      pieces.push(piece.key);
    }
  }
  return done({ ...section, cols: sortLines(cols, 'col') }, pieces);
}
