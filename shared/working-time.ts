// Working time of a builder company: Monday to Friday, between its workday's start and end hours, Moscow time
// (UTC+3 all year). Counts how long a request waited unassigned in the minutes that count against its limit.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MOSCOW_OFFSET = 3 * 60 * MINUTE;

/** Working minutes between two moments (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date, to: Date, startHour: number, endHour: number): number {
  if (to <= from || endHour <= startHour) return 0;
  let total = 0;
  // Moscow midnights from the day of `from` to the day of `to`.
  const firstDay = Math.floor((from.getTime() + MOSCOW_OFFSET) / DAY) * DAY - MOSCOW_OFFSET;
  for (let day = firstDay; day < to.getTime(); day += DAY) {
    const weekday = new Date(day + MOSCOW_OFFSET).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = Math.max(day + startHour * 60 * MINUTE, from.getTime());
    const close = Math.min(day + endHour * 60 * MINUTE, to.getTime());
    if (close > open) total += close - open;
  }
  return Math.floor(total / MINUTE);
}
