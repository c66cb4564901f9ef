// Area selection: from a dragged rectangle of units to the items it touches, and the rectangle check of merges.
import { bboxArea, bboxUnionAll } from './bbox.ts';
import { axisEnd, axisStart, type TAxis, type TCellIndex } from './grid-index.ts';
import type { TBbox } from './types.ts';

/**
 * The cells the rectangle touches, each once, in reading order. `skip` leaves out cells the view does not
 * show (e.g. cells hidden under collapsed deleted rows), so a drag never picks what the user cannot see.
 */
export function cellsInRect<C extends { readonly bbox: TBbox }>(
  index: TCellIndex<C>,
  rect: TBbox,
  skip?: (cell: C) => boolean,
): C[] {
  const { slots, cells, colsCount } = index;
  const seen = new Set<number>();
  const out: C[] = [];
  const rowTo = Math.min(rect[2], index.rowsCount);
  const colTo = Math.min(rect[3], colsCount);
  for (let r = Math.max(rect[0], 0); r < rowTo; r++) {
    for (let c = Math.max(rect[1], 0); c < colTo; c++) {
      const i = slots[r * colsCount + c]!;
      if (i < 0 || seen.has(i)) continue;
      seen.add(i);
      const cell = cells[i]!;
      if (!skip?.(cell)) out.push(cell);
    }
  }
  return out;
}

/** The rows (axis 'row') or cols (axis 'col') the rectangle touches, in grid order. */
export function linesInRect<L extends { readonly bbox: TBbox }>(
  items: readonly L[],
  axis: TAxis,
  rect: TBbox,
): L[] {
  const s = axisStart(axis);
  const e = axisEnd(axis);
  return items.filter((item) => item.bbox[s] < rect[e] && rect[s] < item.bbox[e]);
}

/** Do the items exactly fill their bounding box: no gap, no overlap? One item is a rectangle; none is not. */
export function isRectangle(items: readonly { readonly bbox: TBbox }[]): boolean {
  const union = bboxUnionAll(items.map((item) => item.bbox));
  if (!union) return false;
  const area = bboxArea(union);
  let sum = 0;
  for (const { bbox } of items) {
    const a = bboxArea(bbox);
    if (!(a > 0)) return false;
    sum += a;
  }
  if (sum !== area) return false;
  if (items.length === 1) return true;
  // Equal areas with an overlap would hide a gap elsewhere: mark every unit once.
  const width = union[3] - union[1];
  const marks = new Uint8Array(area);
  for (const { bbox } of items) {
    for (let r = bbox[0]; r < bbox[2]; r++) {
      for (let c = bbox[1]; c < bbox[3]; c++) {
        const i = (r - union[0]) * width + (c - union[1]);
        if (marks[i]) return false;
        marks[i] = 1;
      }
    }
  }
  return true;
}
