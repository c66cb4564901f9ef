import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left.ts';

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('[bookings-app] the time a hold has left', () => {
  it('[bookings-app] reads days and hours, hours and minutes, minutes; rounds up to the minute', () => {
    expect(formatTimeLeft(2 * DAY + 5 * HOUR + 20 * MIN)).toBe('осталось 2 д 5 ч');
    expect(formatTimeLeft(3 * DAY)).toBe('осталось 3 д');
    expect(formatTimeLeft(5 * HOUR + 12 * MIN)).toBe('осталось 5 ч 12 мин');
    expect(formatTimeLeft(5 * HOUR)).toBe('осталось 5 ч');
    expect(formatTimeLeft(12 * MIN)).toBe('осталось 12 мин');
    expect(formatTimeLeft(1)).toBe('осталось 1 мин');
    expect(formatTimeLeft(HOUR - 1)).toBe('осталось 1 ч');
    expect(formatTimeLeft(0)).toBe('срок истёк');
  });
});

describe('[bookings] how long a request waited', () => {
  it('reads in days, hours and minutes', async () => {
    const { formatWaited } = await import('./time-left.ts');
    expect(formatWaited(2 * 3600 + 15 * 60 + 30)).toBe('2 ч 15 мин');
    expect(formatWaited(3 * 86400 + 4 * 3600)).toBe('3 д 4 ч');
    expect(formatWaited(20)).toBe('1 мин');
  });
});
