import { describe, expect, it } from 'vitest';
import { RowType } from '../enums.ts';
import { floorNumber, floorsOf } from './floors.ts';
import { deleteRows } from './ops/delete-lines.ts';
import { mergeRows } from './ops/merge-lines.ts';
import { renumberFloors, suggestFlatNumbers } from './ops/renumber.ts';
import { gridFrom } from './test-grid.ts';
import type { TChessSection } from './types.ts';

const rowsNamed = (section: TChessSection) => section.rows.map((row) => row.name);

describe('[chessboard] floors', () => {
  it('reads the leading number of a row name', () => {
    expect(floorNumber('12')).toBe(12);
    expect(floorNumber('12а')).toBe(12);
    expect(floorNumber('-1')).toBe(-1);
    expect(floorNumber('')).toBeNull();
    expect(floorNumber('П')).toBeNull();
  });

  it('gives a cell the floor of the bottom-most row it spans', () => {
    const section = gridFrom(['AB', 'AC', 'DE']);
    expect(rowsNamed(section)).toEqual(['3', '2', '1']);
    expect(floorsOf(section)).toEqual([2, 3, 2, 1, 1]);
  });

  it('has no floor on rows without a number', () => {
    const base = gridFrom(['A', 'B']);
    const section = {
      ...base,
      rows: base.rows.map((r, i) => (i ? { ...r, type: RowType.parking, name: '' } : r)),
    };
    expect(floorsOf(section)).toEqual([2, null]);
  });
});

describe('[chessboard] suggested numbers', () => {
  it('numbers living floors from the bottom, skipping other types and deleted rows', () => {
    const base = gridFrom(['A', 'B', 'C', 'D', 'E']);
    const typed = {
      ...base,
      rows: base.rows.map((row, i) =>
        i === 0
          ? { ...row, type: RowType.mansard, name: '' }
          : i === 4
            ? { ...row, type: RowType.parking, name: '' }
            : row,
      ),
    };
    const deleted = deleteRows(typed, ['r2']);
    if (!deleted.ok) throw new Error(deleted.reason);
    const renumbered = renumberFloors(deleted.section, 1);
    expect(renumbered.ok && rowsNamed(renumbered.section)).toEqual(['', '2', '3', '1', '']);
  });

  it('counts every floor a merged living row spans', () => {
    const merged = mergeRows(gridFrom(['A', 'B', 'C']), ['r1', 'r2']);
    if (!merged.ok) throw new Error(merged.reason);
    const renumbered = renumberFloors(merged.section, 5);
    expect(renumbered.ok && rowsNamed(renumbered.section)).toEqual(['7', '5']);
  });

  it('suggests flat numbers floor by floor from the bottom, left to right', () => {
    const base = gridFrom(['ABB', 'CDe', 'FGH']);
    const section = {
      ...base,
      rows: base.rows.map((r, i) => (i === 2 ? { ...r, type: RowType.parking, name: '' } : r)),
    };
    expect([...suggestFlatNumbers(section, 10)]).toEqual([
      ['C', '10'],
      ['D', '11'],
      ['A', '12'],
      ['B', '13'],
    ]);
  });
});
