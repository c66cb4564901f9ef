import { describe, expect, it } from 'vitest';
import { MAP_ZOOM, zoomForBounds } from './filter.ts';

describe('[map] the zoom derived from bounds', () => {
  it('[map] is the zoom at which the bounds fill a 1024 px map, within Leaflet’s range', () => {
    // 360° at zoom 0 is one 256 px tile; 0.9° on 1024 px → 2^10.6.
    expect(
      zoomForBounds([
        [43.3, 39.2],
        [44.0, 40.1],
      ]),
    ).toBe(10);
    expect(
      zoomForBounds([
        [43.58, 39.7],
        [43.6, 39.72],
      ]),
    ).toBe(16);
    expect(
      zoomForBounds([
        [-80, -180],
        [80, 180],
      ]),
    ).toBe(MAP_ZOOM.min + 1);
    expect(
      zoomForBounds([
        [43.5, 39.7],
        [43.5, 39.7],
      ]),
    ).toBe(MAP_ZOOM.max);
    expect(
      zoomForBounds(
        [
          [43.3, 39.2],
          [44.0, 40.1],
        ],
        390,
      ),
    ).toBe(9);
  });
});
