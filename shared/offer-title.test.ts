import { describe, expect, it } from 'vitest';
import { Layout, RoomType } from './enums.ts';
import { offerTitle } from './offer-title.ts';

describe('[offers] offerTitle', () => {
  it('keeps the owner’s own title', () => {
    expect(offerTitle({ title: '  Видовая двушка ', cntApart: 3, roomType: null, area: 54 })).toBe(
      'Видовая двушка',
    );
  });
  it('composes one from the layout and area', () => {
    expect(offerTitle({ title: null, cntApart: Layout.two, roomType: null, area: 54.5 })).toBe(
      '2-комнатная квартира, 54,5 м²',
    );
    expect(offerTitle({ title: '', cntApart: Layout.studio, roomType: null, area: null })).toBe(
      'Квартира-студия',
    );
    expect(offerTitle({ title: null, cntApart: null, roomType: RoomType.zhiloeHouse, area: 120 })).toBe(
      'Дом, 120 м²',
    );
  });
});
