import { describe, expect, it } from 'vitest';
import { CellStatus, PriceChange } from '../enums.ts';
import { ZMassPriceChange } from '../schemas/chess.ts';
import { applyPriceChange, changedPrice, type TPriceChangeRequest } from './price-change.ts';
import { deepFreeze } from './test-grid.ts';

type TCell = {
  key: string;
  disabled: boolean;
  data: {
    status: number;
    isAction: boolean;
    area: number | null;
    price: number | null;
    squarePrice: number | null;
  } | null;
};

const cell = (key: string, data: Partial<NonNullable<TCell['data']>> = {}, disabled = false): TCell => ({
  key,
  disabled,
  data: {
    status: CellStatus.sale,
    isAction: false,
    area: 50,
    price: 5_000_000,
    squarePrice: 100_000,
    ...data,
  },
});

const change = (
  type: TPriceChangeRequest['type'],
  value: number,
  rest: Partial<TPriceChangeRequest> = {},
) => ({
  type,
  value,
  forStatus: CellStatus.sale,
  forActions: false,
  ...rest,
});

const prices = (cells: readonly TCell[]) => cells.map((c) => [c.key, c.data?.price, c.data?.squarePrice]);

describe('[chessboard] mass price change', () => {
  it('raises and lowers the price per м² by a sum and recomputes the price from the area', () => {
    expect(
      changedPrice({ area: 50, price: 5_000_000, squarePrice: 100_000 }, change(PriceChange.priceUp, 5000)),
    ).toEqual({ price: 5_250_000, squarePrice: 105_000 });
    // No stored price per м²: it is worked out from the price first.
    expect(
      changedPrice({ area: 33.3, price: 4_000_000, squarePrice: null }, change(PriceChange.priceDown, 1000)),
    ).toEqual({ price: 3_966_696, squarePrice: 119_120 });
  });

  it('changes the price by a percent, in whole roubles', () => {
    expect(
      changedPrice({ area: 50, price: 5_000_000, squarePrice: 100_000 }, change(PriceChange.percentUp, 10)),
    ).toEqual({
      price: 5_500_000,
      squarePrice: 110_000,
    });
    expect(
      changedPrice({ area: 41.7, price: 3_333_333, squarePrice: null }, change(PriceChange.percentDown, 2.5)),
    ).toEqual({
      price: 3_250_000,
      squarePrice: 77_938,
    });
    // Without an area the price per м² follows the same percent.
    expect(
      changedPrice({ area: null, price: 1_000_000, squarePrice: 20_000 }, change(PriceChange.percentUp, 5)),
    ).toEqual({
      price: 1_050_000,
      squarePrice: 21_000,
    });
  });

  it('cannot work out a unit without an area (per м²) or without a price (percent)', () => {
    expect(
      changedPrice({ area: null, price: 1_000_000, squarePrice: 20_000 }, change(PriceChange.priceUp, 5)),
    ).toBeNull();
    expect(
      changedPrice({ area: 0, price: 1_000_000, squarePrice: 20_000 }, change(PriceChange.priceUp, 5)),
    ).toBeNull();
    expect(
      changedPrice({ area: 40, price: null, squarePrice: 20_000 }, change(PriceChange.percentUp, 5)),
    ).toBeNull();
  });

  it('changes only units of the status, not deleted, promo only when asked', () => {
    const cells = deepFreeze([
      cell('A'),
      cell('B', { status: CellStatus.reserve }),
      cell('C', {}, true),
      cell('D', { isAction: true }),
      { key: 'E', disabled: false, data: null },
      cell('F', { area: null }),
    ]);
    const all = applyPriceChange(cells, change(PriceChange.priceUp, 1000));
    expect(all.ok).toBe(true);
    expect(prices(all.cells)).toEqual([
      ['A', 5_050_000, 101_000],
      ['B', 5_000_000, 100_000],
      ['C', 5_000_000, 100_000],
      ['D', 5_050_000, 101_000],
      ['E', undefined, undefined],
      ['F', 5_000_000, 100_000],
    ]);
    expect(all.ok && all.changed.map((c) => c.key)).toEqual(['A', 'D']);
    const promo = applyPriceChange(cells, change(PriceChange.percentDown, 10, { forActions: true }));
    expect(promo.ok && promo.changed.map((c) => [c.key, c.data?.price])).toEqual([['D', 4_500_000]]);
    const reserved = applyPriceChange(
      cells,
      change(PriceChange.percentUp, 1, { forStatus: CellStatus.reserve }),
    );
    expect(reserved.ok && reserved.changed.map((c) => c.key)).toEqual(['B']);
  });

  it('changes nothing for a zero value', () => {
    const cells = [cell('A')];
    const result = applyPriceChange(cells, change(PriceChange.percentUp, 0));
    expect(result).toEqual({ ok: true, cells, changed: [] });
  });

  it('refuses bad values and prices that would drop to zero or below', () => {
    const cells = [cell('A'), cell('B', { squarePrice: 300_000, price: 15_000_000 })];
    expect(applyPriceChange(cells, change(PriceChange.priceUp, -1))).toMatchObject({
      ok: false,
      reason: 'badValue',
    });
    expect(applyPriceChange(cells, change(PriceChange.percentUp, Number.NaN))).toMatchObject({
      reason: 'badValue',
    });
    expect(applyPriceChange(cells, change(PriceChange.percentDown, 100))).toMatchObject({
      reason: 'badValue',
    });
    const dropped = applyPriceChange(cells, change(PriceChange.priceDown, 100_000));
    expect(dropped.ok).toBe(false);
    expect(dropped.cells.map((c) => c.key)).toEqual(['A']);
  });

  it('reads the massive_action request in the client’s form with PRODUCT defaults', () => {
    expect(ZMassPriceChange.parse({ type: '3', value: '2.5', forActions: '1' })).toEqual({
      type: PriceChange.percentUp,
      value: 2.5,
      forStatus: CellStatus.sale,
      forActions: true,
    });
    expect(ZMassPriceChange.parse({ type: 1 })).toMatchObject({ value: 0, forStatus: CellStatus.sale });
    const refused = ZMassPriceChange.safeParse({ type: PriceChange.percentDown, value: 100 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['value']);
    expect(ZMassPriceChange.safeParse({ type: 9, value: 1 }).success).toBe(false);
  });
});
