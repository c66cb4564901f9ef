// The section structure as the chessboard model sees it: a rowsCount × colsCount grid tiled by cells (see README.md).
import type { TCellStatus, TInterior, TLayout, TRowType } from '../enums.ts';
import type { TImage } from '../schemas/common.ts';

/** [rowStart, colStart, rowEnd, colEnd]: zero-based grid units, ends exclusive; row 0 is the top row shown. */
export type TBbox = readonly [rowStart: number, colStart: number, rowEnd: number, colEnd: number];

/** One grid unit. */
export interface TUnit {
  readonly row: number;
  readonly col: number;
}

/** What a unit is (PRODUCT §3 Cell.data). */
export interface TCellData {
  status: TCellStatus;
  number: string | null;
  area: number | null;
  price: number | null;
  squarePrice: number | null;
  cntApart: TLayout | null;
  interior: TInterior | null;
  isAction: boolean;
  plan: TImage | null;
  /** Buyers' view only: the unit matches the current filter. */
  relevant?: boolean;
  /** Derived from the rows on save (see floors.ts). */
  floor: number | null;
}

/** Anything placed on the grid. `key` is the client's handle; `id` exists once the server has saved it. */
export interface TGridItem {
  readonly key: string;
  readonly id?: number;
  readonly bbox: TBbox;
  readonly disabled: boolean;
}

/** A floor. Living floors carry their number as the name, other types an empty name. */
export interface TChessRow extends TGridItem {
  readonly type: TRowType;
  readonly name: string;
  readonly plan: TImage | null;
}

/** A riser (стояк). */
export interface TChessCol extends TGridItem {
  readonly name: string;
}

/** A unit. `data` is null for a cell the editor created and the server has not saved yet. */
export interface TChessCell extends TGridItem {
  readonly data: TCellData | null;
}

export interface TChessSection {
  readonly rowsCount: number;
  readonly colsCount: number;
  /** Kept in grid order: top to bottom. */
  readonly rows: readonly TChessRow[];
  /** Left to right. */
  readonly cols: readonly TChessCol[];
  /** By top row, then left column. */
  readonly cells: readonly TChessCell[];
}

/** The least a reader needs: the buyers' view, the server's validation and the save payload all fit it. */
export interface TGridShape {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly rows: readonly { readonly bbox: TBbox; readonly disabled: boolean }[];
  readonly cols: readonly { readonly bbox: TBbox; readonly disabled: boolean }[];
  readonly cells: readonly { readonly bbox: TBbox; readonly disabled: boolean }[];
}
