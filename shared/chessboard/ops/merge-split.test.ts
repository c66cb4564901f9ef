import { describe, expect, it } from 'vitest';
import { CellStatus, RowType } from '../../enums.ts';
import type { TOpResult } from '../result.ts';
import { deepFreeze, drawKeys, drawShape, gridFrom } from '../test-grid.ts';
import type { TChessSection } from '../types.ts';
import { mergeCells } from './merge-cells.ts';
import { mergeCols, mergeRows } from './merge-lines.ts';
import { splitCells } from './split-cells.ts';
import { splitCols, splitRows } from './split-lines.ts';

function ok(result: TOpResult): { section: TChessSection; keys: readonly string[] } {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe('[chessboard] merge and split cells', () => {
  it('merges a rectangle into its top-left cell', () => {
    const section = deepFreeze(gridFrom(['ABC', 'DEF', 'GHI']));
    const { section: merged, keys } = ok(mergeCells(section, ['E', 'B', 'F', 'C']));
    expect(keys).toEqual(['B']);
    expect(drawKeys(merged)).toEqual(['ABB', 'DBB', 'GHI']);
    expect(merged.cells.map((cell) => cell.key)).toEqual(['A', 'B', 'D', 'G', 'H', 'I']);
  });

  it('keeps the survivor’s id and data', () => {
    const base = gridFrom(['AB']);
    const data = { ...emptyData(), number: '12', area: 40, price: 4_000_000 };
    const section = { ...base, cells: [{ ...base.cells[0]!, id: 7, data }, base.cells[1]!] };
    const merged = ok(mergeCells(section, ['A', 'B'])).section;
    expect(merged.cells).toEqual([{ key: 'A', id: 7, bbox: [0, 0, 1, 2], disabled: false, data }]);
  });

  it('merges merged cells with unit cells when they fill a rectangle', () => {
    const section = gridFrom(['AAB', 'AAC']);
    expect(drawKeys(ok(mergeCells(section, ['A', 'B', 'C'])).section)).toEqual(['AAA', 'AAA']);
  });

  it('refuses what is not a rectangle, a single cell, deleted cells and unknown keys', () => {
    const section = gridFrom(['ABC', 'DEf']);
    expect(mergeCells(section, ['A', 'B', 'E'])).toEqual({ ok: false, reason: 'notRectangle' });
    expect(mergeCells(section, ['A', 'C'])).toEqual({ ok: false, reason: 'notRectangle' });
    expect(mergeCells(section, ['A'])).toEqual({ ok: false, reason: 'single' });
    expect(mergeCells(section, ['A', 'A'])).toEqual({ ok: false, reason: 'single' });
    expect(mergeCells(section, ['C', 'f'])).toEqual({ ok: false, reason: 'disabled' });
    expect(mergeCells(section, ['A', 'Z'])).toEqual({ ok: false, reason: 'notFound' });
  });

  it('splits a merged cell into units, data staying on the top-left piece', () => {
    const base = gridFrom(['AAB', 'AAC']);
    const data = { ...emptyData(), number: '5' };
    const section = deepFreeze({
      ...base,
      cells: base.cells.map((c) => (c.key === 'A' ? { ...c, id: 3, data } : c)),
    });
    const { section: split, keys } = ok(splitCells(section, ['A']));
    expect(drawShape(split)).toEqual(['ABC', 'DEF']);
    expect(drawKeys(split)).toEqual(['A?B', '??C']);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toBe('A');
    const pieces = split.cells.filter((cell) => keys.includes(cell.key));
    expect(pieces.map((cell) => [cell.id, cell.data?.number])).toEqual([
      [3, '5'],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(new Set(keys).size).toBe(4);
  });

  it('round-trips merge then split to the unit grid', () => {
    const section = gridFrom(['ABC', 'DEF', 'GHI']);
    const merged = ok(mergeCells(section, ['A', 'B', 'D', 'E'])).section;
    const split = ok(splitCells(merged, ['A'])).section;
    expect(drawShape(split)).toEqual(drawShape(section));
    expect(ok(mergeCells(split, ok(splitCells(merged, ['A'])).keys)).section).toEqual(merged);
  });

  it('splits only what covers more than one unit', () => {
    const section = gridFrom(['AAB']);
    expect(splitCells(section, ['B'])).toEqual({ ok: false, reason: 'notMerged' });
    expect(splitCells(section, [])).toEqual({ ok: false, reason: 'empty' });
    expect(drawKeys(ok(splitCells(section, ['A', 'B'])).section)).toEqual(['A?B']);
  });

  it('keeps a deleted merged cell deleted in every piece', () => {
    const split = ok(splitCells(gridFrom(['aa', 'aa']), ['a'])).section;
    expect(drawShape(split)).toEqual(['ab', 'cd']);
  });
});

describe('[chessboard] merge and split rows and cols', () => {
  it('merges adjacent rows into the bottom one, leaving cells alone', () => {
    const section = deepFreeze(gridFrom(['AB', 'CD', 'EF']));
    const { section: merged, keys } = ok(mergeRows(section, ['r0', 'r1']));
    expect(keys).toEqual(['r1']);
    expect(merged.rows.map((row) => [row.key, row.name, row.bbox])).toEqual([
      ['r1', '2', [0, 0, 2, 2]],
      ['r2', '1', [2, 0, 3, 2]],
    ]);
    expect(merged.cells).toBe(section.cells);
  });

  it('splits a merged living floor into consecutive floors upwards', () => {
    const merged = ok(mergeRows(gridFrom(['AB', 'CD', 'EF']), ['r0', 'r1', 'r2'])).section;
    expect(merged.rows.map((row) => row.name)).toEqual(['1']);
    const split = ok(splitRows(merged, ['r2'])).section;
    expect(split.rows.map((row) => row.name)).toEqual(['3', '2', '1']);
    expect(split.rows[2]!.key).toBe('r2');
    expect(split.rows.map((row) => row.bbox)).toEqual([
      [0, 0, 1, 2],
      [1, 0, 2, 2],
      [2, 0, 3, 2],
    ]);
  });

  it('leaves names of split non-living rows empty and keeps the type', () => {
    const base = gridFrom(['AB', 'CD']);
    const rows = [{ ...base.rows[0]!, type: RowType.parking, name: '', bbox: [0, 0, 2, 2] as const }];
    const split = ok(splitRows({ ...base, rows }, ['r0'])).section;
    expect(split.rows.map((row) => [row.type, row.name])).toEqual([
      [RowType.parking, ''],
      [RowType.parking, ''],
    ]);
  });

  it('merges and splits columns, the leftmost surviving', () => {
    const section = gridFrom(['ABC']);
    const merged = ok(mergeCols(section, ['c2', 'c1'])).section;
    expect(merged.cols.map((col) => [col.key, col.bbox])).toEqual([
      ['c0', [0, 0, 1, 1]],
      ['c1', [0, 1, 1, 3]],
    ]);
    const split = ok(splitCols(merged, ['c1'])).section;
    expect(split.cols.map((col) => [col.name, col.bbox])).toEqual([
      ['1', [0, 0, 1, 1]],
      ['2', [0, 1, 1, 2]],
      ['', [0, 2, 1, 3]],
    ]);
  });

  it('refuses rows that are not adjacent, single, deleted or not merged', () => {
    const section = gridFrom(['A', 'B', 'C']);
    expect(mergeRows(section, ['r0', 'r2'])).toEqual({ ok: false, reason: 'notRectangle' });
    expect(mergeRows(section, ['r0'])).toEqual({ ok: false, reason: 'single' });
    const deleted = {
      ...section,
      rows: section.rows.map((r) => (r.key === 'r1' ? { ...r, disabled: true } : r)),
    };
    expect(mergeRows(deleted, ['r0', 'r1'])).toEqual({ ok: false, reason: 'disabled' });
    expect(splitRows(section, ['r1'])).toEqual({ ok: false, reason: 'notMerged' });
    expect(mergeCols(section, ['c0', 'x'])).toEqual({ ok: false, reason: 'notFound' });
  });
});

function emptyData() {
  return {
    status: CellStatus.sale,
    number: null,
    area: null,
    price: null,
    squarePrice: null,
    cntApart: null,
    interior: null,
    isAction: false,
    plan: null,
    floor: null,
  };
}
