// pointInRing for many points against one ring (decision 047): the ring's box is cut into horizontal bands and a
// point is tested against its band's edges only, by pointInRing's own expression. An edge toggles the answer only
// when min(lat) ≤ point's lat < max(lat); every such edge is in the point's band (a band holds each edge whose
// latitudes meet it, widened by far more than a rounding error), so the toggles and the answer are pointInRing's.
import { openRing, ringBox, type TRing } from '#shared/polygon.ts';

/** A test of points against one ring, equal to pointInRing (drawn-areas.test.ts holds them equal). */
export type RingTest = (lat: number, lng: number) => boolean;

export function ringTest(input: TRing): RingTest {
  const ring = openRing(input);
  const box = ringBox(ring);
  const n = ring.length;
  // Edge k joins point k to the point before it, as pointInRing pairs i with j = i - 1.
  const ys = new Float64Array(2 * n);
  const xs = new Float64Array(2 * n);
  for (let k = 0; k < n; k++) {
    const [yi, xi] = ring[k]!;
    const [yj, xj] = ring[(k + n - 1) % n]!;
    ys[2 * k] = yi;
    ys[2 * k + 1] = yj;
    xs[2 * k] = xi;
    xs[2 * k + 1] = xj;
  }
  const bands = Math.max(1, Math.ceil(n / 4));
  const height = (box.north - box.south) / bands || 1;
  const margin = height * 1e-6;
  const members: number[][] = Array.from({ length: bands }, () => []);
  for (let k = 0; k < n; k++) {
    const low = Math.min(ys[2 * k]!, ys[2 * k + 1]!);
    const high = Math.max(ys[2 * k]!, ys[2 * k + 1]!);
    const first = Math.max(0, Math.floor((low - margin - box.south) / height) - 1);
    const last = Math.min(bands - 1, Math.floor((high + margin - box.south) / height) + 1);
    for (let b = first; b <= last; b++) {
      const bandLow = box.south + b * height - margin;
      const bandHigh = box.south + (b + 1) * height + margin;
      if (low <= bandHigh && high >= bandLow) members[b]!.push(k);
    }
  }
  const byBand = members.map((list) => Int32Array.from(list));
  return (lat, lng) => {
    if (!(lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east)) return false;
    const band = byBand[Math.min(bands - 1, Math.max(0, Math.floor((lat - box.south) / height)))]!;
    let inside = false;
    for (let e = 0; e < band.length; e++) {
      const k = band[e]!;
      const yi = ys[2 * k]!;
      const yj = ys[2 * k + 1]!;
      const xi = xs[2 * k]!;
      const xj = xs[2 * k + 1]!;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}
