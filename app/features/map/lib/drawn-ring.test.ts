import { describe, expect, it } from 'vitest';
import { pointInRing, ringSelfIntersects, type TLatLng } from '#shared/polygon.ts';
import { ringFromPath, trimOvershoot } from './drawn-ring.ts';

/** A plain projection: 1 px = 0.001°, y grows to the south. */
const toLatLng = (x: number, y: number): [number, number] => [44 - y / 1000, 39 + x / 1000];

/** A wobbly circle drawn with many points, its end overshooting the start. */
function circlePath(points: number, overshoot = 0.15): TLatLng[] {
  return Array.from({ length: points }, (_, i) => {
    const a = (i / points) * (2 + overshoot) * Math.PI;
    return [200 + 120 * Math.cos(a) + Math.sin(i / 3), 200 + 120 * Math.sin(a)] as TLatLng;
  });
}

describe('[map] a drawn path as an area', () => {
  it('simplifies a long path to at most 200 points, cuts the overshoot and reads it as lat/lng', () => {
    const result = ringFromPath(circlePath(3000), toLatLng);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ring.length).toBeLessThanOrEqual(200);
    expect(result.ring.length).toBeGreaterThanOrEqual(8);
    expect(ringSelfIntersects(result.ring)).toBe(false);
    // The centre of the circle (200, 200 px) is inside.
    expect(pointInRing(43.8, 39.2, result.ring)).toBe(true);
  });

  it('refuses a tap or a short slip', () => {
    expect(
      ringFromPath(
        [
          [10, 10],
          [12, 11],
          [11, 14],
        ],
        toLatLng,
      ),
    ).toEqual({ ok: false, reason: 'tooSmall' });
    expect(ringFromPath([[10, 10]], toLatLng)).toEqual({ ok: false, reason: 'tooSmall' });
  });

  it('refuses a straight stroke that encloses nothing', () => {
    const line: TLatLng[] = Array.from({ length: 100 }, (_, i) => [i * 3, i * 3]);
    expect(ringFromPath(line, toLatLng)).toEqual({ ok: false, reason: 'crossed' });
  });
});

describe('[map] the end of a drawn path', () => {
  it('is cut where it comes back nearest the start', () => {
    const path = circlePath(400, 0.2);
    const trimmed = trimOvershoot(path);
    expect(trimmed.length).toBeLessThan(path.length);
    expect(trimmed.length).toBeGreaterThan(path.length * 0.85);
    const [sx, sy] = path[0]!;
    const [ex, ey] = trimmed.at(-1)!;
    expect(Math.hypot(ex - sx, ey - sy)).toBeLessThan(10);
  });
});
