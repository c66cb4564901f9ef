import { describe, expect, it } from 'vitest';
import { applySuggestion, searchText, withoutText } from './apply-suggestion.ts';
import { cleanFilter, countSetFields, sameValue } from './filter-values.ts';

describe('[filter] values', () => {
  it('drops empty fields but keeps a «not finished» answer', () => {
    expect(
      cleanFilter({
        market: 1,
        title: '',
        cntApart: [],
        isAction: false,
        isFinished: false,
        priceTo: undefined,
      }),
    ).toEqual({ market: 1, isFinished: false });
  });

  it('counts set fields, a from–to pair once, never the market or the order', () => {
    expect(countSetFields({ market: 2, sort: 'priceUp' })).toBe(0);
    expect(countSetFields({ priceFrom: 1, priceTo: 2, cntApart: [1], isAction: true })).toBe(3);
  });

  it('compares filters by content', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('[filter] autocomplete picks', () => {
  const complex = { id: 7, title: 'ЖК Морской бриз', address: null, district: null };

  it('a complex sets objectId with its label, replacing typed text', () => {
    const next = applySuggestion({ market: 2, title: 'морск' }, { kind: 'complex', item: complex });
    expect(next).toEqual({ market: 1, objectId: 7, labels: { objectId: 'ЖК Морской бриз' } });
    expect(searchText(next)).toBe('ЖК Морской бриз');
    expect(withoutText(next)).toEqual({ market: 1 });
  });

  it('a builder, a district and an address each go to their own field', () => {
    expect(applySuggestion({}, { kind: 'builder', item: { id: 3, name: 'Альфа', objectsCount: 2 } })).toEqual(
      {
        builderId: 3,
        labels: { builderId: 'Альфа' },
      },
    );
    expect(
      applySuggestion(
        { subregions: [1] },
        { kind: 'district', item: { id: 2, name: 'Адлерский', parent: null } },
      ),
    ).toEqual({ subregions: [1, 2] });
    expect(applySuggestion({ objectId: 7 }, { kind: 'address', address: 'ул. Роз, 3' })).toEqual({
      title: 'ул. Роз, 3',
    });
    expect(applySuggestion({}, { kind: 'text', text: '  бриз ' })).toEqual({ title: 'бриз' });
  });

  it('from a preset a pick spans the preset’s whole market; from the buyer’s own filter it narrows it', () => {
    const promoted = { market: 1, isAction: true };
    expect(applySuggestion(promoted, { kind: 'complex', item: complex }, { fromPreset: true })).toEqual({
      market: 1,
      objectId: 7,
      labels: { objectId: 'ЖК Морской бриз' },
    });
    expect(applySuggestion(promoted, { kind: 'text', text: 'бриз' }, { fromPreset: true })).toEqual({
      market: 1,
      title: 'бриз',
    });
    expect(applySuggestion(promoted, { kind: 'text', text: 'бриз' })).toEqual({
      market: 1,
      isAction: true,
      title: 'бриз',
    });
  });
});
