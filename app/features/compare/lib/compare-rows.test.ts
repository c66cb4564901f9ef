import { describe, expect, it } from 'vitest';
import { compareItem } from '#app/test/compare.ts';
import { compareRows } from './compare-rows.ts';

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key)!;
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('[compare] rows of the comparison', () => {
  it('formats each fact in Russian and marks rows whose values differ', () => {
    const rows = compareRows([
      compareItem(),
      compareItem({ itemId: 2, price: 9_800_000, floor: 5, floors: null, material: null, kind: 2 }),
    ]);
    expect(rows.map((r) => r.title)).toEqual([
      'Цена',
      'Цена за м²',
      'Площадь',
      'Этаж',
      'Планировка',
      'Отделка',
      'Срок сдачи',
      'Класс',
      'Материал',
      'До моря',
      'Парковка',
      'Способы оплаты',
    ]);
    expect(row(rows, 'price').values.map(plain)).toEqual(['12 500 000 ₽', '9 800 000 ₽']);
    expect(row(rows, 'price').differs).toBe(true);
    expect(row(rows, 'floor').values).toEqual(['3 из 9', '5']);
    expect(row(rows, 'material').values).toEqual(['Монолит', '']);
    expect(row(rows, 'material').differs).toBe(true);
    expect(row(rows, 'area').differs).toBe(false);
    expect(row(rows, 'deadline').values).toEqual(['IV кв. 2027', 'IV кв. 2027']);
    expect(row(rows, 'payments').values[0]).toBe('Ипотека, Рассрочка');
  });

  it('finds no difference in a single column', () => {
    expect(compareRows([compareItem()]).some((r) => r.differs)).toBe(false);
  });
});
