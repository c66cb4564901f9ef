// A sum of roubles in Russian words, as acts and contracts write it: «Один миллион двести сорок тысяч рублей 00
// копеек». Integer roubles only (the product keeps no kopecks); thousands are feminine, the rest masculine.
const ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

type Forms = readonly [one: string, few: string, many: string];
const SCALES: readonly { forms: Forms; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];
const RUBLES: Forms = ['рубль', 'рубля', 'рублей'];

/** The form a number takes the noun in: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
export function pluralForm(n: number, forms: Forms): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (ones === 1) return forms[0];
  if (ones >= 2 && ones <= 4) return forms[1];
  return forms[2];
}

function triple(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    words.push(TENS[Math.floor(rest / 10)]!);
    words.push((feminine ? ONES_F : ONES_M)[rest % 10]!);
  }
  return words.filter(Boolean);
}

/** The number in words: «сто двадцать одна тысяча пятьсот», «ноль». */
export function numberInWords(value: number, feminine = false): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not a whole non-negative sum: ${value}`);
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let rest = value;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let i = groups.length - 1; i >= 0; i--) {
    const n = groups[i]!;
    if (n === 0) continue;
    const scale = SCALES[i]!;
    words.push(...triple(n, i === 0 ? feminine : scale.feminine));
    if (i > 0) words.push(pluralForm(n, scale.forms));
  }
  return words.join(' ');
}

/** «Один миллион двести сорок тысяч рублей 00 копеек». */
export function rublesInWords(rub: number): string {
  const words = numberInWords(rub);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${pluralForm(rub % 1000, RUBLES)} 00 копеек`;
}
