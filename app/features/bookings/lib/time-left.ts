// «осталось 2 д 5 ч», «осталось 5 ч 12 мин», «осталось 12 мин»: the time a hold has left, to the minute (rounded up,
// so «1 мин» shows until the very end), in the agent's short words.
import { bookingTexts } from '#shared/texts/bookings.ts';
import { fill } from '#shared/texts/ru.ts';

const t = bookingTexts.list;

/** «2 д 5 ч», «5 ч 12 мин», «12 мин»: days and hours, or hours and minutes, a zero part left out. */
function formatMinutes(total: number): string {
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const parts =
    days > 0
      ? [`${days} ${t.days}`, hours > 0 ? `${hours} ${t.hoursShort}` : '']
      : [hours > 0 ? `${hours} ${t.hoursShort}` : '', minutes > 0 ? `${minutes} ${t.minutes}` : ''];
  return parts.filter(Boolean).join(' ');
}

export function formatTimeLeft(seconds: number): string {
  if (seconds <= 0) return t.lapsed;
  return fill(t.left, formatMinutes(Math.ceil(seconds / 60)));
}

/** «2 ч 15 мин», «3 д 4 ч», «5 мин»: how long a request has waited (whole minutes, at least one). */
export function formatWaited(seconds: number): string {
  return formatMinutes(Math.max(1, Math.floor(seconds / 60)));
}
