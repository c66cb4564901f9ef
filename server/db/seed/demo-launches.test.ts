// The demo's launches: every fourth complex opened all its sections during the year (the first one earliest), every
// third of the others with several sections opened its last one; nothing opened in the last three weeks, so a
// reserved or sold unit of a launched section was on sale first.
import { describe, expect, it } from 'vitest';
import { launchWeeks } from './demo-launches.ts';

const units = Array.from({ length: 12 }, (_, complex) =>
  [1, 2, 3].flatMap((section) =>
    Array.from({ length: 4 }, () => ({ objectId: 100 + complex, sectionId: (100 + complex) * 10 + section })),
  ),
).flat();

describe('[seed] demo launches', () => {
  it('[seed] whole complexes and new phases go on sale on known weeks of the year', () => {
    const weeks = launchWeeks(units, 53);
    const launchedOf = (objectId: number) => [1, 2, 3].map((s) => weeks.get(objectId * 10 + s) ?? null);
    // Complexes 1, 5, 9 (every fourth from the second): all three sections, each at or after the one before.
    for (const i of [1, 5, 9]) {
      const [a, b, c] = launchedOf(100 + i) as number[];
      expect(a).toBeGreaterThanOrEqual(6);
      expect(a).toBeLessThanOrEqual(46);
      expect(b).toBeLessThanOrEqual(a!);
      expect(c).toBeLessThanOrEqual(b!);
      expect(c).toBeGreaterThanOrEqual(4);
    }
    // Complexes 2, 8, 11 (every third from the third, not already new): only the last section.
    for (const i of [2, 8, 11]) {
      const [a, b, c] = launchedOf(100 + i);
      expect([a, b]).toEqual([null, null]);
      expect(c).toBeGreaterThanOrEqual(4);
      expect(c).toBeLessThanOrEqual(40);
    }
    expect(weeks.size).toBe(3 * 3 + 3);
    // The same every time: the demo is reproducible.
    expect(launchWeeks(units, 53)).toEqual(weeks);
  });
});
