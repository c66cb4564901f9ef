// From the API's section to the model and back to the save payload (PRODUCT §7), and a fresh section's structure.
import { RowType, type TRowType } from '../enums.ts';
import type { TImage } from '../schemas/common.ts';
import { keyMaker, savedKey, type TItemKind } from './keys.ts';
import { CHESS_MAX_LINES } from './limits.ts';
import { sortCells, sortLines } from './ops/common.ts';
import type {
  TBbox,
  TCellData,
  TChessCell,
  TChessCol,
  TChessRow,
  TChessSection,
  TGridItem,
} from './types.ts';

/** A section as the API reads it out (ZChessSection fits). */
export interface TApiStructure {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly rows: readonly {
    readonly id: number;
    readonly bbox: TBbox;
    readonly disabled: boolean;
    readonly type: TRowType;
    readonly name: string;
    readonly plan: TImage | null;
  }[];
  readonly cols: readonly {
    readonly id: number;
    readonly bbox: TBbox;
    readonly disabled: boolean;
    readonly name: string;
  }[];
  readonly cells: readonly {
    readonly id: number;
    readonly bbox: TBbox;
    readonly disabled: boolean;
    readonly data: TCellData;
  }[];
}

type TMutableBbox = [number, number, number, number];

/** What the editor sends to save the structure (ZChessStructure reads it). New items have a key and no id. */
export interface TStructurePayload {
  rowsCount: number;
  colsCount: number;
  rows: { id?: number; key: string; bbox: TMutableBbox; disabled: boolean; type: TRowType; name: string }[];
  cols: { id?: number; key: string; bbox: TMutableBbox; disabled: boolean; name: string }[];
  cells: { id?: number; key: string; bbox: TMutableBbox; disabled: boolean }[];
}

/** A saved row, column or cell as the model keys it: by its id, with a copy of its place. */
const modelItem = (
  kind: TItemKind,
  item: { readonly id: number; readonly bbox: TBbox; readonly disabled: boolean },
): TGridItem => ({
  key: savedKey(kind, item.id),
  id: item.id,
  bbox: [...item.bbox],
  disabled: item.disabled,
});

export function fromApiSection(api: TApiStructure): TChessSection {
  const rows: TChessRow[] = api.rows.map((row) => ({
    ...modelItem('row', row),
    type: row.type,
    name: row.name,
    plan: row.plan,
  }));
  const cols: TChessCol[] = api.cols.map((col) => ({ ...modelItem('col', col), name: col.name }));
  const cells: TChessCell[] = api.cells.map((cell) => ({ ...modelItem('cell', cell), data: cell.data }));
  return {
    rowsCount: api.rowsCount,
    colsCount: api.colsCount,
    rows: sortLines(rows, 'row'),
    cols: sortLines(cols, 'col'),
    cells: sortCells(cells),
  };
}

/** What every saved row, column and cell carries: its id once saved, its key, place and whether it is deleted. */
const savedItem = (item: TGridItem): TStructurePayload['cells'][number] => ({
  ...(item.id === undefined ? {} : { id: item.id }),
  key: item.key,
  bbox: [...item.bbox],
  disabled: item.disabled,
});

export function toSavePayload(section: TChessSection): TStructurePayload {
  return {
    rowsCount: section.rowsCount,
    colsCount: section.colsCount,
    rows: section.rows.map((row) => ({ ...savedItem(row), type: row.type, name: row.name })),
    cols: section.cols.map((col) => ({ ...savedItem(col), name: col.name })),
    cells: section.cells.map(savedItem),
  };
}

/**
 * The structure of a new section (PRODUCT §3: created with its cols and rows counts): living floors numbered
 * from `firstFloor` at the bottom, risers numbered from 1, one empty unit cell per grid unit.
 * Counts outside 1…99 are a programming error here: the request schema refuses them first.
 */
export function buildSection(options: {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly firstFloor?: number;
}): TChessSection {
  const { rowsCount, colsCount, firstFloor = 1 } = options;
  for (const n of [rowsCount, colsCount]) {
    if (!Number.isInteger(n) || n < 1 || n > CHESS_MAX_LINES) throw new RangeError(`bad grid size ${n}`);
  }
  const nextKey = keyMaker({ rows: [], cols: [], cells: [] });
  const rows: TChessRow[] = Array.from({ length: rowsCount }, (_, r) => ({
    key: nextKey(),
    bbox: [r, 0, r + 1, colsCount],
    disabled: false,
    type: RowType.live,
    name: String(firstFloor + rowsCount - 1 - r),
    plan: null,
  }));
  const cols: TChessCol[] = Array.from({ length: colsCount }, (_, c) => ({
    key: nextKey(),
    bbox: [0, c, rowsCount, c + 1],
    disabled: false,
    name: String(c + 1),
  }));
  const cells: TChessCell[] = [];
  for (let r = 0; r < rowsCount; r++) {
    for (let c = 0; c < colsCount; c++) {
      cells.push({ key: nextKey(), bbox: [r, c, r + 1, c + 1], disabled: false, data: null });
    }
  }
  return { rowsCount, colsCount, rows, cols, cells };
}
