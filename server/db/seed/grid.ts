// Chessboards as data: the shape createSectionGrid writes, a plain grid for fixtures.
// Convention (shared with shared/chessboard): bbox = [rowStart, colStart, rowEnd, colEnd], zero-based, ends exclusive;
// row 0 is the top row as displayed, column 0 the leftmost riser; the cells tile the grid exactly.
import {
  CellStatus,
  RowType,
  type TCellStatus,
  type TInterior,
  type TLayout,
  type TRowType,
} from '#shared/enums.ts';
import type { ProcessedImage } from '../../storage/images.ts';

export type Bbox = [rowStart: number, colStart: number, rowEnd: number, colEnd: number];

export interface GridRowSpec {
  type: TRowType;
  /** The floor number of a living row; '' for parking and ground rows. */
  name: string;
  bbox: Bbox;
  plan?: ProcessedImage | null;
}

export interface GridColSpec {
  name: string;
  bbox: Bbox;
}

export interface GridCellSpec {
  bbox: Bbox;
  disabled?: boolean;
  status?: TCellStatus;
  number?: string | null;
  area?: number | null;
  price?: number | null;
  squarePrice?: number | null;
  cntApart?: TLayout | null;
  interior?: TInterior | null;
  isAction?: boolean;
  plan?: ProcessedImage | null;
}

export interface GridSpec {
  rowsCount: number;
  colsCount: number;
  rows: GridRowSpec[];
  cols: GridColSpec[];
  cells: GridCellSpec[];
}

export const bboxArea = (b: Bbox) => (b[2] - b[0]) * (b[3] - b[1]);

/** Rows of the given types, top to bottom; living ones take floor numbers counting up from the bottom. */
export function gridRows(types: readonly TRowType[], colsCount: number, firstFloor = 1): GridRowSpec[] {
  const named = (t: TRowType) => t !== RowType.parking && t !== RowType.ground;
  let floor = firstFloor + types.filter(named).length - 1;
  return types.map((type, r) => ({
    type,
    name: named(type) ? String(floor--) : '',
    bbox: [r, 0, r + 1, colsCount] as Bbox,
  }));
}

export function gridCols(rowsCount: number, colsCount: number): GridColSpec[] {
  return Array.from({ length: colsCount }, (_, c) => ({
    name: String(c + 1),
    bbox: [0, c, rowsCount, c + 1] as Bbox,
  }));
}

/**
 * floors × risers living units, one per grid unit, numbered from the first floor up. For test fixtures:
 * `cell` may change any unit (status, price…) by its floor (1 = bottom) and riser (0 = left).
 */
export function plainGrid(options: {
  floors: number;
  risers: number;
  cell?: (floor: number, riser: number) => Partial<GridCellSpec>;
}): GridSpec {
  const { floors, risers } = options;
  const cells: GridCellSpec[] = [];
  for (let r = 0; r < floors; r++) {
    const floor = floors - r;
    for (let c = 0; c < risers; c++) {
      const area = 30 + c * 12.5;
      const price = Math.round(area * 400_000);
      cells.push({
        bbox: [r, c, r + 1, c + 1],
        status: CellStatus.sale,
        number: String((floor - 1) * risers + c + 1),
        area,
        price,
        squarePrice: Math.round(price / area),
        ...options.cell?.(floor, c),
      });
    }
  }
  return {
    rowsCount: floors,
    colsCount: risers,
    rows: gridRows(Array(floors).fill(RowType.live), risers),
    cols: gridCols(floors, risers),
    cells,
  };
}

/** Problems with a grid's tiling, [] when every grid unit is covered by exactly one cell. */
export function tilingProblems(grid: Pick<GridSpec, 'rowsCount' | 'colsCount' | 'cells'>): string[] {
  const seen = Array.from({ length: grid.rowsCount }, () => Array<number>(grid.colsCount).fill(0));
  const problems: string[] = [];
  for (const { bbox } of grid.cells) {
    const [r0, c0, r1, c1] = bbox;
    if (r0 < 0 || c0 < 0 || r1 > grid.rowsCount || c1 > grid.colsCount || r0 >= r1 || c0 >= c1) {
      problems.push(`bbox ${bbox.join(',')} is outside the grid`);
      continue;
    }
    for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) seen[r]![c]!++;
  }
  seen.forEach((line, r) =>
    line.forEach((n, c) => {
      if (n !== 1) problems.push(`unit ${r},${c} is covered ${n} times`);
    }),
  );
  return problems;
}
