import { describe, expect, it } from 'vitest';
import { Layout } from './enums.ts';
import { alertFeedQuery, matchItemLine, readAlertMarks, type TFilterMatchItem } from './filter-alerts.ts';

const unit = (over: Partial<TFilterMatchItem>): TFilterMatchItem => ({
  kind: 'unit',
  id: 1,
  cardId: 10,
  title: 'ЖК Прибой',
  layout: Layout.two,
  area: 54.5,
  price: 8_000_000,
  prevPrice: 8_600_000,
  reason: 'priceCut',
  ...over,
});

describe('[alerts] the feed link and the item line', () => {
  it('carries the filter and the cards to mark; a price cut wins over «new» on one card', () => {
    const query = alertFeedQuery({
      filterId: 7,
      items: [unit({}), unit({ id: 2, reason: 'new' }), unit({ id: 3, cardId: 11, reason: 'backOnSale' })],
    });
    expect(query).toBe('?alert=7&new=11&cut=10');
    const { filterId, marks } = readAlertMarks(new URLSearchParams(query));
    expect(filterId).toBe(7);
    expect([...marks]).toEqual([
      [11, 'new'],
      [10, 'priceCut'],
    ]);
  });

  it('marks a complex whose handover moved «Срок перенесён», unless a price cut on the same card says more', () => {
    const moved = (id: number, cardId: number) =>
      unit({ kind: 'complex', id, cardId, layout: null, area: null, price: null, reason: 'deadlineMoved' });
    const query = alertFeedQuery({ filterId: 3, items: [moved(20, 20), moved(10, 10), unit({})] });
    expect(query).toBe('?alert=3&cut=10&moved=20');
    expect([...readAlertMarks(new URLSearchParams(query)).marks]).toEqual([
      [20, 'deadlineMoved'],
      [10, 'priceCut'],
    ]);
    expect(matchItemLine(moved(20, 20))).toBe('ЖК Прибой — Срок сдачи перенесён');
  });

  it('reads nothing from a foreign or broken query', () => {
    const { filterId, marks } = readAlertMarks(new URLSearchParams('alert=abc&new=1,x,-3'));
    expect(filterId).toBeNull();
    expect([...marks.keys()]).toEqual([1]);
  });

  it('says what matched in Russian', () => {
    expect(matchItemLine(unit({})).replace(/\s/g, ' ')).toBe(
      'ЖК Прибой, 2-комнатная, 54,5 м², 8 000 000 ₽ (было 8 600 000 ₽) — Цена снижена',
    );
    expect(
      matchItemLine(unit({ kind: 'complex', layout: null, area: null, price: null, reason: 'new' })),
    ).toBe('ЖК Прибой, Новый ЖК в продаже — Новое');
  });
});
