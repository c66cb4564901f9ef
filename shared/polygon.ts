// Drawn areas of the map (issue 28, decision 047): rings of [lat, lng], their checks and the simplification of a
// hand-drawn path. The server tests containment in SQL (kv_in_ring); these are the same rules on the client.

export type TLatLng = readonly [number, number];
export type TRing = readonly TLatLng[];

export const POLYGON_LIMITS = {
  /** Drawn areas in one filter. */
  polygons: 5,
  /** Points in one ring the API accepts. */
  points: 500,
  /** Points a drawn path is simplified to. */
  drawnPoints: 200,
  minPoints: 3,
} as const;

/** Orientation of the turn a → b → c: > 0 counter-clockwise, < 0 clockwise, 0 on one line. */
function cross(a: TLatLng, b: TLatLng, c: TLatLng): number {
  return (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);
}

function onSegment(a: TLatLng, b: TLatLng, p: TLatLng): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** Do segments ab and cd share a point? */
export function segmentsIntersect(a: TLatLng, b: TLatLng, c: TLatLng, d: TLatLng): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/** The ring without a closing point that repeats the first. */
export function openRing(ring: TRing): TRing {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? ring.slice(0, -1)
    : ring;
}

/**
 * Does the ring cross itself? Every pair of edges that are not neighbours is checked (n ≤ 500: 125 000 pairs, a
 * millisecond), after each edge's bounding box rules most pairs out.
 */
export function ringSelfIntersects(input: TRing): boolean {
  const ring = openRing(input);
  const n = ring.length;
  if (n < 3) return false;
  const edge = (i: number) => [ring[i]!, ring[(i + 1) % n]!] as const;
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i);
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a point by construction.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const [c, d] = edge(j);
      if (Math.max(c[0], d[0]) < Math.min(a[0], b[0]) || Math.min(c[0], d[0]) > Math.max(a[0], b[0]))
        continue;
      if (Math.max(c[1], d[1]) < Math.min(a[1], b[1]) || Math.min(c[1], d[1]) > Math.max(a[1], b[1]))
        continue;
      if (segmentsIntersect(a, b, c, d)) return true;
    }
  }
  // Three points on one line enclose nothing.
  return ringArea(ring) === 0;
}

/** Twice the signed area (shoelace), in degrees². */
export function ringArea(ring: TRing): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    sum += a[1] * b[0] - b[1] * a[0];
  }
  return sum;
}

/** Ray casting, the same rule as the SQL function kv_in_ring. */
export function pointInRing(lat: number, lng: number, ring: TRing): boolean {
  let inside = false;
  const r = openRing(ring);
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [yi, xi] = r[i]!;
    const [yj, xj] = r[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export interface TBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function ringBox(ring: TRing): TBox {
  const lats = ring.map((p) => p[0]);
  const lngs = ring.map((p) => p[1]);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

/** Distance from p to segment ab, in the plane of the points given (screen pixels or degrees). */
function distanceToSegment(p: TLatLng, a: TLatLng, b: TLatLng): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas–Peucker with tolerance `epsilon`, iterative (a long drawn path would overflow the stack). */
export function douglasPeucker<T extends TLatLng>(points: readonly T[], epsilon: number): T[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    let index = -1;
    let max = 0;
    for (let i = from + 1; i < to; i++) {
      const d = distanceToSegment(points[i]!, points[from]!, points[to]!);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index !== -1 && max > epsilon) {
      keep[index] = 1;
      stack.push([from, index], [index, to]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/**
 * A drawn path as at most `max` points: Douglas–Peucker from `epsilon`, the tolerance doubled until it fits.
 * The path is in screen pixels, so the tolerance is what the eye sees.
 */
export function simplifyPath<T extends TLatLng>(
  points: readonly T[],
  max: number = POLYGON_LIMITS.drawnPoints,
  epsilon = 1.5,
): T[] {
  let tolerance = epsilon;
  let out = douglasPeucker(points, tolerance);
  while (out.length > max) {
    tolerance *= 2;
    out = douglasPeucker(points, tolerance);
  }
  return out;
}

/** The point where segments ab and cd cross (they are known to). */
function crossingPoint(a: TLatLng, b: TLatLng, c: TLatLng, d: TLatLng): [number, number] {
  const denominator = (a[0] - b[0]) * (c[1] - d[1]) - (a[1] - b[1]) * (c[0] - d[0]);
  if (denominator === 0) return [b[0], b[1]];
  const t = ((a[0] - c[0]) * (c[1] - d[1]) - (a[1] - c[1]) * (c[0] - d[0])) / denominator;
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}

function firstCrossing(ring: TRing): [number, number] | null {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsIntersect(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return [i, j];
    }
  }
  return null;
}

/**
 * A hand-drawn ring with its loops cut off: where it crosses itself (a finger overshooting the start, a small
 * curl), the larger of the two parts is kept, until it crosses itself no more. Null when nothing is left to enclose.
 */
export function untangleRing(input: TRing): TLatLng[] | null {
  let ring: TLatLng[] = [...openRing(input)];
  for (let round = 0; round < 50 && ring.length >= 3; round++) {
    const crossing = firstCrossing(ring);
    if (!crossing) return ringArea(ring) === 0 ? null : ring;
    const [i, j] = crossing;
    const p = crossingPoint(ring[i]!, ring[i + 1]!, ring[j]!, ring[(j + 1) % ring.length]!);
    const inner: TLatLng[] = [p, ...ring.slice(i + 1, j + 1)];
    const outer: TLatLng[] = [p, ...ring.slice(j + 1), ...ring.slice(0, i + 1)];
    ring = Math.abs(ringArea(inner)) >= Math.abs(ringArea(outer)) ? inner : outer;
    // Points the cut left on one spot would read as a crossing.
    ring = ring.filter((q, k) => {
      const prev = ring[(k + ring.length - 1) % ring.length]!;
      return q[0] !== prev[0] || q[1] !== prev[1];
    });
  }
  return ring.length >= 3 && !ringSelfIntersects(ring) ? ring : null;
}
