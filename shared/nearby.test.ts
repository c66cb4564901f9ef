import { describe, expect, it } from 'vitest';
import { distanceMeters, EARTH_RADIUS_M, walkMinutes } from './nearby.ts';

describe('[nearby] distance and walking time', () => {
  it('a degree of latitude is πR/180 m anywhere; a degree of longitude shrinks with cos(latitude)', () => {
    const degree = (Math.PI * EARTH_RADIUS_M) / 180;
    expect(distanceMeters([43.5, 39.7], [44.5, 39.7])).toBeCloseTo(degree, 6);
    expect(distanceMeters([0, 10], [0, 11])).toBeCloseTo(degree, 6);
    // Sochi: a 0.01° step east at 43.6° N is about 805 m.
    expect(distanceMeters([43.6, 39.7], [43.6, 39.71])).toBeCloseTo(
      degree * 0.01 * Math.cos((43.6 * Math.PI) / 180),
      0,
    );
    expect(distanceMeters([43.6, 39.7], [43.6, 39.7])).toBe(0);
  });

  it('is symmetric and matches a known pair: Сочи (морвокзал) to Адлер (вокзал) ≈ 23.5 km', () => {
    const port: [number, number] = [43.5805, 39.7163];
    const adler: [number, number] = [43.4281, 39.9228];
    expect(distanceMeters(port, adler)).toBeCloseTo(distanceMeters(adler, port), 9);
    expect(distanceMeters(port, adler) / 1000).toBeGreaterThan(23);
    expect(distanceMeters(port, adler) / 1000).toBeLessThan(24);
  });

  it('walks the distance × 1.3 at 80 m a minute, at least one minute', () => {
    expect(walkMinutes(0)).toBe(1);
    expect(walkMinutes(50)).toBe(1);
    expect(walkMinutes(300)).toBe(5);
    expect(walkMinutes(500)).toBe(8);
    expect(walkMinutes(1000)).toBe(16);
    expect(walkMinutes(5000)).toBe(81);
  });
});
