// Russian formatting: ₽ with no kopecks, м², м, plurals by Intl.PluralRules('ru'), dates in ru-RU.
export const LOCALE = 'ru-RU';
export const CURRENCY = 'RUB';

const moneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const pluralRules = new Intl.PluralRules('ru');

/** 12 500 000 ₽ */
export function formatPrice(rub: number | null | undefined): string {
  return rub == null ? '' : moneyFormat.format(Math.round(rub));
}

/** 12,5 млн ₽ / 950 тыс. ₽, for cards and pins where space is short. */
export function formatPriceShort(rub: number | null | undefined): string {
  if (rub == null) return '';
  if (rub >= 1_000_000) return `${numberFormat.format(Math.round(rub / 100_000) / 10)} млн ₽`;
  if (rub >= 1_000) return `${numberFormat.format(Math.round(rub / 1_000))} тыс. ₽`;
  return formatPrice(rub);
}

const PRICE_UNITS = [
  [1e9, 'млрд'],
  [1e6, 'млн'],
  [1e3, 'тыс.'],
] as const;

/**
 * 14,5 млн / 9,99 млн / 850 тыс., for a chessboard unit: three significant digits, so every price is as wide and a
 * builder's 9 990 000 still reads «9,99 млн»; rounded half up (9 995 000 → «10 млн», 999 500 → «1 млн»).
 */
export function formatPriceCompact(rub: number | null | undefined): string {
  if (rub == null) return '';
  const rounded = Number(Math.round(rub).toPrecision(3));
  for (const [size, unit] of PRICE_UNITS) {
    if (rounded >= size) return `${numberFormat.format(rounded / size)} ${unit}`;
  }
  return formatPrice(rub);
}

/** 45,5 м² */
export function formatArea(m2: number | null | undefined): string {
  return m2 == null ? '' : `${numberFormat.format(m2)} м²`;
}

/** 350 м (distances stay in metres, PRODUCT §9). */
export function formatDistance(m: number | null | undefined): string {
  return m == null ? '' : `${numberFormat.format(Math.round(m))} м`;
}

export function formatNumber(n: number | null | undefined): string {
  return n == null ? '' : numberFormat.format(n);
}

/** Picks the Russian plural form: plural(5, ['объект', 'объекта', 'объектов']) → 'объектов'. */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const rule = pluralRules.select(n);
  return rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2];
}

/** 5 объектов */
export function countOf(n: number, forms: readonly [string, string, string]): string {
  return `${numberFormat.format(n)} ${plural(n, forms)}`;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * One formatter per style, made at first use: `toLocaleDateString` builds a new Intl.DateTimeFormat at every call,
 * which a page of dates (documents, news, a chart's axis) pays for on a cold start.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatWith(style: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  // As toLocaleDateString says it (a formatter throws on an invalid date).
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  let format = dateFormats.get(style);
  if (!format) dateFormats.set(style, (format = new Intl.DateTimeFormat(LOCALE, options)));
  return format.format(date);
}

/** 21.11.2026 */
export function formatDate(value: Date | string | number | null | undefined): string {
  return value == null
    ? ''
    : formatWith('date', { day: 'numeric', month: 'numeric', year: 'numeric' }, toDate(value));
}

/** 21 ноября 2026 г. */
export function formatDateLong(value: Date | string | number | null | undefined): string {
  return value == null
    ? ''
    : formatWith('long', { day: 'numeric', month: 'long', year: 'numeric' }, toDate(value));
}

/** 21.11.2026, 14:05 */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  return value == null
    ? ''
    : formatWith('dateTime', { dateStyle: 'short', timeStyle: 'short' }, toDate(value));
}

/** 28.11, 15:00: a near date with its time, the year left out. */
export function formatDayTime(value: Date | string | number | null | undefined): string {
  if (value == null) return '';
  const date = toDate(value);
  const day = formatWith('day', { day: '2-digit', month: '2-digit' }, date);
  return `${day}, ${formatWith('time', { hour: '2-digit', minute: '2-digit' }, date)}`;
}

/** ноябрь 2026 г. */
export function formatMonth(value: Date | string | number | null | undefined): string {
  return value == null ? '' : formatWith('month', { month: 'long', year: 'numeric' }, toDate(value));
}

const ROMAN = ['I', 'II', 'III', 'IV'] as const;

/** IV кв. 2026: the usual way deadlines of new builds are written. */
export function formatQuarter(value: Date | string | number | null | undefined): string {
  if (value == null) return '';
  const d = toDate(value);
  return `${ROMAN[Math.floor(d.getUTCMonth() / 3)]} кв. ${d.getUTCFullYear()}`;
}

/** Digits of a Russian mobile in E.164 (+79000000001), from +7(900)000-00-01, 89000000001, 79000000001…; null if not one. */
export function normalizePhone(input: string | null | undefined): string | null {
  if (!input) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
  return /^79\d{9}$/.test(digits) ? `+${digits}` : null;
}

export const PHONE_MASK = '+7(###)###-##-##';

/** +7(900)000-00-01 */
export function formatPhone(e164: string | null | undefined): string {
  const digits = (e164 ?? '').replace(/\D/g, '');
  if (digits.length !== 11) return e164 ?? '';
  return `+7(${digits.slice(1, 4)})${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

/** Applies a mask such as PHONE_MASK to typed digits; '#' takes one digit. */
export function applyMask(mask: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const fixed = mask.replace(/#.*$/, '').replace(/\D/g, '');
  const rest = digits.startsWith(fixed) ? digits.slice(fixed.length) : digits.replace(/^8/, '');
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (ch === '#') {
      if (i >= rest.length) break;
      out += rest[i++];
    } else if (i < rest.length || out.length < mask.indexOf('#')) {
      out += ch;
    } else break;
  }
  return i === 0 ? '' : out;
}

/** True when every '#' of the mask is filled. */
export function isMaskComplete(mask: string, value: string): boolean {
  return value.length === mask.length;
}
