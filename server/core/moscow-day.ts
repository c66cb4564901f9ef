// Moscow's calendar day, whatever the server's zone (UTC+3 all year since 2014): the day a deal's stage, a commission's
// payment, an agreement or a link's opening is kept under. YYYY-MM-DD compares as text.

const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** 2026-12-05 */
export const moscowDay = (at: Date) => new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/** 2026-12-05 → 05.12.2026, for the refusals. */
export const russianDay = (iso: string) => iso.split('-').reverse().join('.');
