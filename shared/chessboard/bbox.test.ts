import { describe, expect, it } from 'vitest';
import {
  bboxArea,
  bboxBetween,
  bboxContains,
  bboxEquals,
  bboxHasUnit,
  bboxIntersects,
  bboxUnion,
  bboxUnionAll,
  bboxUnits,
  isBboxInGrid,
  unitBbox,
} from './bbox.ts';

describe('[chessboard] bbox arithmetic', () => {
  it('measures area and lists units row by row', () => {
    expect(bboxArea([1, 2, 3, 5])).toBe(6);
    expect(bboxUnits([1, 2, 3, 4])).toEqual([
      { row: 1, col: 2 },
      { row: 1, col: 3 },
      { row: 2, col: 2 },
      { row: 2, col: 3 },
    ]);
    expect(bboxUnits(unitBbox(4, 7))).toEqual([{ row: 4, col: 7 }]);
  });

  it('tells containment and intersection with exclusive ends', () => {
    expect(bboxContains([0, 0, 4, 4], [1, 1, 4, 4])).toBe(true);
    expect(bboxContains([0, 0, 4, 4], [1, 1, 5, 4])).toBe(false);
    expect(bboxIntersects([0, 0, 2, 2], [1, 1, 3, 3])).toBe(true);
    // Touching edges share no unit.
    expect(bboxIntersects([0, 0, 2, 2], [2, 0, 3, 2])).toBe(false);
    expect(bboxIntersects([0, 0, 2, 2], [0, 2, 2, 3])).toBe(false);
    expect(bboxHasUnit([1, 1, 3, 3], 2, 2)).toBe(true);
    expect(bboxHasUnit([1, 1, 3, 3], 3, 2)).toBe(false);
  });

  it('unites and compares', () => {
    expect(bboxUnion([0, 3, 1, 4], [2, 1, 3, 2])).toEqual([0, 1, 3, 4]);
    expect(bboxUnionAll([])).toBeNull();
    expect(
      bboxUnionAll([
        [5, 5, 6, 6],
        [1, 7, 2, 9],
        [3, 0, 4, 1],
      ]),
    ).toEqual([1, 0, 6, 9]);
    expect(bboxEquals([1, 2, 3, 4], [1, 2, 3, 4])).toBe(true);
    expect(bboxEquals([1, 2, 3, 4], [1, 2, 3, 5])).toBe(false);
  });

  it('spans a drag between two units in any direction', () => {
    expect(bboxBetween({ row: 3, col: 1 }, { row: 1, col: 4 })).toEqual([1, 1, 4, 5]);
    expect(bboxBetween({ row: 2, col: 2 }, { row: 2, col: 2 })).toEqual([2, 2, 3, 3]);
  });

  it('accepts only whole, non-empty bboxes inside the grid', () => {
    expect(isBboxInGrid([0, 0, 3, 4], 3, 4)).toBe(true);
    expect(isBboxInGrid([0, 0, 4, 4], 3, 4)).toBe(false);
    expect(isBboxInGrid([1, 1, 1, 2], 3, 4)).toBe(false);
    expect(isBboxInGrid([-1, 0, 1, 1], 3, 4)).toBe(false);
    expect(isBboxInGrid([0, 0, 1.5, 1], 3, 4)).toBe(false);
    expect(isBboxInGrid([0, 0, 1], 3, 4)).toBe(false);
    expect(isBboxInGrid('0,0,1,1', 3, 4)).toBe(false);
  });
});
