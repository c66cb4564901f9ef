import { describe, expect, it } from 'vitest';
import { addressTail } from './address-tail.ts';

describe('[offer-form] a picked point’s address', () => {
  it('[offer-form] keeps the address’s last 4 parts', () => {
    expect(addressTail('Россия, Краснодарский край, Сочи, Центральный район, улица Роз, 37')).toBe(
      'Сочи, Центральный район, улица Роз, 37',
    );
    expect(addressTail(' , Сочи ,, ')).toBe('Сочи');
  });
});
