// The unit form's values and rules (PRODUCT §5): numbers stay strings while typed; the price and the price per м² follow
// each other through the area; saving needs a number and a status, and area and price unless the unit is the fund.
import {
  canSaveCell,
  cellProblems,
  priceOf,
  squarePriceOf,
  type TCellField,
} from '#shared/chessboard/cell-rules.ts';
import type { TCellData } from '#shared/chessboard/types.ts';
import type { TCellStatus, TInterior, TLayout } from '#shared/enums.ts';

export interface TCellFormValues {
  status: TCellStatus | null;
  number: string;
  area: string;
  price: string;
  squarePrice: string;
  cntApart: TLayout | null;
  interior: TInterior | null;
  isAction: boolean;
  /** undefined keeps the stored plan, null removes it, a file replaces it. */
  plan: File | null | undefined;
}

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

/** '' → null, '12.' → 12; anything else the number input lets through is a number. */
export function toNumber(value: string): number | null {
  if (value.trim() === '' || value === '.') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function fromCell(data: TCellData | null): TCellFormValues {
  return {
    status: data?.status ?? null,
    number: data?.number ?? '',
    area: text(data?.area),
    price: text(data?.price),
    squarePrice: text(data?.squarePrice),
    cntApart: data?.cntApart ?? null,
    interior: data?.interior ?? null,
    isAction: data?.isAction ?? false,
    plan: undefined,
  };
}

/** A new price: the price per м² is worked out again when the area is known. */
export function withPrice(values: TCellFormValues, price: string): TCellFormValues {
  const sq = squarePriceOf(toNumber(price), toNumber(values.area));
  return {
    ...values,
    price,
    squarePrice: sq == null ? (price === '' ? '' : values.squarePrice) : String(sq),
  };
}

/** A new price per м²: the price follows when the area is known. */
export function withSquarePrice(values: TCellFormValues, squarePrice: string): TCellFormValues {
  const price = priceOf(toNumber(squarePrice), toNumber(values.area));
  return { ...values, squarePrice, price: price == null ? values.price : String(price) };
}

/** A new area: the price stays and its price per м² is worked out again, or the price follows the price per м². */
export function withArea(values: TCellFormValues, area: string): TCellFormValues {
  const next = { ...values, area };
  const price = toNumber(values.price);
  if (price != null) return withPrice(next, values.price);
  return withSquarePrice(next, values.squarePrice);
}

const required = (values: TCellFormValues) => ({
  status: values.status,
  number: values.number,
  area: toNumber(values.area),
  price: toNumber(values.price),
});

/** PRODUCT §5: the save button is enabled only with a number and a status. */
export const canSave = (values: TCellFormValues): boolean => canSaveCell(values);

/** What is still missing, shown once the builder tries to save. */
export const formProblems = (values: TCellFormValues): Partial<Record<TCellField, string>> =>
  cellProblems(required(values));

/** The body of PUT cells/{id}: every field, nulls for what is empty; the plan only when it changes. */
export function toRequest(values: TCellFormValues) {
  return {
    status: values.status,
    number: values.number.trim(),
    area: toNumber(values.area),
    price: toNumber(values.price),
    squarePrice: toNumber(values.squarePrice),
    cntApart: values.cntApart,
    interior: values.interior,
    isAction: values.isAction,
    ...(values.plan === undefined ? {} : { plan: values.plan }),
  };
}
