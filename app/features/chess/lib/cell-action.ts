// The action of a unit's card (PRODUCT §6): only a sold unit has one. In select mode (picking a unit for a new
// offer) it reads «Выбрать»; otherwise «Редактировать» when the user already has an offer there (matched by
// ownerId), else «Добавить».
import { CellStatus } from '#shared/enums.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';

export type TCellAction = { kind: 'select' } | { kind: 'add' } | { kind: 'edit'; offerId: number };

export function cellAction(
  cell: Pick<TChessViewCell, 'data' | 'offers'>,
  context: { userId: number | null; select: boolean },
): TCellAction | null {
  if (cell.data.status !== CellStatus.sold) return null;
  if (context.select) return { kind: 'select' };
  const own = context.userId == null ? undefined : cell.offers.find((o) => o.ownerId === context.userId);
  return own ? { kind: 'edit', offerId: own.id } : { kind: 'add' };
}
