// A report's period in Moscow days: what the query gave, else the 90 days up to today; the previous period is as
// long and ends the day before. Checked again after the defaults: a from in the future or over five years is 422.
import { ANALYTICS_LIMITS } from '#shared/analytics.ts';
import { analyticsTexts } from '#shared/texts/analytics.ts';
import { moscowDay } from '../../core/moscow-day.ts';
import { ValidationFailed } from '../../errors.ts';

const DAY = 86_400_000;
const MSK = 3 * 3_600_000;

export interface Period {
  from: string;
  to: string;
  /** Half-open instants: from's Moscow midnight to the midnight after `to`. */
  start: Date;
  end: Date;
  days: number;
}

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Moscow midnight that starts the day. */
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - MSK);

export function periodOf(query: { from?: string | null; to?: string | null }, now: Date): Period {
  const today = moscowDay(now);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -89);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;
  if (days < 1) throw new ValidationFailed({ from: [analyticsTexts.fields.order] });
  if (days - 1 > ANALYTICS_LIMITS.maxPeriodDays)
    throw new ValidationFailed({ to: [analyticsTexts.fields.period] });
  return { from, to, start: dayStart(from), end: dayStart(addDays(to, 1)), days };
}

export function previousOf(period: Period): Period {
  const to = addDays(period.from, -1);
  const from = addDays(to, -(period.days - 1));
  return { from, to, start: dayStart(from), end: dayStart(period.from), days: period.days };
}
