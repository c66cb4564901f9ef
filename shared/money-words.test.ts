import { describe, expect, it } from 'vitest';
import { numberInWords, pluralForm, rublesInWords } from './money-words.ts';

describe('[money-words] sums in Russian words', () => {
  it('[money-words] reads small numbers, teens and tens', () => {
    expect(numberInWords(0)).toBe('ноль');
    expect(numberInWords(1)).toBe('один');
    expect(numberInWords(12)).toBe('двенадцать');
    expect(numberInWords(40)).toBe('сорок');
    expect(numberInWords(99)).toBe('девяносто девять');
    expect(numberInWords(305)).toBe('триста пять');
  });

  it('[money-words] thousands are feminine, millions and billions masculine', () => {
    expect(numberInWords(1000)).toBe('одна тысяча');
    expect(numberInWords(2000)).toBe('две тысячи');
    expect(numberInWords(21_000)).toBe('двадцать одна тысяча');
    expect(numberInWords(11_000)).toBe('одиннадцать тысяч');
    expect(numberInWords(1_240_000)).toBe('один миллион двести сорок тысяч');
    expect(numberInWords(2_000_001)).toBe('два миллиона один');
    expect(numberInWords(5_000_000_000)).toBe('пять миллиардов');
    expect(numberInWords(112_512)).toBe('сто двенадцать тысяч пятьсот двенадцать');
  });

  it('[money-words] roubles take their form from the last digits', () => {
    expect(rublesInWords(1)).toBe('Один рубль 00 копеек');
    expect(rublesInWords(22)).toBe('Двадцать два рубля 00 копеек');
    expect(rublesInWords(111)).toBe('Сто одиннадцать рублей 00 копеек');
    expect(rublesInWords(1_240_000)).toBe('Один миллион двести сорок тысяч рублей 00 копеек');
    expect(rublesInWords(187_500)).toBe('Сто восемьдесят семь тысяч пятьсот рублей 00 копеек');
    expect(pluralForm(14, ['рубль', 'рубля', 'рублей'])).toBe('рублей');
    expect(pluralForm(104, ['рубль', 'рубля', 'рублей'])).toBe('рубля');
  });

  it('[money-words] refuses what is not a whole sum', () => {
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
