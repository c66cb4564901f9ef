import { describe, expect, it } from 'vitest';
import {
  douglasPeucker,
  pointInRing,
  ringArea,
  ringSelfIntersects,
  simplifyPath,
  untangleRing,
  type TLatLng,
} from './polygon.ts';

const square: TLatLng[] = [
  [0, 0],
  [0, 1],
  [1, 1],
  [1, 0],
];

describe('[search] drawn area rings', () => {
  it('a simple ring does not cross itself, closed or not', () => {
    expect(ringSelfIntersects(square)).toBe(false);
    expect(ringSelfIntersects([...square, [0, 0]])).toBe(false);
  });

  it('a bow-tie crosses itself', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
  });

  it('a ring touching itself at a vertex or folding back on a line counts as crossing', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [0, 2],
        [1, 1],
        [2, 2],
        [2, 0],
        [1, 1],
      ]),
    ).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [0, 1],
        [0, 2],
      ]),
    ).toBe(true);
  });

  it('ray casting: inside, outside, and a concave notch', () => {
    expect(pointInRing(0.5, 0.5, square)).toBe(true);
    expect(pointInRing(1.5, 0.5, square)).toBe(false);
    const c: TLatLng[] = [
      [0, 0],
      [0, 3],
      [1, 3],
      [1, 1],
      [2, 1],
      [2, 3],
      [3, 3],
      [3, 0],
    ];
    expect(pointInRing(1.5, 2, c)).toBe(false);
    expect(pointInRing(0.5, 2, c)).toBe(true);
  });
});

describe('[search] simplifying a drawn path', () => {
  it('drops points on a straight line and keeps corners', () => {
    const line: TLatLng[] = Array.from({ length: 50 }, (_, i) => [i, 0]);
    const path: TLatLng[] = [...line, [49, 30], [0, 30]];
    expect(douglasPeucker(path, 0.5)).toEqual([
      [0, 0],
      [49, 0],
      [49, 30],
      [0, 30],
    ]);
  });

  it('brings a long wobbly path to at most the limit, keeping its ends', () => {
    const path: TLatLng[] = Array.from({ length: 5000 }, (_, i) => {
      const a = (i / 5000) * 2 * Math.PI;
      return [200 + 150 * Math.sin(a) + Math.sin(i), 200 + 150 * Math.cos(a) + Math.cos(i * 1.3)];
    });
    const out = simplifyPath(path, 200);
    expect(out.length).toBeLessThanOrEqual(200);
    expect(out.length).toBeGreaterThan(10);
    expect(out[0]).toEqual(path[0]);
    expect(out.at(-1)).toEqual(path.at(-1));
  });
});

describe('[search] untangling a drawn ring', () => {
  it('cuts the small overshoot loop off and keeps the big area', () => {
    // A square whose end runs past the start and crosses the first edge.
    const ring: TLatLng[] = [
      [0, 2],
      [0, 10],
      [10, 10],
      [10, 0],
      [-1, 0],
      [1, 5],
    ];
    expect(ringSelfIntersects(ring)).toBe(true);
    const fixed = untangleRing(ring)!;
    expect(ringSelfIntersects(fixed)).toBe(false);
    expect(pointInRing(5, 5, fixed)).toBe(true);
    expect(Math.abs(ringArea(fixed)) / 2).toBeGreaterThan(90);
  });

  it('leaves a clean ring as it is and gives up on a line', () => {
    expect(untangleRing(square)).toEqual(square);
    expect(
      untangleRing([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBeNull();
  });
});
