import { RowType, type TRowType } from '../../enums.ts';
import { keyMaker } from '../keys.ts';
import { CHESS_MAX_LINES, CHESS_NAME_MAX } from '../limits.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessRow, TChessSection } from '../types.ts';
import { sortLines } from './common.ts';
import { openLines } from './insert-lines.ts';

export interface TInsertRows {
  /** The row to insert next to. */
  readonly anchor: string;
  readonly position: 'above' | 'below';
  readonly type: TRowType;
  readonly count?: number;
  /** Living floors only (PRODUCT §5: the name is asked only for them), one per new row, top to bottom. */
  readonly names?: readonly string[];
}

/** Inserts rows of one type above or below a row, each with a row of new cells (see openLines). */
export function insertRows(section: TChessSection, options: TInsertRows): TOpResult {
  const { anchor: anchorKey, position, type, count = 1, names = [] } = options;
  const anchor = section.rows.find((row) => row.key === anchorKey);
  if (!anchor) return refuse('notFound');
  if (!Number.isInteger(count) || count < 1) return refuse('badCount');
  if (section.rowsCount + count > CHESS_MAX_LINES) return refuse('limit');
  const live = type === RowType.live;
  const rowNames = Array.from({ length: count }, (_, i) => (live ? (names[i] ?? '').trim() : ''));
  if (live && rowNames.some((name) => name === '')) return refuse('nameRequired');
  if (rowNames.some((name) => name.length > CHESS_NAME_MAX)) return refuse('badName');
  const line = position === 'above' ? anchor.bbox[0] : anchor.bbox[2];
  const nextKey = keyMaker(section);
  const opened = openLines(section, 'row', line, count, nextKey);
  const added: TChessRow[] = rowNames.map((name, i) => ({
    key: nextKey(),
    bbox: [line + i, 0, line + i + 1, section.colsCount],
    disabled: false,
    type,
    name,
    plan: null,
  }));
  const rows = sortLines([...opened.rows, ...added], 'row');
  return done(
    { ...opened, rows },
    added.map((row) => row.key),
  );
}
