import { describe, expect, it } from 'vitest';
import { Layout, RowType } from './enums.ts';
import { unitLabel, unitTitle } from './texts/units.ts';
import { cellUnitKind, unitKindOf } from './unit-kind.ts';

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

  it('a chessboard cell’s kind comes from the row its bottom line stands on', () => {
    const rows = [
      { bbox: [0, 0, 2, 4], type: RowType.live },
      { bbox: [2, 0, 3, 4], type: RowType.parking },
    ];
    expect(cellUnitKind({ bbox: [2, 1, 3, 2], data: { cntApart: null } }, rows)).toBe('parking');
    // A unit two floors high stands on the lower one.
    expect(cellUnitKind({ bbox: [1, 0, 3, 1], data: { cntApart: null } }, rows)).toBe('parking');
    expect(cellUnitKind({ bbox: [0, 0, 1, 1], data: { cntApart: null } }, rows)).toBe('premises');
    expect(cellUnitKind({ bbox: [2, 0, 3, 1], data: { cntApart: Layout.one } }, rows)).toBe('flat');
  });

  it('titles a unit’s card by its kind', () => {
    expect(unitTitle('flat', '15')).toBe('Квартира № 15');
    expect(unitTitle('parking', 'М-5')).toBe('Машино-место № М-5');
    expect(unitTitle('premises', null)).toBe('Помещение');
  });
});
