import { describe, expect, it } from 'vitest';
import { periodStart, readChoice, summaryQuery, writeChoice } from './market-params.ts';

describe('[market] the choice in the address', () => {
  it('[market] reads back what it wrote, ignoring junk', () => {
    const choice = readChoice(new URLSearchParams('districtId=5&class=2,x,3&rooms=1&months=24&compare=7,8'));
    expect(choice).toEqual({
      regionId: null,
      districtId: 5,
      classes: [2, 3],
      rooms: [1],
      months: 24,
      compare: [7, 8],
    });
    expect(readChoice(writeChoice(choice))).toEqual(choice);
    expect(readChoice(new URLSearchParams('months=7')).months).toBe(12);
  });

  it('[market] the period starts on the first of a Moscow month; a district wins over its region', () => {
    // 21:30 UTC on 30 November is already 1 December in Moscow.
    expect(periodStart(12, new Date('2026-11-30T21:30:00Z'))).toBe('2026-01-01');
    expect(periodStart(6, new Date('2026-11-21T09:00:00Z'))).toBe('2026-06-01');
    const choice = readChoice(new URLSearchParams('regionId=1&districtId=5&rooms=2,3'));
    expect(summaryQuery(choice, new Date('2026-11-21T09:00:00Z'))).toEqual({
      districtId: 5,
      rooms: '2,3',
      from: '2025-12-01',
    });
  });
});
