import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe.ts';

const payload = {
  filterId: 7,
  filterName: 'Двушки у моря',
  market: 1,
  reason: 'priceCut',
  count: 3,
  items: [
    {
      kind: 'unit',
      id: 501,
      cardId: 12,
      title: 'ЖК Прибой',
      layout: 3,
      area: 54,
      price: 8_000_000,
      prevPrice: 8_600_000,
      reason: 'priceCut',
    },
    {
      kind: 'unit',
      id: 502,
      cardId: 14,
      title: 'ЖК Бриз',
      layout: 3,
      area: 60,
      price: 9_000_000,
      prevPrice: null,
      reason: 'backOnSale',
    },
  ],
};

describe('[notifications] FilterMatch', () => {
  it('says which filter, how many and the first item, and opens the feed under the filter with the cards marked', () => {
    const view = describeNotification({ type: 'FilterMatch', data: { payload } });
    expect(view.text.replace(/\s/g, ' ')).toBe(
      'По фильтру «Двушки у моря»: 3 совпадения. ЖК Прибой, 2-комнатная, 54 м², 8 000 000 ₽ (было 8 600 000 ₽) — Цена снижена',
    );
    expect(view.link).toEqual({ to: '/feed?alert=7&new=14&cut=12', label: 'Показать в ленте' });
  });

  it('a broken payload still shows, without a link', () => {
    expect(describeNotification({ type: 'FilterMatch', data: { payload: { filterId: 'x' } } })).toEqual({
      text: 'Новое уведомление',
      tone: 'info',
      link: null,
    });
  });
});
