import { describe, expect, expectTypeOf, it } from 'vitest';
import { CellStatus, RowType } from '../enums.ts';
import {
  ZChessCellData,
  ZChessSection,
  ZChessStructure,
  ZChessStructureShape,
  type TChessSectionRead,
  type TChessStructure,
  type TMassPriceChange,
} from '../schemas/chess.ts';
import {
  buildSection,
  fromApiSection,
  toSavePayload,
  type TApiStructure,
  type TStructurePayload,
} from './convert.ts';
import { mergeCells } from './ops/merge-cells.ts';
import type { TPriceChangeRequest } from './price-change.ts';
import type { TCellData } from './types.ts';
import { validateStructure } from './validate.ts';

const data = {
  status: CellStatus.sale,
  number: '1',
  area: 40.5,
  price: 5_000_000,
  squarePrice: 123_457,
  cntApart: 2,
  interior: null,
  isAction: false,
  plan: null,
  relevant: true,
  floor: 2,
} satisfies TCellData;

const read: TChessSectionRead = {
  id: 1,
  name: 'Секция 1',
  published: true,
  rowsCount: 2,
  colsCount: 2,
  rows: [
    { id: 11, bbox: [1, 0, 2, 2], disabled: false, type: RowType.live, name: '1', plan: null },
    { id: 10, bbox: [0, 0, 1, 2], disabled: false, type: RowType.live, name: '2', plan: null },
  ],
  cols: [
    { id: 20, bbox: [0, 0, 2, 1], disabled: false, name: '1' },
    { id: 21, bbox: [0, 1, 2, 2], disabled: false, name: '2' },
  ],
  cells: [
    { id: 31, bbox: [0, 1, 2, 2], disabled: false, data, offers: [] },
    { id: 30, bbox: [0, 0, 1, 1], disabled: false, data, offers: [] },
    { id: 32, bbox: [1, 0, 2, 1], disabled: true, data, offers: [] },
  ],
};

describe('[chessboard] API shapes', () => {
  it('reads an API section into the model, keyed by id and in grid order', () => {
    expect(ZChessSection.parse(read)).toEqual(read);
    const section = fromApiSection(read);
    expect(section.rows.map((row) => row.key)).toEqual(['row-10', 'row-11']);
    expect(section.cells.map((cell) => [cell.key, cell.id])).toEqual([
      ['cell-30', 30],
      ['cell-31', 31],
      ['cell-32', 32],
    ]);
    expect(validateStructure(section)).toEqual([]);
  });

  it('writes the save payload: new items have a key and no id, and the server schema reads it back', () => {
    const merged = mergeCells(buildSection({ rowsCount: 2, colsCount: 3 }), ['new-6', 'new-7']);
    if (!merged.ok) throw new Error(merged.reason);
    const payload = toSavePayload(fromApiSection(read));
    expect(payload.cells[0]).toEqual({ id: 30, key: 'cell-30', bbox: [0, 0, 1, 1], disabled: false });
    expect(ZChessStructure.parse(payload)).toEqual(payload);
    const fresh = toSavePayload(merged.section);
    expect(fresh.cells[0]).toEqual({ key: 'new-6', bbox: [0, 0, 1, 2], disabled: false });
    expect(ZChessStructure.parse(fresh)).toEqual(fresh);
  });

  it('reads the client form (1/0, numeric strings) of the save payload', () => {
    const parsed = ZChessStructure.parse({
      rowsCount: '1',
      colsCount: '1',
      rows: [{ id: '4', key: 'row-4', bbox: ['0', '0', '1', '1'], disabled: 0, type: '3', name: ' 7 ' }],
      cols: [{ id: '', key: 'new-1', bbox: [0, 0, 1, 1], disabled: '0' }],
      cells: [{ key: 'new-2', bbox: [0, 0, 1, 1], disabled: 1 }],
    });
    expect(parsed).toEqual({
      rowsCount: 1,
      colsCount: 1,
      rows: [{ id: 4, key: 'row-4', bbox: [0, 0, 1, 1], disabled: false, type: RowType.live, name: '7' }],
      cols: [{ id: undefined, key: 'new-1', bbox: [0, 0, 1, 1], disabled: false, name: '' }],
      cells: [{ id: undefined, key: 'new-2', bbox: [0, 0, 1, 1], disabled: true }],
    });
  });

  it('keeps names of living floors only', () => {
    const payload = toSavePayload(buildSection({ rowsCount: 2, colsCount: 1 }));
    payload.rows[0] = { ...payload.rows[0]!, type: RowType.parking, name: '2' };
    expect(ZChessStructure.parse(payload).rows.map((row) => row.name)).toEqual(['', '1']);
  });

  it('turns a broken structure into Russian issues on their paths', () => {
    const payload = toSavePayload(buildSection({ rowsCount: 2, colsCount: 2 }));
    payload.cells[0]!.bbox = [0, 0, 1, 2];
    const result = ZChessStructure.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cells', 'Квартиры накладываются друг на друга в строке 1, столбце 2'],
    ]);
    const big = ZChessStructureShape.safeParse({ ...payload, rowsCount: 100 });
    expect(big.error?.issues[0]?.path).toEqual(['rowsCount']);
    const many = ZChessStructureShape.safeParse({
      ...payload,
      rows: Array.from({ length: 100 }, () => payload.rows[0]),
    });
    expect(many.error?.issues[0]?.path).toEqual(['rows']);
  });

  it('builds a new section: living floors numbered from the bottom, risers from the left', () => {
    const section = buildSection({ rowsCount: 3, colsCount: 2, firstFloor: 2 });
    expect(section.rows.map((row) => row.name)).toEqual(['4', '3', '2']);
    expect(section.cols.map((col) => col.name)).toEqual(['1', '2']);
    expect(section.cells).toHaveLength(6);
    expect(validateStructure(section)).toEqual([]);
    expect(() => buildSection({ rowsCount: 100, colsCount: 1 })).toThrow(RangeError);
  });

  it('keeps the schemas and the model types in step', () => {
    expectTypeOf(ZChessCellData.parse(data)).toExtend<TCellData>();
    expectTypeOf<TChessSectionRead>().toExtend<TApiStructure>();
    expectTypeOf<TChessStructure>().toExtend<TStructurePayload>();
    expectTypeOf<TStructurePayload>().toExtend<TChessStructure>();
    expectTypeOf<TMassPriceChange>().toExtend<TPriceChangeRequest>();
  });
});
