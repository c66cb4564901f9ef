// A cell's floor: the number in the name of the bottom-most row it spans (row 0 is the top floor shown).
import { buildLineIndex, type TLineIndex } from './grid-index.ts';
import type { TBbox } from './types.ts';

type TNamedRow = { readonly bbox: TBbox; readonly name: string };

/** The leading whole number of a row name («12» → 12, «12а» → 12, «-1» → -1); null for «» or «П». */
export function floorNumber(name: string): number | null {
  const match = /^\s*(-?\d+)/.exec(name);
  return match ? Number(match[1]) : null;
}

export function cellFloor<R extends TNamedRow>(rows: TLineIndex<R>, bbox: TBbox): number | null {
  const row = rows.at(bbox[2] - 1);
  return row ? floorNumber(row.name) : null;
}

/** The floor of every cell, in the order of `cells`; the server stores it on save. */
export function floorsOf(section: {
  readonly rowsCount: number;
  readonly rows: readonly TNamedRow[];
  readonly cells: readonly { readonly bbox: TBbox }[];
}): (number | null)[] {
  const rows = buildLineIndex(section.rows, 'row', section.rowsCount);
  return section.cells.map((cell) => cellFloor(rows, cell.bbox));
}
