// Names and types of rows and columns. Only living floors carry a name (their number), others an empty one.
import { RowType, type TRowType } from '../../enums.ts';
import { CHESS_NAME_MAX } from '../limits.ts';
import { done, refuse, type TOpResult } from '../result.ts';
import type { TChessSection } from '../types.ts';

/** Changes a row's type and/or name. A living floor needs a name; any other type loses it. */
export function updateRow(
  section: TChessSection,
  key: string,
  patch: { readonly type?: TRowType; readonly name?: string },
): TOpResult {
  const row = section.rows.find((r) => r.key === key);
  if (!row) return refuse('notFound');
  const type = patch.type ?? row.type;
  const name = type === RowType.live ? (patch.name ?? row.name).trim() : '';
  if (type === RowType.live && name === '') return refuse('nameRequired');
  if (name.length > CHESS_NAME_MAX) return refuse('badName');
  const rows = section.rows.map((r) => (r === row ? { ...r, type, name } : r));
  return done({ ...section, rows }, [key]);
}

/** Renames a riser; an empty name is allowed (the view then shows nothing). */
export function renameCol(section: TChessSection, key: string, name: string): TOpResult {
  const col = section.cols.find((c) => c.key === key);
  if (!col) return refuse('notFound');
  const trimmed = name.trim();
  if (trimmed.length > CHESS_NAME_MAX) return refuse('badName');
  const cols = section.cols.map((c) => (c === col ? { ...c, name: trimmed } : c));
  return done({ ...section, cols }, [key]);
}
