import { describe, expect, it } from 'vitest';
import { deleteRows } from './ops/delete-lines.ts';
import { gridFrom } from './test-grid.ts';
import type { TBbox, TChessSection } from './types.ts';
import { problemsToErrors, validateStructure } from './validate.ts';

const withCell = (section: TChessSection, key: string, patch: { bbox?: TBbox; disabled?: boolean }) => ({
  ...section,
  cells: section.cells.map((cell) => (cell.key === key ? { ...cell, ...patch } : cell)),
});

describe('[chessboard] structure validation', () => {
  it('accepts a sound structure, merged and deleted cells included', () => {
    expect(validateStructure(gridFrom(['AAB', 'AAc', 'DEF']))).toEqual([]);
  });

  it('refuses grid sizes outside 1…99 before anything else', () => {
    const section = gridFrom(['A']);
    expect(validateStructure({ ...section, rowsCount: 0 })).toEqual([
      { path: ['rowsCount'], message: 'Число этажей должно быть целым, от 1 до 99' },
    ]);
    expect(validateStructure({ ...section, colsCount: 100 })[0]!.path).toEqual(['colsCount']);
    expect(validateStructure({ ...section, colsCount: 1.5 })[0]!.path).toEqual(['colsCount']);
  });

  it('reports overlapping cells', () => {
    const section = withCell(gridFrom(['AB', 'CD']), 'A', { bbox: [0, 0, 1, 2] });
    expect(validateStructure(section)).toEqual([
      { path: ['cells'], message: 'Квартиры накладываются друг на друга в строке 1, столбце 2' },
    ]);
  });

  it('reports uncovered units', () => {
    const base = gridFrom(['AB', 'CD']);
    const section = { ...base, cells: base.cells.filter((cell) => cell.key !== 'D') };
    expect(validateStructure(section)).toEqual([
      { path: ['cells'], message: 'Клетка в строке 2, столбце 2 не занята' },
    ]);
  });

  it('reports cells outside the grid and bad bboxes on their path', () => {
    const outside = withCell(gridFrom(['AB']), 'B', { bbox: [0, 1, 1, 3] });
    const problems = validateStructure(outside);
    expect(problems[0]).toEqual({ path: ['cells', 1, 'bbox'], message: 'Неверные границы' });
    expect(problemsToErrors(problems)).toEqual({
      'cells.1.bbox': ['Неверные границы'],
      cells: ['Клетка в строке 1, столбце 2 не занята'],
    });
    const reversed = withCell(gridFrom(['AB']), 'B', { bbox: [1, 1, 0, 2] });
    expect(validateStructure(reversed)[0]!.path).toEqual(['cells', 1, 'bbox']);
    const notNumbers = withCell(gridFrom(['AB']), 'B', { bbox: ['0', 1, 1, 2] as unknown as TBbox });
    expect(validateStructure(notNumbers)[0]!.path).toEqual(['cells', 1, 'bbox']);
  });

  it('reports rows and cols that do not tile their axis', () => {
    const base = gridFrom(['AB', 'CD']);
    const narrow = {
      ...base,
      rows: base.rows.map((r, i) => (i === 0 ? { ...r, bbox: [0, 0, 1, 1] as TBbox } : r)),
    };
    expect(validateStructure(narrow)).toEqual([
      { path: ['rows', 0, 'bbox'], message: 'Этаж должен занимать всю ширину секции' },
      { path: ['rows'], message: 'Строка 1 не относится ни к одному этажу' },
    ]);
    const doubled = { ...base, rows: [...base.rows, { ...base.rows[1]!, key: 'x' }] };
    expect(validateStructure(doubled)).toEqual([
      { path: ['rows'], message: 'Строка 2 относится к нескольким этажам' },
    ]);
    const short = {
      ...base,
      cols: base.cols.map((c) => ({ ...c, bbox: [0, c.bbox[1], 1, c.bbox[3]] as TBbox })),
    };
    expect(validateStructure(short).map((p) => p.message)).toEqual([
      'Стояк должен занимать всю высоту секции',
      'Стояк должен занимать всю высоту секции',
      'Столбец 1 не относится ни к одному стояку',
      'Столбец 2 не относится ни к одному стояку',
    ]);
  });

  it('reports a live cell on a deleted floor', () => {
    const deleted = deleteRows(gridFrom(['AB', 'CD']), ['r0']);
    if (!deleted.ok) throw new Error(deleted.reason);
    const revived = withCell(deleted.section, 'A', { disabled: false });
    expect(validateStructure(revived)).toEqual([
      {
        path: ['cells', 0, 'disabled'],
        message: 'Квартира на удалённом этаже или стояке должна быть удалена',
      },
    ]);
  });

  it('reports repeated keys and ids, and unknown row types', () => {
    const base = gridFrom(['AB']);
    const section = {
      ...base,
      cells: [
        { ...base.cells[0]!, id: 5 },
        { ...base.cells[1]!, key: 'A', id: 5 },
      ],
      rows: [{ ...base.rows[0]!, type: 9 }],
    };
    expect(validateStructure(section)).toEqual([
      { path: ['cells', 1, 'key'], message: 'Ключ A повторяется' },
      { path: ['cells', 1, 'id'], message: 'Идентификатор 5 повторяется' },
      { path: ['rows', 0, 'type'], message: 'Недопустимый тип этажа' },
    ]);
  });

  it('spells out ten problems of a kind and counts the rest', () => {
    const base = gridFrom(['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY']);
    const section = { ...base, cells: base.cells.slice(0, 1) };
    const problems = validateStructure(section);
    expect(problems).toHaveLength(11);
    expect(problems.at(-1)).toEqual({ path: ['cells'], message: 'И ещё 14 ошибок' });
  });
});
