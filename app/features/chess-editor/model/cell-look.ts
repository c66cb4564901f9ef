// How a unit reads on the grid: its status as a tone, and a one-line description for the tooltip and screen readers.
import { CellStatus, Layout, layoutShort } from '#shared/enums.ts';
import { formatArea, formatPrice } from '#shared/format.ts';
import type { TCellData } from '#shared/chessboard/types.ts';
import { fill } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';

const t = chessEditorTexts.editor;

export type TCellTone = 'sale' | 'reserve' | 'sold' | 'assignment' | 'fund' | 'new';

export function cellTone(data: TCellData | null): TCellTone {
  if (!data) return 'new';
  return (CellStatus.keyOf(data.status) as TCellTone | undefined) ?? 'new';
}

export const shortLayout = (data: TCellData | null) => (data?.cntApart ? layoutShort[data.cntApart] : '');

export function describeCell(data: TCellData | null, disabled: boolean): string {
  if (disabled) return t.deleted;
  if (!data) return t.cellEmptyTitle;
  return [
    data.number ? fill(t.cellTitleNumber, { n: data.number }) : t.noNumber,
    CellStatus.title(data.status),
    data.cntApart ? Layout.title(data.cntApart) : '',
    formatArea(data.area),
    formatPrice(data.price),
    data.isAction ? chessEditorTexts.fields.isAction : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
