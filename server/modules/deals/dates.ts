// Calendar days of a deal's stages: Moscow's day, whatever the server's own zone; YYYY-MM-DD compares as text.
const day = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** 2026-12-05 */
export const moscowDay = (date: Date) => day.format(date);

/** 05.12.2026, for the refusals. */
export const russianDay = (iso: string) => iso.split('-').reverse().join('.');
