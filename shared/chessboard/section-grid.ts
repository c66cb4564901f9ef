// One section's floors × risers as CSS grid places, for every board that draws one (the buyers' chessboard, the
// widget's, the builder's editor): each floor's `grid-row` and label, each riser's `grid-column`, each unit's place
// and how many shown tracks it spans, and the grid's template with the label track first. Each board draws its own
// cells into these places.
import { buildLayout, gridPlacement, rowLabel, type TChessLayout } from './layout.ts';
import type { TBbox } from './types.ts';
import type { TRowType } from '../enums.ts';

interface Line {
  readonly bbox: TBbox;
  readonly disabled: boolean;
}

export interface PlacedFloor<R> {
  row: R;
  gridRow: string;
  /** «П 1», «12»: the type letter and the name. */
  label: string;
}

export interface PlacedRiser<C> {
  col: C;
  gridColumn: string;
  label: string;
}

export interface PlacedUnit<U> {
  cell: U;
  gridRow: string;
  gridColumn: string;
  /** Shown tracks it spans (collapsed ones left out). */
  cols: number;
  rows: number;
}

export interface SectionGrid<R, C, U> {
  layout: TChessLayout;
  floors: PlacedFloor<R>[];
  risers: PlacedRiser<C>[];
  units: PlacedUnit<U>[];
}

export interface SectionShape<R, C, U> {
  readonly rowsCount: number;
  readonly colsCount: number;
  readonly rows: readonly R[];
  readonly cols: readonly C[];
  readonly cells: readonly U[];
}

/** `a / b` of one axis; null when every line of the span is collapsed. */
function span(lines: Int32Array, from: number, to: number): string | null {
  const start = lines[from]!;
  const end = lines[to]!;
  return start === end ? null : `${start} / ${end}`;
}

/**
 * Places a section on `layout` (built with the labels in the first track of each axis: rowOffset and colOffset 1).
 * `keepDisabled` (the editor) keeps deleted floors, risers and units the layout does not collapse, so they can be
 * restored; boards for readers leave them out.
 */
export function placeSection<
  R extends Line & { readonly type: TRowType; readonly name: string },
  C extends Line & { readonly name: string },
  U extends Line,
>(section: SectionShape<R, C, U>, layout: TChessLayout, { keepDisabled = false } = {}): SectionGrid<R, C, U> {
  const shown = (item: Line) => keepDisabled || !item.disabled;
  const tracks = (lines: Int32Array, from: number, to: number) => lines[to]! - lines[from]!;
  const floors: PlacedFloor<R>[] = [];
  for (const row of section.rows) {
    const gridRow = shown(row) ? span(layout.rowLines, row.bbox[0], row.bbox[2]) : null;
    if (gridRow) floors.push({ row, gridRow, label: rowLabel(row) });
  }
  const risers: PlacedRiser<C>[] = [];
  for (const col of section.cols) {
    const gridColumn = shown(col) ? span(layout.colLines, col.bbox[1], col.bbox[3]) : null;
    if (gridColumn) risers.push({ col, gridColumn, label: col.name });
  }
  const units: PlacedUnit<U>[] = [];
  for (const cell of section.cells) {
    const place = shown(cell) ? gridPlacement(layout, cell.bbox) : null;
    if (!place) continue;
    units.push({
      cell,
      ...place,
      cols: tracks(layout.colLines, cell.bbox[1], cell.bbox[3]),
      rows: tracks(layout.rowLines, cell.bbox[0], cell.bbox[2]),
    });
  }
  return { layout, floors, risers, units };
}

/** A board for readers: deleted floors and risers collapse, deleted units are left out. */
export const placeReaderSection = <
  R extends Line & { readonly type: TRowType; readonly name: string },
  C extends Line & { readonly name: string },
  U extends Line,
>(
  section: SectionShape<R, C, U>,
) => placeSection(section, buildLayout(section, { rowOffset: 1, colOffset: 1 }));

/** `grid-template-columns`/`-rows`: the labels' track, then a track per shown riser or floor. */
export function sectionTemplate(
  layout: TChessLayout,
  heads: { col: string; row: string },
  track: { col: string; row: string },
): { gridTemplateColumns: string; gridTemplateRows: string } {
  return {
    gridTemplateColumns: `${heads.col} repeat(${layout.shownCols.length}, ${track.col})`,
    gridTemplateRows: `${heads.row} repeat(${layout.shownRows.length}, ${track.row})`,
  };
}
