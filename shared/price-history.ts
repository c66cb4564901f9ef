// The change of a price since its first record, as the unit card and the offer page word it: «−4,2 % за 3 месяца».
import { plural } from './format.ts';
import { priceHistoryTexts } from './texts/price-history.ts';
import { fill } from './texts/ru.ts';

const t = priceHistoryTexts.change;
const DAY = 86_400_000;
const percentFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export interface TPriced {
  at: string;
  price: number | null;
}

/** Whole calendar months from `from` to `to` (a month not yet complete does not count). */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  return to.getDate() < from.getDate() ? months - 1 : months;
}

/** «за 3 месяца», «за 12 дней», «сегодня». */
export function spanText(from: Date, to: Date): string {
  const months = monthsBetween(from, to);
  if (months >= 1) return fill(t.span, `${months} ${plural(months, t.months)}`);
  const days = Math.floor((to.getTime() - from.getTime()) / DAY);
  return days >= 1 ? fill(t.span, `${days} ${plural(days, t.days)}`) : t.today;
}

export interface TPriceChange {
  /** Percent, rounded to tenths; 0 when the price is where it started. */
  percent: number;
  trend: 'up' | 'down' | 'flat';
  label: string;
}

/** The change from the first priced record to the last, over the time since the first; null without two prices. */
export function priceChange(points: readonly TPriced[], now: Date): TPriceChange | null {
  const priced = points.filter((p) => p.price != null && p.price > 0);
  if (priced.length < 2) return null;
  const first = priced[0]!;
  const last = priced[priced.length - 1]!;
  const percent = Math.round(((last.price! - first.price!) / first.price!) * 1000) / 10;
  const span = spanText(new Date(first.at), now);
  if (percent === 0) return { percent: 0, trend: 'flat', label: `${t.none} ${span}` };
  // U+2212 minus, and a no-break space before % so the figure never wraps away from it.
  const sign = percent < 0 ? '\u2212' : '+';
  return {
    percent,
    trend: percent < 0 ? 'down' : 'up',
    label: `${sign}${percentFormat.format(Math.abs(percent))}\u00a0% ${span}`,
  };
}
