import { RowType, type TRowType } from '../../enums.ts';
import { done, type TOpResult } from '../result.ts';
import type { TChessRow, TChessSection } from '../types.ts';
import { sortLines } from './common.ts';
import { openAtAnchor } from './insert-lines.ts';

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
  const { anchor, position, type, count = 1, names = [] } = options;
  const live = type === RowType.live;
  const open = openAtAnchor(section, 'row', anchor, position === 'above', count, live, (i) =>
    live ? (names[i] ?? '').trim() : '',
  );
  if (!open.ok) return open;
  const { line, nextKey, opened } = open;
  const added: TChessRow[] = open.names.map((name, i) => ({
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
