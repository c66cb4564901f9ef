import { keyMaker } from '../keys.ts';
import { CHESS_MAX_LINES, CHESS_NAME_MAX } from '../limits.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessCol, TChessSection } from '../types.ts';
import { sortLines } from './common.ts';
import { openLines } from './insert-lines.ts';

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
  const { anchor: anchorKey, position, count = 1, names = [] } = options;
  const anchor = section.cols.find((col) => col.key === anchorKey);
  if (!anchor) return refuse('notFound');
  if (!Number.isInteger(count) || count < 1) return refuse('badCount');
  if (section.colsCount + count > CHESS_MAX_LINES) return refuse('limit');
  const colNames = Array.from({ length: count }, (_, i) => (names[i] ?? '').trim());
  if (colNames.some((name) => name.length > CHESS_NAME_MAX)) return refuse('badName');
  const line = position === 'left' ? anchor.bbox[1] : anchor.bbox[3];
  const nextKey = keyMaker(section);
  const opened = openLines(section, 'col', line, count, nextKey);
  const added: TChessCol[] = colNames.map((name, i) => ({
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
