// Placing the grid in a view: CSS grid lines and pixels from bboxes, with deleted rows and cols collapsed.
import { RowType, rowTypeLetter, type TRowType } from '../enums.ts';
import { axisEnd, axisStart, type TAxis } from './grid-index.ts';
import { CHESS_CELL_PX, CHESS_GAP_PX } from './limits.ts';
import type { TBbox, TUnit } from './types.ts';

type TLine = { readonly bbox: TBbox; readonly disabled: boolean };

export interface TChessLayout {
  readonly rowsCount: number;
  readonly colsCount: number;
  /** Grid rows shown, top to bottom; grid cols shown, left to right. */
  readonly shownRows: readonly number[];
  readonly shownCols: readonly number[];
  /** The CSS grid line each grid row starts on; index rowsCount holds the closing line. Collapsed rows share one. */
  readonly rowLines: Int32Array;
  readonly colLines: Int32Array;
  readonly rowOffset: number;
  readonly colOffset: number;
}

export interface TLayoutOptions {
  /** Hide deleted rows and cols (the view does; the editor may show them to restore). Default true. */
  readonly collapseDisabled?: boolean;
  /** Grid tracks before the cells, e.g. one for the floor labels. */
  readonly rowOffset?: number;
  readonly colOffset?: number;
}

function lines(items: readonly TLine[], axis: TAxis, count: number, collapse: boolean, offset: number) {
  const hidden = new Uint8Array(count);
  if (collapse) {
    for (const item of items) {
      if (item.disabled) hidden.fill(1, item.bbox[axisStart(axis)], item.bbox[axisEnd(axis)]);
    }
  }
  const starts = new Int32Array(count + 1);
  const shown: number[] = [];
  let line = 1 + offset;
  for (let i = 0; i < count; i++) {
    starts[i] = line;
    if (!hidden[i]) {
      shown.push(i);
      line++;
    }
  }
  starts[count] = line;
  return { starts, shown };
}

export function buildLayout(
  shape: {
    readonly rowsCount: number;
    readonly colsCount: number;
    readonly rows: readonly TLine[];
    readonly cols: readonly TLine[];
  },
  options: TLayoutOptions = {},
): TChessLayout {
  const { collapseDisabled = true, rowOffset = 0, colOffset = 0 } = options;
  const rows = lines(shape.rows, 'row', shape.rowsCount, collapseDisabled, rowOffset);
  const cols = lines(shape.cols, 'col', shape.colsCount, collapseDisabled, colOffset);
  return {
    rowsCount: shape.rowsCount,
    colsCount: shape.colsCount,
    shownRows: rows.shown,
    shownCols: cols.shown,
    rowLines: rows.starts,
    colLines: cols.starts,
    rowOffset,
    colOffset,
  };
}

/** `grid-row` and `grid-column` of an item; null when all of it is collapsed. */
export function gridPlacement(
  layout: TChessLayout,
  bbox: TBbox,
): { gridRow: string; gridColumn: string } | null {
  const rs = layout.rowLines[bbox[0]]!;
  const re = layout.rowLines[bbox[2]]!;
  const cs = layout.colLines[bbox[1]]!;
  const ce = layout.colLines[bbox[3]]!;
  if (rs === re || cs === ce) return null;
  return { gridRow: `${rs} / ${re}`, gridColumn: `${cs} / ${ce}` };
}

/** Characters of a unit's number that fit a 40 px unit; only longer ones are clipped (a clip per unit costs paint). */
const NUMBER_FITS = 5;

export const longNumber = (number: string | null | undefined): boolean => (number?.length ?? 0) > NUMBER_FITS;

/** `grid-template-rows`/`-columns` for n cell tracks of 40 px or `px` (the gap is the view's `gap: 2px`). */
export const cellTracks = (n: number, px: number = CHESS_CELL_PX): string => `repeat(${n}, ${px}px)`;

const STEP = CHESS_CELL_PX + CHESS_GAP_PX;

/** Where an item sits in pixels, from the top-left of the first cell track; null when collapsed. */
export function pixelRect(
  layout: TChessLayout,
  bbox: TBbox,
): { left: number; top: number; width: number; height: number } | null {
  const top = layout.rowLines[bbox[0]]! - 1 - layout.rowOffset;
  const rows = layout.rowLines[bbox[2]]! - 1 - layout.rowOffset - top;
  const left = layout.colLines[bbox[1]]! - 1 - layout.colOffset;
  const cols = layout.colLines[bbox[3]]! - 1 - layout.colOffset - left;
  if (rows === 0 || cols === 0) return null;
  return {
    left: left * STEP,
    top: top * STEP,
    width: cols * STEP - CHESS_GAP_PX,
    height: rows * STEP - CHESS_GAP_PX,
  };
}

/** The grid unit under a point given from the top-left of the first cell track (a gap counts as the unit before it). */
export function unitAtPoint(layout: TChessLayout, x: number, y: number): TUnit | null {
  if (x < 0 || y < 0) return null;
  const row = layout.shownRows[Math.floor(y / STEP)];
  const col = layout.shownCols[Math.floor(x / STEP)];
  return row === undefined || col === undefined ? null : { row, col };
}

/** The label of a floor: its type letter (П, Ц, М, Д; none for living floors) and its name. */
export function rowLabel(row: { readonly type: TRowType; readonly name: string }): string {
  return [rowTypeLetter[row.type], row.name].filter(Boolean).join(' ');
}

/**
 * The floor letters a board shows, each with what it means («П — Паркинг»), in the order of rowTypeLetter; living
 * floors have no letter, and a letter no shown floor carries is left out.
 */
export function floorLetters(
  rows: readonly { readonly type: TRowType; readonly disabled?: boolean }[],
): { letter: string; title: string }[] {
  const shown = new Set(rows.filter((row) => !row.disabled).map((row) => row.type));
  return (Object.keys(rowTypeLetter).map(Number) as TRowType[])
    .filter((type) => rowTypeLetter[type] && shown.has(type))
    .map((type) => ({ letter: rowTypeLetter[type], title: RowType.title(type) }));
}
