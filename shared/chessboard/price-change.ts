// Mass price change of a section (PRODUCT §9, POST massive_action): per м² by a sum in ₽, or the price by a percent.
import { PriceChange, type TCellStatus, type TPriceChange } from '../enums.ts';

export interface TPriceChangeRequest {
  readonly type: TPriceChange;
  /** ₽ per м² for priceUp/priceDown, percent for percentUp/percentDown. */
  readonly value: number;
  /** Only units with this status change (PRODUCT default: sale). */
  readonly forStatus: TCellStatus;
  /** True: only promo units (isAction); false: every unit with the status. */
  readonly forActions: boolean;
}

export interface TPriceFields {
  readonly area: number | null;
  readonly price: number | null;
  readonly squarePrice: number | null;
}

type TPricedData = TPriceFields & { readonly status: number; readonly isAction: boolean };
type TPricedCell = { readonly disabled: boolean; readonly data: TPricedData | null };

export type TPriceChangeResult<C> =
  | { readonly ok: true; readonly cells: C[]; readonly changed: C[] }
  | { readonly ok: false; readonly reason: 'badValue' | 'negativePrice'; readonly cells: C[] };

const perMeter = (type: TPriceChange) => type === PriceChange.priceUp || type === PriceChange.priceDown;
const sign = (type: TPriceChange) =>
  type === PriceChange.priceUp || type === PriceChange.percentUp ? 1 : -1;

export function isValidPriceChange(change: Pick<TPriceChangeRequest, 'type' | 'value'>): boolean {
  if (!Number.isFinite(change.value) || change.value < 0) return false;
  return change.type !== PriceChange.percentDown || change.value < 100;
}

/**
 * The new price and price per м² of one unit, in whole roubles; null when it cannot be worked out
 * (no area for a per-м² change, no price at all).
 */
export function changedPrice(
  fields: TPriceFields,
  change: Pick<TPriceChangeRequest, 'type' | 'value'>,
): { price: number; squarePrice: number | null } | null {
  const { area, price, squarePrice } = fields;
  const hasArea = area != null && area > 0;
  if (perMeter(change.type)) {
    if (!hasArea) return null;
    const current = squarePrice ?? (price != null ? price / area : null);
    if (current == null) return null;
    const next = Math.round(current + sign(change.type) * change.value);
    return { price: Math.round(next * area), squarePrice: next };
  }
  if (price == null) return null;
  const factor = (100 + sign(change.type) * change.value) / 100;
  const next = Math.round(price * factor);
  return {
    price: next,
    squarePrice: hasArea
      ? Math.round(next / area)
      : squarePrice != null
        ? Math.round(squarePrice * factor)
        : null,
  };
}

/**
 * Applies a mass change to the units it is for: not deleted, with the status, promo only when asked. Units whose
 * price cannot be worked out stay as they are. Refused as a whole when a price would drop to zero or below.
 */
export function applyPriceChange<C extends TPricedCell>(
  cells: readonly C[],
  change: TPriceChangeRequest,
): TPriceChangeResult<C> {
  if (!isValidPriceChange(change)) return { ok: false, reason: 'badValue', cells: [] };
  const changed: C[] = [];
  const broken: C[] = [];
  const next = cells.map((cell) => {
    const data = cell.data;
    if (cell.disabled || !data || data.status !== change.forStatus) return cell;
    if (change.forActions && !data.isAction) return cell;
    if (change.value === 0) return cell;
    const prices = changedPrice(data, change);
    if (!prices) return cell;
    if (prices.price <= 0) broken.push(cell);
    const updated = { ...cell, data: { ...data, ...prices } } as C;
    changed.push(updated);
    return updated;
  });
  if (broken.length) return { ok: false, reason: 'negativePrice', cells: broken };
  return { ok: true, cells: next, changed };
}
