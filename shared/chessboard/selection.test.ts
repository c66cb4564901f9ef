import { describe, expect, it } from 'vitest';
import { bboxBetween } from './bbox.ts';
import { buildCellIndex, buildLineIndex } from './grid-index.ts';
import { cellsInRect, isRectangle, linesInRect } from './selection.ts';
import { gridFrom } from './test-grid.ts';
import type { TBbox } from './types.ts';

const keysOf = (items: readonly { key: string }[]) => items.map((item) => item.key).join('');
const box = (...bboxes: TBbox[]) => bboxes.map((bbox) => ({ bbox }));

describe('[chessboard] grid index', () => {
  const section = gridFrom(['AAB', 'AAC', 'DEF']);
  const index = buildCellIndex(section);

  it('finds the cell over every unit, merged cells included', () => {
    expect(index.at(0, 0)?.key).toBe('A');
    expect(index.at(1, 1)?.key).toBe('A');
    expect(index.at(1, 2)?.key).toBe('C');
    expect(index.at(2, 1)?.key).toBe('E');
    expect(index.at(3, 0)).toBeUndefined();
    expect(index.at(0, -1)).toBeUndefined();
  });

  it('leaves uncovered units empty and ignores units outside the grid', () => {
    const broken = buildCellIndex({
      rowsCount: 2,
      colsCount: 2,
      cells: [{ bbox: [0, 0, 1, 5] as TBbox }, { bbox: [-3, 1, 2, 2] as TBbox }],
    });
    expect(Array.from(broken.slots)).toEqual([0, 1, -1, 1]);
  });

  it('indexes rows and cols along their axis', () => {
    const rows = buildLineIndex(section.rows, 'row', section.rowsCount);
    const cols = buildLineIndex(section.cols, 'col', section.colsCount);
    expect(rows.at(2)?.key).toBe('r2');
    expect(cols.at(1)?.key).toBe('c1');
    expect(rows.at(3)).toBeUndefined();
  });

  it('rebuilds for 30 floors × 12 risers in well under a millisecond', () => {
    const art = Array.from({ length: 30 }, (_, r) =>
      Array.from({ length: 12 }, (_, c) => String.fromCharCode(0x4e00 + r * 12 + c)).join(''),
    );
    const big = gridFrom(art);
    const runs = 300;
    const start = performance.now();
    for (let i = 0; i < runs; i++) buildCellIndex(big);
    const perBuild = (performance.now() - start) / runs;
    expect(buildCellIndex(big).at(29, 11)).toBe(big.cells[359]);
    // Typically a few microseconds; the bound leaves room for a loaded machine.
    expect(perBuild).toBeLessThan(0.5);
  });
});

describe('[chessboard] area selection', () => {
  const section = gridFrom(['AAB', 'AAC', 'DEF']);
  const index = buildCellIndex(section);

  it('picks every cell a drag rectangle touches, each once, in reading order', () => {
    expect(keysOf(cellsInRect(index, bboxBetween({ row: 1, col: 1 }, { row: 2, col: 2 })))).toBe('ACEF');
    expect(keysOf(cellsInRect(index, [0, 0, 3, 3]))).toBe('ABCDEF');
    expect(keysOf(cellsInRect(index, [2, 0, 3, 1]))).toBe('D');
  });

  it('leaves out what the view hides', () => {
    const picked = cellsInRect(index, [0, 0, 3, 3], (cell) => cell.key === 'C');
    expect(keysOf(picked)).toBe('ABDEF');
  });

  it('picks the rows and cols a rectangle touches', () => {
    expect(keysOf(linesInRect(section.rows, 'row', [1, 2, 3, 3]))).toBe('r1r2');
    expect(keysOf(linesInRect(section.cols, 'col', [1, 2, 3, 3]))).toBe('c2');
  });
});

describe('[chessboard] rectangle check', () => {
  it('accepts items that exactly fill their bounding box', () => {
    expect(isRectangle(box([0, 0, 1, 1]))).toBe(true);
    expect(isRectangle(box([0, 0, 1, 1], [0, 1, 1, 2], [1, 0, 2, 1], [1, 1, 2, 2]))).toBe(true);
    // A merged 2×2 with two units beside it makes a 2×3.
    expect(isRectangle(box([0, 0, 2, 2], [0, 2, 1, 3], [1, 2, 2, 3]))).toBe(true);
  });

  it('refuses an L-shape', () => {
    expect(isRectangle(box([0, 0, 1, 1], [1, 0, 2, 1], [1, 1, 2, 2]))).toBe(false);
    expect(isRectangle(box([0, 0, 2, 2], [2, 0, 3, 1]))).toBe(false);
  });

  it('refuses a gap', () => {
    expect(isRectangle(box([0, 0, 1, 1], [0, 2, 1, 3]))).toBe(false);
    expect(isRectangle(box([0, 0, 1, 1], [2, 0, 3, 1]))).toBe(false);
  });

  it('refuses overlaps even when the areas add up', () => {
    // 2 + 2 units in a 2×2 box, but both sit on the top-left unit and leave the bottom-right one empty.
    expect(isRectangle(box([0, 0, 1, 2], [0, 0, 2, 1]))).toBe(false);
    expect(isRectangle(box([0, 0, 1, 1], [0, 0, 1, 1]))).toBe(false);
  });

  it('refuses nothing and empty boxes', () => {
    expect(isRectangle([])).toBe(false);
    expect(isRectangle(box([1, 1, 1, 2]))).toBe(false);
  });
});
