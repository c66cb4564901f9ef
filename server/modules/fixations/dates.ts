// Dates in the refusals the server writes: Moscow's calendar day, whatever the server's own zone.
const dayMonth = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'Europe/Moscow',
});
const fullDay = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** 12.12 */
export const formatDayMonth = (date: Date) => dayMonth.format(date);
/** 12.12.2026 */
export const formatDay = (date: Date) => fullDay.format(date);
