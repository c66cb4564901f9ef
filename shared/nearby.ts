// What is near a complex (issue 28): the kinds of places kept from OpenStreetMap, the limits of the «near» filter
// and how walking time is told. Distances are straight lines on the sphere; walking adds a detour.
export const INFRA_KINDS = ['school', 'kindergarten', 'clinic', 'shop', 'stop', 'beach'] as const;
export type TInfraKind = (typeof INFRA_KINDS)[number];

/** The filter's `near` keys and the kind each one measures to: «до моря» is to the nearest beach access. */
export const NEAR_KINDS = { school: 'school', kindergarten: 'kindergarten', sea: 'beach' } as const;
export type TNearKey = keyof typeof NEAR_KINDS;

/** The filter's distances, metres. */
export const NEAR_LIMITS = { min: 100, max: 5000 } as const;

/** A complex keeps the nearest place of each kind within this many metres (beyond it nothing is «рядом»). */
export const NEARBY_RADIUS_M = 5000;

/**
 * Walking time: streets are not straight, so the straight distance is lengthened by 1.3 (a common detour factor
 * for city grids), at 80 m a minute (4.8 km/h, an unhurried adult's pace). At least one minute.
 */
export const WALK = { detour: 1.3, metresPerMinute: 80 } as const;

export function walkMinutes(distanceM: number): number {
  return Math.max(1, Math.round((distanceM * WALK.detour) / WALK.metresPerMinute));
}

/** The mean Earth radius (IUGG), metres; the SQL in server/modules/nearby uses the same. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle (haversine) distance in metres between two [lat, lng] points. */
export function distanceMeters(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The credit OpenStreetMap's licence (ODbL) asks for wherever its data is shown. */
export const OSM_ATTRIBUTION = '© участники OpenStreetMap';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The filter chips' distances: «Школа до 500 м», «Детский сад до 500 м», «До моря до 1 км». */
export const NEAR_CHIP_METRES: Record<TNearKey, number> = { school: 500, kindergarten: 500, sea: 1000 };

/** «450 м» below a kilometre, «1 км» and «1,5 км» from it (one decimal, Russian comma). */
export function formatNearDistance(m: number): string {
  if (m < 1000) return `${Math.round(m)} м`;
  const km = Math.round(m / 100) / 10;
  return `${String(km).replace('.', ',')} км`;
}
