import { describe, expect, it } from 'vitest';
import { termOf } from './term.ts';

const now = new Date('2026-11-21T09:00:00Z').getTime();
const DAY = 86_400_000;

describe('[fixations] the term of a fixation', () => {
  it('[fixations] counts whole days left, rounded up, with the date', () => {
    const term = termOf({ state: 'active', validUntil: new Date(now + 11.4 * DAY).toISOString() }, now);
    expect(term).toEqual({ left: 'Осталось 12 дней', until: 'до 02.12.2026', soon: false });
  });

  it('[fixations] the last hours still read one day, in the warning colour', () => {
    const term = termOf({ state: 'active', validUntil: new Date(now + 3_600_000).toISOString() }, now);
    expect(term).toMatchObject({ left: 'Осталось 1 день', soon: true });
  });

  it('[fixations] a pending or closed fixation has no term', () => {
    expect(termOf({ state: 'pending', validUntil: null }, now)).toBeNull();
    expect(termOf({ state: 'expired', validUntil: new Date(now).toISOString() }, now)).toBeNull();
  });
});
