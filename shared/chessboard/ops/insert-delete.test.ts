import { describe, expect, it } from 'vitest';
import { RowType } from '../../enums.ts';
import type { TOpResult } from '../result.ts';
import { bboxOf, deepFreeze, drawKeys, drawShape, gridFrom } from '../test-grid.ts';
import type { TChessSection } from '../types.ts';
import { validateStructure } from '../validate.ts';
import { disableCells, restoreCells } from './cell-state.ts';
import { deleteCols, deleteRows, restoreCols, restoreRows } from './delete-lines.ts';
import { insertCols } from './insert-cols.ts';
import { insertRows } from './insert-rows.ts';
import { renameCol, updateRow } from './rename.ts';

function ok(result: TOpResult): { section: TChessSection; keys: readonly string[] } {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  expect(validateStructure(result.section)).toEqual([]);
  return result;
}

describe('[chessboard] insert rows', () => {
  it('inserts a living floor above a row with a row of new cells', () => {
    const section = deepFreeze(gridFrom(['AB', 'CD']));
    const { section: next, keys } = ok(
      insertRows(section, { anchor: 'r1', position: 'above', type: RowType.live, names: ['1а'] }),
    );
    expect(next.rowsCount).toBe(3);
    expect(drawKeys(next)).toEqual(['AB', '??', 'CD']);
    expect(next.rows.map((row) => [row.name, row.bbox])).toEqual([
      ['2', [0, 0, 1, 2]],
      ['1а', [1, 0, 2, 2]],
      ['1', [2, 0, 3, 2]],
    ]);
    expect(keys).toEqual([next.rows[1]!.key]);
    expect(next.cols.map((col) => col.bbox)).toEqual([
      [0, 0, 3, 1],
      [0, 1, 3, 2],
    ]);
  });

  it('inserts below the last row and above the first', () => {
    const section = gridFrom(['AB']);
    const below = ok(
      insertRows(section, { anchor: 'r0', position: 'below', type: RowType.parking, count: 2 }),
    );
    expect(drawKeys(below.section)).toEqual(['AB', '??', '??']);
    expect(below.section.rows.map((row) => [row.type, row.name])).toEqual([
      [RowType.live, '1'],
      [RowType.parking, ''],
      [RowType.parking, ''],
    ]);
    const above = ok(insertRows(section, { anchor: 'r0', position: 'above', type: RowType.mansard }));
    expect(drawKeys(above.section)).toEqual(['??', 'AB']);
  });

  it('stretches a merged cell spanning the insertion line', () => {
    const section = gridFrom(['AB', 'AC']);
    const next = ok(insertRows(section, { anchor: 'r0', position: 'below', type: RowType.duplex })).section;
    expect(drawKeys(next)).toEqual(['AB', 'A?', 'AC']);
    expect(bboxOf(next, 'A')).toEqual([0, 0, 3, 1]);
  });

  it('inserts the new cells deleted under a deleted riser', () => {
    const section = ok(deleteCols(gridFrom(['AB', 'CD']), ['c1'])).section;
    const next = ok(insertRows(section, { anchor: 'r0', position: 'below', type: RowType.ground })).section;
    expect(drawShape(next)).toEqual(['Ab', 'Cd', 'Ef']);
  });

  it('asks a name for living floors only and keeps to 99 rows', () => {
    const section = gridFrom(['A']);
    const live = { anchor: 'r0', position: 'above', type: RowType.live } as const;
    expect(insertRows(section, live)).toEqual({ ok: false, reason: 'nameRequired' });
    expect(insertRows(section, { ...live, count: 2, names: ['3', ' '] })).toEqual({
      ok: false,
      reason: 'nameRequired',
    });
    expect(insertRows(section, { ...live, names: ['x'.repeat(21)] })).toEqual({
      ok: false,
      reason: 'badName',
    });
    const parking = ok(insertRows(section, { ...live, type: RowType.parking, names: ['ignored'] })).section;
    expect(parking.rows[0]!.name).toBe('');
    expect(insertRows(section, { ...live, names: ['2'], count: 99 })).toEqual({ ok: false, reason: 'limit' });
    expect(insertRows(section, { ...live, names: ['2'], count: 0 })).toEqual({
      ok: false,
      reason: 'badCount',
    });
    expect(insertRows(section, { ...live, anchor: 'nope', names: ['2'] })).toEqual({
      ok: false,
      reason: 'notFound',
    });
    const names = Array.from({ length: 98 }, (_, i) => String(99 - i));
    expect(ok(insertRows(section, { ...live, names, count: 98 })).section.rowsCount).toBe(99);
  });
});

describe('[chessboard] insert columns', () => {
  it('inserts risers left or right, stretching merged cells across the line', () => {
    const section = deepFreeze(gridFrom(['AAB', 'CDE']));
    const { section: next, keys } = ok(
      insertCols(section, { anchor: 'c0', position: 'right', names: ['1а'] }),
    );
    expect(drawKeys(next)).toEqual(['AAAB', 'C?DE']);
    expect(next.cols.map((col) => col.name)).toEqual(['1', '1а', '2', '3']);
    expect(keys).toEqual([next.cols[1]!.key]);
    expect(next.rows.every((row) => row.bbox[3] === 4)).toBe(true);
    const left = ok(insertCols(section, { anchor: 'c0', position: 'left', count: 2 })).section;
    expect(drawKeys(left)).toEqual(['??AAB', '??CDE']);
    expect(left.cols.slice(0, 2).map((col) => col.name)).toEqual(['', '']);
  });

  it('inserts the new cells deleted on a deleted floor', () => {
    const section = ok(deleteRows(gridFrom(['AB', 'CD']), ['r0'])).section;
    const next = ok(insertCols(section, { anchor: 'c1', position: 'right' })).section;
    expect(drawShape(next)).toEqual(['abc', 'DEF']);
  });

  it('keeps to 99 columns', () => {
    expect(insertCols(gridFrom(['AB']), { anchor: 'c1', position: 'right', count: 98 })).toEqual({
      ok: false,
      reason: 'limit',
    });
  });
});

describe('[chessboard] delete and restore', () => {
  it('deletes rows by disabling them and every cell reaching into them, merged cells whole', () => {
    const section = deepFreeze(gridFrom(['ABC', 'ADE', 'FGH']));
    const { section: next, keys } = ok(deleteRows(section, ['r1']));
    expect(keys).toEqual(['r1']);
    expect(next.rowsCount).toBe(3);
    expect(drawKeys(next)).toEqual(['ABC', 'ADE', 'FGH']);
    expect(drawShape(next)).toEqual(['aBC', 'ade', 'FGH']);
    expect(next.rows.map((row) => row.disabled)).toEqual([false, true, false]);
  });

  it('restores the rows and the cells no other deleted line holds', () => {
    const section = gridFrom(['ABC', 'DEF']);
    const deleted = ok(deleteCols(ok(deleteRows(section, ['r0'])).section, ['c2'])).section;
    expect(drawShape(deleted)).toEqual(['abc', 'DEf']);
    const restored = ok(restoreRows(deleted, ['r0'])).section;
    expect(drawShape(restored)).toEqual(['ABc', 'DEf']);
    const all = ok(restoreCols(restored, ['c2'])).section;
    expect(all).toEqual(section);
  });

  it('refuses to delete every floor or every riser', () => {
    const section = gridFrom(['AB', 'CD']);
    expect(deleteRows(section, ['r0', 'r1'])).toEqual({ ok: false, reason: 'lastLine' });
    const one = ok(deleteCols(section, ['c0'])).section;
    expect(deleteCols(one, ['c1'])).toEqual({ ok: false, reason: 'lastLine' });
    expect(deleteRows(section, [])).toEqual({ ok: false, reason: 'empty' });
  });

  it('disables and restores single cells', () => {
    const section = deepFreeze(gridFrom(['AAB', 'AAC']));
    const disabled = ok(disableCells(section, ['A', 'C'])).section;
    expect(drawShape(disabled)).toEqual(['aaB', 'aac']);
    const restored = ok(restoreCells(disabled, ['A'])).section;
    expect(drawShape(restored)).toEqual(['AAB', 'AAc']);
    expect(disableCells(section, ['X'])).toEqual({ ok: false, reason: 'notFound' });
  });

  it('will not restore a cell on a deleted floor', () => {
    const section = ok(deleteRows(gridFrom(['AB', 'CD']), ['r1'])).section;
    expect(restoreCells(section, ['C'])).toEqual({ ok: false, reason: 'inDeletedLine' });
  });
});

describe('[chessboard] rename rows and cols', () => {
  it('names living floors and clears the name of other types', () => {
    const section = gridFrom(['A', 'B']);
    const parking = ok(updateRow(section, 'r1', { type: RowType.parking })).section;
    expect(parking.rows[1]).toMatchObject({ type: RowType.parking, name: '' });
    expect(updateRow(parking, 'r1', { type: RowType.live })).toEqual({ ok: false, reason: 'nameRequired' });
    const live = ok(updateRow(parking, 'r1', { type: RowType.live, name: ' 1 ' })).section;
    expect(live.rows[1]).toMatchObject({ type: RowType.live, name: '1' });
    expect(ok(renameCol(section, 'c0', 'А')).section.cols[0]!.name).toBe('А');
    expect(renameCol(section, 'c0', 'x'.repeat(21))).toEqual({ ok: false, reason: 'badName' });
  });
});
