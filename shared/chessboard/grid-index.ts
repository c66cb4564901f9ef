// O(1) lookups: which cell covers a unit, which row or column covers a grid line.
import type { TBbox } from './types.ts';

export interface TCellIndex<C extends { readonly bbox: TBbox }> {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly cells: readonly C[];
  /** Position in `cells` of the cell over each unit (row-major), -1 where none. */
  readonly slots: Int32Array;
  at(row: number, col: number): C | undefined;
}

/**
 * Indexes the cells of a grid. Units outside the grid are ignored and, where cells overlap, the later one wins:
 * validate.ts reports both, the index only has to stay usable on a broken structure.
 */
export function buildCellIndex<C extends { readonly bbox: TBbox }>(grid: {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly cells: readonly C[];
}): TCellIndex<C> {
  const { rowsCount, colsCount, cells } = grid;
  const slots = new Int32Array(rowsCount * colsCount).fill(-1);
  for (let i = 0; i < cells.length; i++) {
    const [r0, c0, r1, c1] = cells[i]!.bbox;
    const rowTo = Math.min(r1, rowsCount);
    const colTo = Math.min(c1, colsCount);
    const colFrom = Math.max(c0, 0);
    // Plain loops: typed-array fill() costs more than it saves on spans this short.
    for (let r = Math.max(r0, 0); r < rowTo; r++) {
      const base = r * colsCount;
      for (let c = colFrom; c < colTo; c++) slots[base + c] = i;
    }
  }
  return {
    rowsCount,
    colsCount,
    cells,
    slots,
    at(row, col) {
      if (row < 0 || col < 0 || row >= rowsCount || col >= colsCount) return undefined;
      const i = slots[row * colsCount + col]!;
      return i < 0 ? undefined : cells[i];
    },
  };
}

export type TAxis = 'row' | 'col';

/** Where an axis starts and ends in a bbox. */
export const axisStart = (axis: TAxis) => (axis === 'row' ? 0 : 1);
export const axisEnd = (axis: TAxis) => (axis === 'row' ? 2 : 3);

export interface TLineIndex<L extends { readonly bbox: TBbox }> {
  readonly count: number;
  /** Position in `items` of the row (or column) over each grid line, -1 where none. */
  readonly slots: Int32Array;
  at(line: number): L | undefined;
}

/** Indexes rows along the row axis or cols along the column axis. */
export function buildLineIndex<L extends { readonly bbox: TBbox }>(
  items: readonly L[],
  axis: TAxis,
  count: number,
): TLineIndex<L> {
  const s = axisStart(axis);
  const e = axisEnd(axis);
  const slots = new Int32Array(count).fill(-1);
  for (let i = 0; i < items.length; i++) {
    const b = items[i]!.bbox;
    slots.fill(i, Math.max(b[s], 0), Math.min(b[e], count));
  }
  return {
    count,
    slots,
    at(line) {
      const i = line >= 0 && line < count ? slots[line]! : -1;
      return i < 0 ? undefined : items[i];
    },
  };
}
