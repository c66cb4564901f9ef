import { describe, expect, it } from 'vitest';
import { holdLength } from './booking-view.ts';

describe('[bookings-app] the hold’s length in words', () => {
  it('[bookings-app] whole days in days, anything else in hours, with Russian plurals', () => {
    expect([24, 48, 72, 120, 504].map(holdLength)).toEqual(['1 день', '2 дня', '3 дня', '5 дней', '21 день']);
    expect([1, 2, 5, 36, 21].map(holdLength)).toEqual(['1 час', '2 часа', '5 часов', '36 часов', '21 час']);
  });
});
