// What a unit is, for the noun people read: a flat has a layout; a unit without one is a parking place on a parking
// floor and a non-residential premises elsewhere («М-5», «Н-2» in the demo). Zod-free, for the first screen.
import { RowType, type TLayout, type TRowType } from './enums.ts';
import { stringEnum, type ValueOf } from './string-enum.ts';

export const UnitKind = stringEnum('flat', 'parking', 'premises');
export type TUnitKind = ValueOf<typeof UnitKind>;
export const UNIT_KINDS = Object.values(UnitKind);

export function unitKindOf(
  cntApart: TLayout | null | undefined,
  rowType: TRowType | null | undefined,
): TUnitKind {
  if (cntApart != null) return UnitKind.flat;
  return rowType === RowType.parking ? UnitKind.parking : UnitKind.premises;
}

/** A chessboard cell's kind: its layout, and the type of the row its bottom line stands on (bbox is [top, left,
 * bottom, right), as in shared/chessboard). */
export function cellUnitKind(
  cell: { bbox: readonly number[]; data: { cntApart: TLayout | null } },
  rows: readonly { bbox: readonly number[]; type: TRowType | null }[],
): TUnitKind {
  const bottom = cell.bbox[2]! - 1;
  const floor = rows.find((row) => row.bbox[0]! <= bottom && bottom < row.bbox[2]!);
  return unitKindOf(cell.data.cntApart, floor?.type);
}
