// Adding floors or risers next to a chosen one: which one to anchor on and the names to suggest.
import { floorNumber } from '#shared/chessboard/floors.ts';
import type { TChessSection } from '#shared/chessboard/types.ts';
import type { TSelection } from './selection.ts';

export type TRowPosition = 'above' | 'below';
export type TColPosition = 'left' | 'right';

/** The selected floor (the top one for «above», the bottom one for «below»), else the top or bottom floor. */
export function rowAnchor(section: TChessSection, selection: TSelection, position: TRowPosition): string {
  const chosen = selection.kind === 'rows' ? section.rows.filter((r) => selection.keys.includes(r.key)) : [];
  const list = chosen.length ? chosen : section.rows;
  return (position === 'above' ? list[0] : list[list.length - 1])!.key;
}

export function colAnchor(section: TChessSection, selection: TSelection, position: TColPosition): string {
  const chosen = selection.kind === 'cols' ? section.cols.filter((c) => selection.keys.includes(c.key)) : [];
  const list = chosen.length ? chosen : section.cols;
  return (position === 'left' ? list[0] : list[list.length - 1])!.key;
}

/** Floor numbers continuing from the anchor, top to bottom: 3 floors above «5» are 8, 7, 6. */
export function suggestFloorNames(
  section: TChessSection,
  anchorKey: string,
  position: TRowPosition,
  count: number,
): string[] {
  const row = section.rows.find((r) => r.key === anchorKey);
  const n = row ? floorNumber(row.name) : null;
  if (n === null) return Array.from({ length: count }, () => '');
  return Array.from({ length: count }, (_, i) => String(position === 'above' ? n + count - i : n - 1 - i));
}

/** Riser names continuing from the anchor, left to right, when it is numbered. */
export function suggestColNames(
  section: TChessSection,
  anchorKey: string,
  position: TColPosition,
  count: number,
): string[] {
  const col = section.cols.find((c) => c.key === anchorKey);
  const n = col && /^\d+$/.test(col.name) ? Number(col.name) : null;
  if (n === null) return Array.from({ length: count }, () => '');
  return Array.from({ length: count }, (_, i) =>
    String(position === 'right' ? n + 1 + i : n - count + i),
  ).map((name) => (Number(name) > 0 ? name : ''));
}

/** «8, 7, 6» → ['8', '7', '6']. */
export const splitNames = (text: string): string[] => text.split(',').map((name) => name.trim());
