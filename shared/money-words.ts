// A sum of roubles in Russian words, as contracts write it beside the figures: «пять миллионов четыреста тысяч
// рублей 00 копеек». Integer roubles only (money is integer end to end); thousands are feminine («одна тысяча»,
// «две тысячи»), the rest masculine, each group takes its noun's plural by the group's last two digits.
const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
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
const GROUPS: readonly { forms: Forms; feminine: boolean }[] = [
  { forms: ['рубль', 'рубля', 'рублей'], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

function formFor(n: number, forms: Forms): string {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 0…999 in words; empty for 0. */
function triad(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    words.push(TENS[Math.floor(rest / 10)]!);
    words.push((feminine ? UNITS_F : UNITS_M)[rest % 10]!);
  }
  return words.filter(Boolean);
}

/** «один миллион двести тысяч рублей»: whole roubles, lower case, no kopecks. */
export function roublesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a sum of roubles: ${amount}`);
  if (amount === 0) return 'ноль рублей';
  const words: string[] = [];
  let rest = amount;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  if (groups.length > GROUPS.length) throw new RangeError(`Too large a sum: ${amount}`);
  for (let i = groups.length - 1; i >= 0; i--) {
    const n = groups[i]!;
    const group = GROUPS[i]!;
    if (n === 0 && i > 0) continue;
    words.push(...triad(n, group.feminine));
    words.push(formFor(n, group.forms));
  }
  return words.join(' ');
}

/** «1 200 000 (один миллион двести тысяч) рублей 00 копеек», the way a contract states a price. */
export function roublesInContract(amount: number, figures: string): string {
  const words = roublesInWords(amount);
  const noun = words.slice(words.lastIndexOf(' ') + 1);
  return `${figures} (${words.slice(0, words.lastIndexOf(' '))}) ${noun} 00 копеек`;
}

/** «Один миллион двести сорок тысяч рублей 00 копеек», as an act of reconciliation states a sum. */
export function roublesInAct(amount: number): string {
  const words = roublesInWords(amount);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} 00 копеек`;
}
