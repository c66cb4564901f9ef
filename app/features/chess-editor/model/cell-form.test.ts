import { describe, expect, it } from 'vitest';
import { CellStatus } from '#shared/enums.ts';
import {
  canSave,
  formProblems,
  fromCell,
  toNumber,
  toRequest,
  withArea,
  withPrice,
  withSquarePrice,
} from './cell-form.ts';

const empty = fromCell(null);

describe('[chess-editor] cell form rules', () => {
  it('[chess-editor] saving needs a number and a status (PRODUCT §5)', () => {
    expect(canSave(empty)).toBe(false);
    expect(canSave({ ...empty, status: CellStatus.sale })).toBe(false);
    expect(canSave({ ...empty, number: '12' })).toBe(false);
    expect(canSave({ ...empty, status: CellStatus.sale, number: '12' })).toBe(true);
  });

  it('[chess-editor] area and price are required unless the unit is the builder’s fund', () => {
    const sale = { ...empty, status: CellStatus.sale, number: '12' };
    expect(Object.keys(formProblems(sale)).sort()).toEqual(['area', 'price']);
    expect(formProblems({ ...sale, area: '40', price: '4000000' })).toEqual({});
    expect(formProblems({ ...sale, status: CellStatus.fund })).toEqual({});
    expect(formProblems(empty)).toMatchObject({ number: 'Укажите номер', status: 'Укажите статус' });
  });

  it('[chess-editor] the price and the price per м² follow each other through the area', () => {
    let values = withArea(empty, '50');
    values = withPrice(values, '5000000');
    expect(values.squarePrice).toBe('100000');
    values = withSquarePrice(values, '110000');
    expect(values.price).toBe('5500000');
    values = withArea(values, '55');
    expect(values.price).toBe('5500000');
    expect(values.squarePrice).toBe('100000');
  });

  it('[chess-editor] without an area the other figure is left alone', () => {
    const values = withPrice(empty, '3000000');
    expect(values.squarePrice).toBe('');
    expect(withSquarePrice(values, '90000').price).toBe('3000000');
  });

  it('[chess-editor] numbers as typed: empty is null, a trailing point is read', () => {
    expect(toNumber('')).toBeNull();
    expect(toNumber('.')).toBeNull();
    expect(toNumber('12.')).toBe(12);
    expect(toNumber('12.5')).toBe(12.5);
  });

  it('[chess-editor] the request carries every field and the plan only when it changed', () => {
    const values = { ...withPrice(withArea(empty, '40'), '4000000'), status: CellStatus.sale, number: ' 7 ' };
    expect(toRequest(values)).toEqual({
      status: CellStatus.sale,
      number: '7',
      area: 40,
      price: 4_000_000,
      squarePrice: 100_000,
      cntApart: null,
      interior: null,
      isAction: false,
    });
    expect(toRequest({ ...values, plan: null })).toMatchObject({ plan: null });
  });
});
