import { describe, expect, it } from 'vitest';
import { CellStatus, Layout } from '#shared/enums.ts';
import { quarterOf, relevanceTest, type RelevanceUnit } from './cell-relevance.ts';

const unit = (extra: Partial<RelevanceUnit> = {}): RelevanceUnit => ({
  disabled: false,
  status: CellStatus.sale,
  price: 10_000_000,
  area: 40,
  squarePrice: null,
  cntApart: Layout.one,
  interior: null,
  isAction: false,
  floor: 5,
  ...extra,
});
const context = { isAction: false, dateBuild: '2027-11-01', isFinished: false };

describe('[chess] relevanceTest', () => {
  it('[chess] counts dwellings on sale only: not parking places, holes or units off sale', () => {
    const fits = relevanceTest({}, context);
    expect(fits(unit())).toBe(true);
    expect(fits(unit({ status: CellStatus.assignment }))).toBe(true);
    expect(fits(unit({ cntApart: null }))).toBe(false);
    expect(fits(unit({ disabled: true }))).toBe(false);
    for (const status of [CellStatus.sold, CellStatus.reserve, CellStatus.fund]) {
      expect(fits(unit({ status }))).toBe(false);
    }
  });

  it('[chess] a complex on promotion makes every unit on sale a promotion', () => {
    expect(relevanceTest({ isAction: true }, context)(unit())).toBe(false);
    expect(relevanceTest({ isAction: true }, context)(unit({ isAction: true }))).toBe(true);
    expect(relevanceTest({ isAction: true }, { ...context, isAction: true })(unit())).toBe(true);
  });

  it('[chess] works out the price per м² when it is not stored, and needs a value for a bound', () => {
    expect(relevanceTest({ squarePriceTo: 250_000 }, context)(unit())).toBe(true);
    expect(relevanceTest({ squarePriceTo: 249_999 }, context)(unit())).toBe(false);
    expect(relevanceTest({ priceFrom: 1 }, context)(unit({ price: null }))).toBe(false);
    expect(relevanceTest({ floorTo: 4 }, context)(unit())).toBe(false);
  });

  it('[chess] reads the deadline by quarter and «finished» both ways', () => {
    expect(quarterOf('2027-11-01')).toBe('2027-4');
    expect(quarterOf('2027-01-01')).toBe('2027-1');
    expect(relevanceTest({ dateBuildTo: '2027-4' }, context)(unit())).toBe(true);
    expect(relevanceTest({ dateBuildTo: '2027-3' }, context)(unit())).toBe(false);
    expect(relevanceTest({ dateBuildFrom: '2027-1' }, { ...context, dateBuild: null })(unit())).toBe(false);
    expect(relevanceTest({ isFinished: false }, context)(unit())).toBe(true);
    expect(relevanceTest({ isFinished: true }, context)(unit())).toBe(false);
  });
});
