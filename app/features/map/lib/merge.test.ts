import { describe, expect, it } from 'vitest';
import type { TMapItem } from '#shared/schemas/search.ts';
import { mergeOverlapping, toPixel } from './merge.ts';

const point = (id: number, latitude: number, longitude: number, price: number | null): TMapItem => ({
  type: 'point',
  id,
  isOffer: false,
  latitude,
  longitude,
  price,
  title: `ЖК ${id}`,
});

const cluster = (latitude: number, longitude: number, count: number, priceFrom: number): TMapItem => ({
  type: 'cluster',
  latitude,
  longitude,
  count,
  bounds: [
    [latitude - 0.001, longitude - 0.001],
    [latitude + 0.001, longitude + 0.001],
  ],
  priceFrom,
});

describe('[map] merging overlapping markers', () => {
  it('projects Sochi to Web Mercator pixels, twice as far apart one zoom in', () => {
    const a = toPixel(43.6, 39.7, 11);
    const b = toPixel(43.6, 39.8, 11);
    const c = toPixel(43.6, 39.8, 12);
    const d = toPixel(43.6, 39.7, 12);
    expect(b.x - a.x).toBeCloseTo((0.1 / 360) * 256 * 2 ** 11, 6);
    expect(c.x - d.x).toBeCloseTo(2 * (b.x - a.x), 6);
    expect(toPixel(50, 39.7, 11).y).toBeLessThan(a.y);
  });

  it('merges a pin drawn on a cluster into it: counts, bounds, lowest price, weighted centre', () => {
    const items = [cluster(43.6, 39.7, 3, 9_000_000), point(7, 43.6001, 39.7001, 7_500_000)];
    const [only, ...rest] = mergeOverlapping(items, 12);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ type: 'cluster', count: 4, priceFrom: 7_500_000 });
    if (only?.type !== 'cluster') throw new Error('a cluster');
    expect(only.latitude).toBeCloseTo((43.6 * 3 + 43.6001) / 4, 8);
    const [[south, west], [north, east]] = only.bounds;
    expect([south, west, north, east].map((n) => n.toFixed(4))).toEqual([
      '43.5990',
      '39.6990',
      '43.6010',
      '39.7010',
    ]);
  });

  it('keeps markers apart when they do not overlap, and keeps a point a point', () => {
    const items = [point(1, 43.6, 39.7, 5_000_000), point(2, 43.6, 39.8, null)];
    expect(mergeOverlapping(items, 14)).toEqual(items);
    // Zoomed out the same two pins fall on each other and become a cluster of two priced from the one price.
    expect(mergeOverlapping(items, 5)).toEqual([
      expect.objectContaining({ type: 'cluster', count: 2, priceFrom: 5_000_000 }),
    ]);
  });

  it('merges a chain only into the biggest group, not transitively across the map', () => {
    // Three points 30 px apart in a row at this zoom: the middle one joins a neighbour, the far one stays.
    const zoom = 15;
    const step = (30 / (256 * 2 ** zoom)) * 360;
    const items = [
      point(1, 43.6, 39.7, 1),
      point(2, 43.6, 39.7 + step, 2),
      point(3, 43.6, 39.7 + 2 * step, 3),
    ];
    const out = mergeOverlapping(items, zoom);
    expect(out).toHaveLength(2);
    expect(out.reduce((sum, item) => sum + (item.type === 'cluster' ? item.count : 1), 0)).toBe(3);
  });
});
