// A finger's or mouse's path on the map turned into a drawn area: simplified on the screen (what the eye sees) to
// at most 200 points, its overshoot loops cut off, then read as [lat, lng] and checked as the server checks it.
import {
  POLYGON_LIMITS,
  ringBox,
  ringSelfIntersects,
  simplifyPath,
  untangleRing,
  type TLatLng,
} from '#shared/polygon.ts';

/** A drawn area must span this many pixels each way: smaller is a tap or a slip. */
export const MIN_DRAWN_PX = 24;

export type TDrawnRing =
  { ok: true; ring: [number, number][] } | { ok: false; reason: 'tooSmall' | 'crossed' };

/**
 * A hand ends past where it began: the path is cut at its last quarter's point nearest the start, so the closing
 * edge is short and leaves no sliver.
 */
export function trimOvershoot(path: readonly TLatLng[]): TLatLng[] {
  const [sx, sy] = path[0]!;
  const distance = ([x, y]: TLatLng) => Math.hypot(x - sx, y - sy);
  let best = path.length - 1;
  for (let i = Math.floor(path.length * 0.75); i < path.length; i++) {
    if (distance(path[i]!) < distance(path[best]!)) best = i;
  }
  return path.slice(0, best + 1);
}

/** Six decimals: about 10 cm, and the JSON stays short. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * `path` in container pixels [x, y]; `toLatLng` reads a pixel as [lat, lng] (Leaflet's containerPointToLatLng).
 */
export function ringFromPath(
  path: readonly TLatLng[],
  toLatLng: (x: number, y: number) => [number, number],
): TDrawnRing {
  if (path.length < POLYGON_LIMITS.minPoints) return { ok: false, reason: 'tooSmall' };
  const box = ringBox(path);
  if (box.north - box.south < MIN_DRAWN_PX && box.east - box.west < MIN_DRAWN_PX)
    return { ok: false, reason: 'tooSmall' };
  const simple = simplifyPath(trimOvershoot(path), POLYGON_LIMITS.drawnPoints);
  const clean = untangleRing(simple);
  if (!clean || clean.length < POLYGON_LIMITS.minPoints) return { ok: false, reason: 'crossed' };
  const ring = clean.map(([x, y]) => {
    const [lat, lng] = toLatLng(x, y);
    return [round(lat), round(lng)] as [number, number];
  });
  // Rounding can fold a thin spike onto itself.
  if (ringSelfIntersects(ring)) return { ok: false, reason: 'crossed' };
  return { ok: true, ring };
}
