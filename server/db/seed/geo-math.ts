// Where the sea is: distances to the coastline and points placed on its land side.
import { COASTLINE, type PlaceData } from './content/geo.ts';
import type { Random } from './random.ts';

const KM_PER_LAT = 110.57;
const KM_PER_LON = 111.32 * Math.cos((43.6 * Math.PI) / 180);

type XY = readonly [number, number];
const toXY = (lat: number, lon: number): XY => [lon * KM_PER_LON, lat * KM_PER_LAT];

interface Nearest {
  km: number;
  /** > 0 when the point is on the left of the shore (inland). */
  side: number;
}

function nearestShore(lat: number, lon: number): Nearest {
  const p = toXY(lat, lon);
  let best: Nearest = { km: Infinity, side: 0 };
  for (let i = 0; i < COASTLINE.length - 1; i++) {
    const a = toXY(...COASTLINE[i]!);
    const b = toXY(...COASTLINE[i + 1]!);
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    const km = Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
    if (km < best.km) best = { km, side: dx * (p[1] - a[1]) - dy * (p[0] - a[0]) };
  }
  return best;
}

/** Straight-line metres to the shore. */
export function seaDistanceMeters(lat: number, lon: number): number {
  return Math.round(nearestShore(lat, lon).km * 1000);
}

/** On the land side of the coastline. */
export function isInland(lat: number, lon: number): boolean {
  return nearestShore(lat, lon).side > 0;
}

/** A point near the place's anchor, inland and at least 300 m from the water. */
export function placePoint(rng: Random, place: PlaceData): { latitude: number; longitude: number } {
  for (let attempt = 0; attempt < 100; attempt++) {
    const r = place.spreadKm * Math.sqrt(rng.next());
    const angle = rng.float(0, 2 * Math.PI);
    const latitude = place.latitude + (r * Math.sin(angle)) / KM_PER_LAT;
    const longitude = place.longitude + (r * Math.cos(angle)) / KM_PER_LON;
    const shore = nearestShore(latitude, longitude);
    if (shore.side > 0 && shore.km >= 0.3) {
      return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
    }
  }
  return { latitude: place.latitude, longitude: place.longitude };
}
