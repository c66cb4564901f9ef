import { describe, expect, it } from 'vitest';
import { RowType } from '../enums.ts';
import { buildCellIndex } from './grid-index.ts';
import {
  buildLayout,
  cellTracks,
  gridPlacement,
  longNumber,
  pixelRect,
  floorLetters,
  rowLabel,
  unitAtPoint,
} from './layout.ts';
import { deleteCols, deleteRows } from './ops/delete-lines.ts';
import { cellsInRect } from './selection.ts';
import { bboxOf, gridFrom } from './test-grid.ts';
import type { TChessSection } from './types.ts';

function deleted(): TChessSection {
  const rows = deleteRows(gridFrom(['ABC', 'DEF', 'GHI']), ['r1']);
  if (!rows.ok) throw new Error(rows.reason);
  const cols = deleteCols(rows.section, ['c0']);
  if (!cols.ok) throw new Error(cols.reason);
  return cols.section;
}

describe('[chessboard] layout', () => {
  it('places items on CSS grid lines from their bbox', () => {
    const section = gridFrom(['AAB', 'AAC']);
    const layout = buildLayout(section);
    expect(gridPlacement(layout, bboxOf(section, 'A')!)).toEqual({ gridRow: '1 / 3', gridColumn: '1 / 3' });
    expect(gridPlacement(layout, bboxOf(section, 'C')!)).toEqual({ gridRow: '2 / 3', gridColumn: '3 / 4' });
    const shifted = buildLayout(section, { rowOffset: 1, colOffset: 1 });
    expect(gridPlacement(shifted, bboxOf(section, 'C')!)).toEqual({ gridRow: '3 / 4', gridColumn: '4 / 5' });
  });

  it('collapses deleted rows and cols, hiding what lies wholly in them', () => {
    const section = deleted();
    const layout = buildLayout(section);
    expect(layout.shownRows).toEqual([0, 2]);
    expect(layout.shownCols).toEqual([1, 2]);
    expect(gridPlacement(layout, bboxOf(section, 'D')!)).toBeNull();
    expect(gridPlacement(layout, bboxOf(section, 'E')!)).toBeNull();
    expect(gridPlacement(layout, bboxOf(section, 'I')!)).toEqual({ gridRow: '2 / 3', gridColumn: '2 / 3' });
    // The editor may keep them visible to restore them.
    const open = buildLayout(section, { collapseDisabled: false });
    expect(gridPlacement(open, bboxOf(section, 'E')!)).toEqual({ gridRow: '2 / 3', gridColumn: '2 / 3' });
  });

  it('lets a drag skip cells the view hides', () => {
    const section = deleted();
    const layout = buildLayout(section);
    const picked = cellsInRect(
      buildCellIndex(section),
      [0, 0, 3, 3],
      (cell) => !gridPlacement(layout, cell.bbox),
    );
    expect(picked.map((cell) => cell.key)).toEqual(['B', 'C', 'H', 'I']);
  });

  it('measures in 40 px cells with 2 px gaps and finds the unit under a point', () => {
    const section = deleted();
    const layout = buildLayout(section);
    expect(pixelRect(layout, [0, 1, 3, 3])).toEqual({ left: 0, top: 0, width: 82, height: 82 });
    expect(pixelRect(layout, bboxOf(section, 'I')!)).toEqual({ left: 42, top: 42, width: 40, height: 40 });
    expect(pixelRect(layout, bboxOf(section, 'D')!)).toBeNull();
    expect(unitAtPoint(layout, 10, 10)).toEqual({ row: 0, col: 1 });
    expect(unitAtPoint(layout, 50, 45)).toEqual({ row: 2, col: 2 });
    expect(unitAtPoint(layout, 90, 10)).toBeNull();
    expect(unitAtPoint(layout, -1, 10)).toBeNull();
    expect(cellTracks(layout.shownCols.length)).toBe('repeat(2, 40px)');
  });

  it('labels floors with their type letter', () => {
    expect(rowLabel({ type: RowType.live, name: '12' })).toBe('12');
    expect(rowLabel({ type: RowType.parking, name: '' })).toBe('П');
    expect(rowLabel({ type: RowType.ground, name: '' })).toBe('Ц');
    expect(rowLabel({ type: RowType.mansard, name: '' })).toBe('М');
    expect(rowLabel({ type: RowType.duplex, name: '9' })).toBe('Д 9');
  });

  it('explains only the floor letters the board shows', () => {
    const rows = [
      { type: RowType.duplex },
      { type: RowType.live },
      { type: RowType.ground },
      { type: RowType.parking, disabled: true },
      { type: RowType.ground },
    ];
    expect(floorLetters(rows)).toEqual([
      { letter: 'Ц', title: 'Цокольный этаж' },
      { letter: 'Д', title: 'Дуплекс' },
    ]);
    expect(floorLetters([{ type: RowType.live }])).toEqual([]);
  });

  it('clips only a unit number too long for 40 px', () => {
    expect(longNumber('12345')).toBe(false);
    expect(longNumber('П-1234')).toBe(true);
    expect(longNumber(null)).toBe(false);
  });
});
