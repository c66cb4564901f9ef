import { describe, expect, it } from 'vitest';
import { CellStatus } from '../enums.ts';
import { chessEditorTexts } from '../texts/chess-editor.ts';
import { canSaveCell, cellProblems, consistentPrices, priceOf, squarePriceOf } from './cell-rules.ts';

const v = chessEditorTexts.validation;
const empty = { status: null, number: null, area: null, price: null };

describe('[chessboard] the rules of a unit form', () => {
  it('lets a unit be saved only with a number and a status', () => {
    expect(canSaveCell({ status: null, number: '1' })).toBe(false);
    expect(canSaveCell({ status: CellStatus.sale, number: '  ' })).toBe(false);
    expect(canSaveCell({ status: CellStatus.sold, number: '12а' })).toBe(true);
  });

  it('asks for area and price unless the unit is the builder’s fund', () => {
    expect(cellProblems(empty)).toEqual({
      status: v.statusRequired,
      number: v.numberRequired,
      area: v.areaRequired,
      price: v.priceRequired,
    });
    expect(cellProblems({ ...empty, status: CellStatus.fund, number: '3' })).toEqual({});
    expect(cellProblems({ status: CellStatus.sale, number: '3', area: 0, price: 5 })).toEqual({
      area: v.areaRequired,
    });
    expect(cellProblems({ status: CellStatus.sale, number: '3', area: 40, price: 8_000_000 })).toEqual({});
  });

  it('keeps the price and the price per м² consistent both ways, in whole roubles', () => {
    expect(squarePriceOf(10_000_001, 3)).toBe(3_333_334);
    expect(squarePriceOf(1000, null)).toBeNull();
    expect(priceOf(150_000, 42.55)).toBe(6_382_500);
    expect(consistentPrices({ price: 9_000_000, squarePrice: 1, area: 45 })).toEqual({
      price: 9_000_000,
      squarePrice: 200_000,
    });
    expect(consistentPrices({ price: null, squarePrice: 200_000, area: 45 })).toEqual({
      price: 9_000_000,
      squarePrice: 200_000,
    });
    expect(consistentPrices({ price: 5, squarePrice: 7, area: null })).toEqual({ price: 5, squarePrice: 7 });
  });
});
