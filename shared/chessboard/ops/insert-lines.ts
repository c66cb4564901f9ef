// The geometry of inserting rows or columns: everything past the line moves on, cells spanning it stretch.
import { axisEnd, axisStart, type TAxis } from '../grid-index.ts';
import { keyMaker } from '../keys.ts';
import { CHESS_MAX_LINES, CHESS_NAME_MAX } from '../limits.ts';
import { refuse } from '../result.ts';
import type { TBbox, TChessCell, TChessSection } from '../types.ts';
import { deletedLines, sortCells } from './common.ts';

/** Moves a bbox of the inserting axis: past the line it shifts, across the line it stretches. */
function shift(bbox: TBbox, axis: TAxis, line: number, count: number): TBbox {
  const s = axisStart(axis);
  const e = axisEnd(axis);
  if (bbox[s] < line && bbox[e] <= line) return bbox;
  const next = [...bbox] as [number, number, number, number];
  if (bbox[s] >= line) next[s] += count;
  next[e] += count;
  return next;
}

/** Stretches a bbox that spans the whole inserting axis (cols when rows are inserted, and back). */
function grow(bbox: TBbox, axis: TAxis, count: number): TBbox {
  const next = [...bbox] as [number, number, number, number];
  next[axisEnd(axis)] += count;
  return next;
}

/**
 * Opens `count` empty lines at grid line `line` (a boundary between rows, or columns). A merged cell spanning
 * the boundary stretches over the new lines, as in spreadsheets, so the grid stays tiled; every other unit of
 * the new lines gets a new unit cell, deleted where it crosses a deleted line of the other axis.
 * Returns the section without the new rows (cols): the callers add them.
 */
export function openLines(
  section: TChessSection,
  axis: TAxis,
  line: number,
  count: number,
  nextKey: () => string,
): TChessSection {
  const across: TAxis = axis === 'row' ? 'col' : 'row';
  const s = axisStart(axis);
  const e = axisEnd(axis);
  const otherCount = axis === 'row' ? section.colsCount : section.rowsCount;
  const deleted = deletedLines(section)[axis === 'row' ? 'cols' : 'rows'];
  const covered = new Uint8Array(otherCount);
  const cells: TChessCell[] = section.cells.map((cell) => {
    const b = cell.bbox;
    if (b[s] < line && b[e] > line) covered.fill(1, b[axisStart(across)], b[axisEnd(across)]);
    const bbox = shift(b, axis, line, count);
    return bbox === b ? cell : { ...cell, bbox };
  });
  for (let l = line; l < line + count; l++) {
    for (let u = 0; u < otherCount; u++) {
      if (covered[u]) continue;
      const bbox: TBbox = axis === 'row' ? [l, u, l + 1, u + 1] : [u, l, u + 1, l + 1];
      cells.push({ key: nextKey(), bbox, disabled: deleted[u] === 1, data: null });
    }
  }
  const moveLines = <T extends { readonly bbox: TBbox }>(items: readonly T[]) =>
    items.map((item) => {
      const bbox = shift(item.bbox, axis, line, count);
      return bbox === item.bbox ? item : { ...item, bbox };
    });
  const growLines = <T extends { readonly bbox: TBbox }>(items: readonly T[]) =>
    items.map((item) => ({ ...item, bbox: grow(item.bbox, axis, count) }));
  return axis === 'row'
    ? {
        rowsCount: section.rowsCount + count,
        colsCount: section.colsCount,
        rows: moveLines(section.rows),
        cols: growLines(section.cols),
        cells: sortCells(cells),
      }
    : {
        rowsCount: section.rowsCount,
        colsCount: section.colsCount + count,
        rows: growLines(section.rows),
        cols: moveLines(section.cols),
        cells: sortCells(cells),
      };
}

/**
 * What inserting rows and inserting columns share: the anchor line by its key, a whole count within the grid's
 * limit, the new lines' names (`nameOf`; each filled when `required`, none too long), then `count` lines opened
 * before or after the anchor. The caller adds the new lines at `line`, keyed by `nextKey`.
 */
export function openAtAnchor(
  section: TChessSection,
  axis: TAxis,
  anchorKey: string,
  before: boolean,
  count: number,
  required: boolean,
  nameOf: (i: number) => string,
) {
  const anchor = (axis === 'row' ? section.rows : section.cols).find((line) => line.key === anchorKey);
  if (!anchor) return refuse('notFound');
  if (!Number.isInteger(count) || count < 1) return refuse('badCount');
  if ((axis === 'row' ? section.rowsCount : section.colsCount) + count > CHESS_MAX_LINES)
    return refuse('limit');
  const names = Array.from({ length: count }, (_, i) => nameOf(i));
  if (required && names.some((name) => name === '')) return refuse('nameRequired');
  if (names.some((name) => name.length > CHESS_NAME_MAX)) return refuse('badName');
  const line = anchor.bbox[before ? axisStart(axis) : axisEnd(axis)];
  const nextKey = keyMaker(section);
  const opened = openLines(section, axis, line, count, nextKey);
  return { ok: true as const, names, line, nextKey, opened };
}
