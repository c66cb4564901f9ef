// Calendar days as the reports take them (YYYY-MM-DD, Moscow).
const DAY = 86_400_000;

export const moscowToday = (now = Date.now()) => new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
