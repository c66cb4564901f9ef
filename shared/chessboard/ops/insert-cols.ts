import { done, type TOpResult } from '../result.ts';
import type { TChessCol, TChessSection } from '../types.ts';
import { sortLines } from './common.ts';
import { openAtAnchor } from './insert-lines.ts';

export interface TInsertCols {
  /** The column to insert next to. */
  readonly anchor: string;
  readonly position: 'left' | 'right';
  readonly count?: number;
  /** Optional riser names, left to right. */
  readonly names?: readonly string[];
}

/** Inserts risers left or right of a column, each with a column of new cells (see openLines). */
export function insertCols(section: TChessSection, options: TInsertCols): TOpResult {
  const { anchor, position, count = 1, names = [] } = options;
  const open = openAtAnchor(section, 'col', anchor, position === 'left', count, false, (i) =>
    (names[i] ?? '').trim(),
  );
  if (!open.ok) return open;
  const { line, nextKey, opened } = open;
  const added: TChessCol[] = open.names.map((name, i) => ({
    key: nextKey(),
    bbox: [0, line + i, section.rowsCount, line + i + 1],
    disabled: false,
    name,
  }));
  const cols = sortLines([...opened.cols, ...added], 'col');
  return done(
    { ...opened, cols },
    added.map((col) => col.key),
  );
}
