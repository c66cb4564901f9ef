import { describe, expect, it } from 'vitest';
import { workingMinutesBetween } from './working-time.ts';

// 2026-12-04 is a Friday; Moscow is UTC+3.
const msk = (iso: string) => new Date(`${iso}+03:00`);

describe('[bookings] working time', () => {
  it('counts only the workday, Moscow time', () => {
    expect(workingMinutesBetween(msk('2026-12-04T10:00:00'), msk('2026-12-04T11:15:00'), 9, 19)).toBe(75);
    expect(workingMinutesBetween(msk('2026-12-04T07:00:00'), msk('2026-12-04T09:30:00'), 9, 19)).toBe(30);
    expect(workingMinutesBetween(msk('2026-12-04T18:30:00'), msk('2026-12-04T23:00:00'), 9, 19)).toBe(30);
  });

  it('skips the weekend and the night', () => {
    // Friday 18:30 → Monday 09:45: 30 min on Friday, 45 on Monday.
    expect(workingMinutesBetween(msk('2026-12-04T18:30:00'), msk('2026-12-07T09:45:00'), 9, 19)).toBe(75);
    expect(workingMinutesBetween(msk('2026-12-05T10:00:00'), msk('2026-12-06T18:00:00'), 9, 19)).toBe(0);
  });

  it('is zero for an empty or backward span', () => {
    expect(workingMinutesBetween(msk('2026-12-04T12:00:00'), msk('2026-12-04T12:00:00'), 9, 19)).toBe(0);
    expect(workingMinutesBetween(msk('2026-12-04T13:00:00'), msk('2026-12-04T12:00:00'), 9, 19)).toBe(0);
  });
});
