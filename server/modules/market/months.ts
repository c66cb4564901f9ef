// Moscow calendar months of the market: keys YYYY-MM-01, and the moment each one starts (21:00 UTC the day before).
import { moscowDay } from '../../core/moscow-day.ts';

const MSK_OFFSET_MS = 3 * 3_600_000;

/** The first day (YYYY-MM-01) of the Moscow month holding `at`, or of a YYYY-MM-DD day. */
export const monthOf = (at: Date | string) =>
  `${(typeof at === 'string' ? at : moscowDay(at)).slice(0, 7)}-01`;

/** The month `n` months after (before, when negative) a YYYY-MM-01 key. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
}

/** The moment a Moscow month starts. */
export const monthStart = (month: string) => new Date(Date.parse(`${month}T00:00:00Z`) - MSK_OFFSET_MS);

/** Month keys from `first` to `last`, inclusive. */
export function monthRange(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}
