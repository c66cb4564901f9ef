import { describe, expect, it } from 'vitest';
import { roublesInAct, roublesInContract, roublesInWords } from './money-words.ts';

describe('[agreements] roubles in words', () => {
  it.each([
    [0, 'ноль рублей'],
    [1, 'один рубль'],
    [2, 'два рубля'],
    [5, 'пять рублей'],
    [11, 'одиннадцать рублей'],
    [14, 'четырнадцать рублей'],
    [21, 'двадцать один рубль'],
    [112, 'сто двенадцать рублей'],
    [1000, 'одна тысяча рублей'],
    [2000, 'две тысячи рублей'],
    [5000, 'пять тысяч рублей'],
    [11_000, 'одиннадцать тысяч рублей'],
    [21_001, 'двадцать одна тысяча один рубль'],
    [1_000_000, 'один миллион рублей'],
    [2_500_000, 'два миллиона пятьсот тысяч рублей'],
    [5_400_000, 'пять миллионов четыреста тысяч рублей'],
    [12_345_678, 'двенадцать миллионов триста сорок пять тысяч шестьсот семьдесят восемь рублей'],
    [1_000_001_000, 'один миллиард одна тысяча рублей'],
    [100_000_000, 'сто миллионов рублей'],
    [999_999, 'девятьсот девяносто девять тысяч девятьсот девяносто девять рублей'],
  ])('%i → %s', (amount, words) => {
    expect(roublesInWords(amount)).toBe(words);
  });

  it('writes the contract form with the figures', () => {
    expect(roublesInContract(5_400_000, '5 400 000')).toBe(
      '5 400 000 (пять миллионов четыреста тысяч) рублей 00 копеек',
    );
    expect(roublesInContract(1, '1')).toBe('1 (один) рубль 00 копеек');
  });

  it('refuses what is not whole roubles', () => {
    expect(() => roublesInWords(1.5)).toThrow(RangeError);
    expect(() => roublesInWords(-1)).toThrow(RangeError);
  });
});

describe('[commissions] a sum as an act states it', () => {
  it('capitalised, with the kopecks', () => {
    expect(roublesInAct(1)).toBe('Один рубль 00 копеек');
    expect(roublesInAct(22)).toBe('Двадцать два рубля 00 копеек');
    expect(roublesInAct(1_240_000)).toBe('Один миллион двести сорок тысяч рублей 00 копеек');
    expect(roublesInAct(187_500)).toBe('Сто восемьдесят семь тысяч пятьсот рублей 00 копеек');
  });
});
