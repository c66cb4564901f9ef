// Suggested numbers: floors counted from the bottom, flats floor by floor, left to right.
import { RowType } from '../../enums.ts';
import { buildLineIndex } from '../grid-index.ts';
import { done, type TOpResult } from '../result.ts';
import type { TChessSection } from '../types.ts';

/**
 * Numbers the living floors from the bottom up, starting at `first`. Deleted rows and other types are skipped
 * and do not count; a merged living row takes the number of its lowest floor and counts every floor it spans.
 */
export function renumberFloors(section: TChessSection, first = 1): TOpResult {
  let next = first;
  const names = new Map<string, string>();
  for (let i = section.rows.length - 1; i >= 0; i--) {
    const row = section.rows[i]!;
    if (row.disabled || row.type !== RowType.live) continue;
    names.set(row.key, String(next));
    next += row.bbox[2] - row.bbox[0];
  }
  const rows = section.rows.map((row) => {
    const name = names.get(row.key);
    return name === undefined || name === row.name ? row : { ...row, name };
  });
  return done({ ...section, rows }, [...names.keys()]);
}

/**
 * Flat numbers for the units of living floors that are not deleted: bottom floor first, left to right,
 * starting at `first`. A map from cell key to the number; the editor decides what to apply.
 */
export function suggestFlatNumbers(section: TChessSection, first = 1): Map<string, string> {
  const rows = buildLineIndex(section.rows, 'row', section.rowsCount);
  const flats = section.cells.filter(
    (cell) => !cell.disabled && rows.at(cell.bbox[2] - 1)?.type === RowType.live,
  );
  flats.sort((a, b) => b.bbox[2] - a.bbox[2] || a.bbox[1] - b.bbox[1]);
  return new Map(flats.map((cell, i) => [cell.key, String(first + i)]));
}
