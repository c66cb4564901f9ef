// What a selection lights up on the grid: the selected items themselves (units, or floor and riser labels), and for
// selected floors or risers every unit standing on them. The grid renders it, and a running drag paints it directly.
import type { TChessSection } from '#shared/chessboard/types.ts';
import type { TSelection } from './selection.ts';

export interface THighlight {
  /** Keys of the selected items (keys are unique across rows, cols and cells). */
  readonly selected: ReadonlySet<string>;
  /** Units on a selected floor or riser. */
  readonly lineSelected: ReadonlySet<string>;
}

export function highlight(section: TChessSection, selection: TSelection): THighlight {
  const selected = new Set(selection.keys);
  const lineSelected = new Set<string>();
  if (selection.kind !== 'cells' && selected.size) {
    const rows = selection.kind === 'rows';
    const lines = rows ? section.rows : section.cols;
    const mask = new Uint8Array(rows ? section.rowsCount : section.colsCount);
    const [from, to] = rows ? [0, 2] : [1, 3];
    for (const line of lines) if (selected.has(line.key)) mask.fill(1, line.bbox[from], line.bbox[to]);
    for (const cell of section.cells) {
      if (mask.subarray(cell.bbox[from], cell.bbox[to]).includes(1)) lineSelected.add(cell.key);
    }
  }
  return { selected, lineSelected };
}
