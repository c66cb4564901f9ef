import { describe, expect, it } from 'vitest';
import { describeFilter } from './describe-filter.ts';

const clean = (chips: string[]) => chips.map((c) => c.replace(/\s/g, ' '));

describe('[filters] a saved filter in words', () => {
  it('reads nothing from an empty filter', () => {
    expect(describeFilter({})).toEqual([]);
  });

  it('counts the areas drawn on the map', () => {
    const ring = [
      [43.5, 39.5],
      [43.6, 39.5],
      [43.6, 39.6],
    ];
    expect(describeFilter({ polygons: [ring, ring] })).toEqual(['Область на карте: 2']);
    expect(describeFilter({ polygons: [] })).toEqual([]);
  });

  it('names what must be near: «Школа до 500 м», «До моря до 1 км»', () => {
    expect(describeFilter({ near: { school: 500, sea: '1000' } })).toEqual([
      'Школа до 500 м',
      'До моря до 1 км',
    ]);
    expect(describeFilter({ near: { kindergarten: 1500 } })).toEqual(['Детский сад до 1,5 км']);
    expect(describeFilter({ near: {} })).toEqual([]);
  });

  it('names the market, the text, ranges, layouts, deadlines and flags in a buyer’s order', () => {
    expect(
      clean(
        describeFilter({
          market: 1,
          title: ' море ',
          priceFrom: 5_000_000,
          priceTo: 12_000_000,
          areaFrom: '40',
          cntApart: [2, 3],
          floorTo: 5,
          dateBuildFrom: '2027-2',
          isFinished: false,
          isAction: 1,
          subregions: [4, 5, 6],
          distanceSeaTo: 800,
        }),
      ),
    ).toEqual([
      'Новостройки',
      '«море»',
      'Цена 5 000 000 ₽–12 000 000 ₽',
      'Площадь от 40 м²',
      '1-комнатная, 2-комнатная',
      'Этаж до 5',
      'Сдача от II кв. 2027',
      'Строящиеся',
      'Акции',
      'Районы: 3',
      'До моря до 800 м',
    ]);
  });

  it('names picked complexes and builders by their labels', () => {
    expect(
      describeFilter({
        market: 2,
        objectId: 4,
        builderId: 9,
        labels: { objectId: 'ЖК Маяк' },
        isFinished: true,
      }),
    ).toEqual(['Вторичка', 'ЖК Маяк', 'Застройщик', 'Сданные']);
  });
});
