// The rules of one unit's form (PRODUCT §5), shared by the editor's form and the server's check of PUT cells/{id}.
import { CellStatus, type TCellStatus } from '../enums.ts';
import { chessEditorTexts } from '../texts/chess-editor.ts';

const v = chessEditorTexts.validation;

export interface TCellRequired {
  readonly status: TCellStatus | null;
  readonly number: string | null;
  readonly area: number | null;
  readonly price: number | null;
}

export type TCellField = keyof TCellRequired;

/** Saving is possible only with a number and a status (PRODUCT §5: the save button stays disabled otherwise). */
export function canSaveCell(fields: Pick<TCellRequired, 'status' | 'number'>): boolean {
  return fields.status != null && (fields.number ?? '').trim() !== '';
}

/** Area and price are required unless the unit is the builder's fund (PRODUCT §5). */
export const needsAreaAndPrice = (status: TCellStatus | null): boolean => status !== CellStatus.fund;

/** What is missing, by field, in Russian; empty when the unit may be saved. */
export function cellProblems(fields: TCellRequired): Partial<Record<TCellField, string>> {
  const problems: Partial<Record<TCellField, string>> = {};
  if (fields.status == null) problems.status = v.statusRequired;
  if ((fields.number ?? '').trim() === '') problems.number = v.numberRequired;
  if (needsAreaAndPrice(fields.status)) {
    if (!(fields.area != null && fields.area > 0)) problems.area = v.areaRequired;
    if (!(fields.price != null && fields.price > 0)) problems.price = v.priceRequired;
  }
  return problems;
}

/** Price per м² in whole roubles; null without a price or an area. */
export function squarePriceOf(price: number | null, area: number | null): number | null {
  return price != null && area != null && area > 0 ? Math.round(price / area) : null;
}

/** Price from the price per м² and the area, in whole roubles; null without either. */
export function priceOf(squarePrice: number | null, area: number | null): number | null {
  return squarePrice != null && area != null && area > 0 ? Math.round(squarePrice * area) : null;
}

/**
 * Price and price per м² made consistent: the price wins when both it and the area are known, otherwise the price
 * per м² gives the price; without an area both stay as given.
 */
export function consistentPrices(fields: {
  readonly price: number | null;
  readonly squarePrice: number | null;
  readonly area: number | null;
}): { price: number | null; squarePrice: number | null } {
  const { price, squarePrice, area } = fields;
  if (price != null && area != null && area > 0) return { price, squarePrice: squarePriceOf(price, area) };
  if (squarePrice != null && area != null && area > 0)
    return { price: priceOf(squarePrice, area), squarePrice };
  return { price, squarePrice };
}
