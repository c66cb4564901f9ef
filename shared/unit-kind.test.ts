import { describe, expect, it } from 'vitest';
import { Layout, RowType } from './enums.ts';
import { unitLabel } from './texts/units.ts';
import { unitKindOf } from './unit-kind.ts';

describe('unit kind and its noun', () => {
  it('a layout makes a flat; without one, a parking floor makes a parking place, any other floor premises', () => {
    expect(unitKindOf(Layout.two, RowType.parking)).toBe('flat');
    expect(unitKindOf(null, RowType.parking)).toBe('parking');
    expect(unitKindOf(null, RowType.ground)).toBe('premises');
    expect(unitKindOf(null, null)).toBe('premises');
  });

  it('names the unit in the case the sentence needs', () => {
    expect(unitLabel('flat', '15')).toBe('кв. 15');
    expect(unitLabel('flat', '15', 'lead')).toBe('Кв. 15');
    expect(unitLabel('parking', 'М-5', 'genitive')).toBe('машино-места М-5');
    expect(unitLabel('premises', 'Н-2', 'accusative')).toBe('помещение Н-2');
    expect(unitLabel('flat', null, 'accusative')).toBe('квартиру');
    expect(unitLabel('parking', '', 'lead')).toBe('Машино-место');
  });
});
