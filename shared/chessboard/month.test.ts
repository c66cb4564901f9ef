import { describe, expect, it } from 'vitest';
import { isoToMonth, monthToIso } from './month.ts';

describe('[chessboard] deadlines as months', () => {
  it('reads the month input and the other usual forms as the first day of the month', () => {
    expect(monthToIso('11.2026')).toBe('2026-11-01');
    expect(monthToIso(' 3.2027 ')).toBe('2027-03-01');
    expect(monthToIso('2026-11')).toBe('2026-11-01');
    expect(monthToIso('2026-11-21')).toBe('2026-11-01');
    expect(monthToIso('21.11.2026')).toBe('2026-11-01');
  });

  it('refuses what is not a month', () => {
    for (const text of ['13.2026', '00.2026', 'весной', '', '2026', '11.26'])
      expect(monthToIso(text)).toBeNull();
  });

  it('gives the month input its value back', () => {
    expect(isoToMonth('2026-11-01')).toBe('11.2026');
    expect(isoToMonth(null)).toBe('');
  });
});
