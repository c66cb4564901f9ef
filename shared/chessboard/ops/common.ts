// Helpers the operations share: picking items by key, grid order, and which grid lines are deleted.
import { axisEnd, axisStart, type TAxis } from '../grid-index.ts';
import type { TBbox, TChessCell, TGridItem, TGridShape } from '../types.ts';

/** The items with these keys, each once, in the items' order; null if a key is unknown. */
export function pickByKeys<T extends TGridItem>(items: readonly T[], keys: readonly string[]): T[] | null {
  const wanted = new Set(keys);
  const found = items.filter((item) => wanted.has(item.key));
  return found.length === wanted.size ? found : null;
}

export function sortLines<T extends TGridItem>(items: T[], axis: TAxis): T[] {
  const s = axisStart(axis);
  return items.sort((a, b) => a.bbox[s] - b.bbox[s]);
}

export function sortCells<T extends TChessCell>(cells: T[]): T[] {
  return cells.sort((a, b) => a.bbox[0] - b.bbox[0] || a.bbox[1] - b.bbox[1]);
}

/** 1 for every grid row (col) under a deleted row (col). */
export interface TDeletedLines {
  readonly rows: Uint8Array;
  readonly cols: Uint8Array;
}

export function deletedLines(section: TGridShape): TDeletedLines {
  const mark = (items: TGridShape['rows'], axis: TAxis, count: number) => {
    const mask = new Uint8Array(count);
    const s = axisStart(axis);
    const e = axisEnd(axis);
    for (const item of items)
      if (item.disabled) mask.fill(1, Math.max(item.bbox[s], 0), Math.min(item.bbox[e], count));
    return mask;
  };
  return {
    rows: mark(section.rows, 'row', section.rowsCount),
    cols: mark(section.cols, 'col', section.colsCount),
  };
}

/** Does the bbox reach into a deleted row or column? */
export function touchesDeleted(bbox: TBbox, deleted: TDeletedLines): boolean {
  for (let r = bbox[0]; r < bbox[2]; r++) if (deleted.rows[r]) return true;
  for (let c = bbox[1]; c < bbox[3]; c++) if (deleted.cols[c]) return true;
  return false;
}
