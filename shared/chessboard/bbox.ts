// Bbox arithmetic. A bbox is [rowStart, colStart, rowEnd, colEnd], zero-based, ends exclusive.
import type { TBbox, TUnit } from './types.ts';

export function bboxArea(b: TBbox): number {
  return (b[2] - b[0]) * (b[3] - b[1]);
}

/** True when `inner` lies entirely inside `outer`. */
export function bboxContains(outer: TBbox, inner: TBbox): boolean {
  return inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
}

export function bboxHasUnit(b: TBbox, row: number, col: number): boolean {
  return row >= b[0] && row < b[2] && col >= b[1] && col < b[3];
}

/** True when the two share at least one unit. */
export function bboxIntersects(a: TBbox, b: TBbox): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/** The smallest bbox holding both. */
export function bboxUnion(a: TBbox, b: TBbox): TBbox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** The smallest bbox holding all; null for none. */
export function bboxUnionAll(list: readonly TBbox[]): TBbox | null {
  if (list.length === 0) return null;
  let [r0, c0, r1, c1] = list[0]!;
  for (const b of list) {
    if (b[0] < r0) r0 = b[0];
    if (b[1] < c0) c0 = b[1];
    if (b[2] > r1) r1 = b[2];
    if (b[3] > c1) c1 = b[3];
  }
  return [r0, c0, r1, c1];
}

export function bboxEquals(a: TBbox, b: TBbox): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/** Every unit of the bbox, row by row. */
export function bboxUnits(b: TBbox): TUnit[] {
  const units: TUnit[] = [];
  for (let row = b[0]; row < b[2]; row++) for (let col = b[1]; col < b[3]; col++) units.push({ row, col });
  return units;
}

/** The bbox of one unit. */
export function unitBbox(row: number, col: number): TBbox {
  return [row, col, row + 1, col + 1];
}

/** The rectangle between two units in any order (a drag from one to the other). */
export function bboxBetween(a: TUnit, b: TUnit): TBbox {
  return [
    Math.min(a.row, b.row),
    Math.min(a.col, b.col),
    Math.max(a.row, b.row) + 1,
    Math.max(a.col, b.col) + 1,
  ];
}

/** Four whole numbers, non-empty, inside a rowsCount × colsCount grid. */
export function isBboxInGrid(b: unknown, rowsCount: number, colsCount: number): b is TBbox {
  if (!Array.isArray(b) || b.length !== 4 || !b.every(Number.isInteger)) return false;
  const [r0, c0, r1, c1] = b as number[];
  return r0! >= 0 && c0! >= 0 && r0! < r1! && c0! < c1! && r1! <= rowsCount && c1! <= colsCount;
}
