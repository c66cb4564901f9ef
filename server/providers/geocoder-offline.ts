// Without a geocoding service: the nearest district we know (subregions with coordinates) and an address without a
// street, «Краснодарский край, Центральный, Макаренко». Good enough to place a complex; the builder types the street.
import { eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { regions, subregions } from '../db/schema/index.ts';
import type { AddressComponent, GeocodeResult, Geocoder, GeoPoint } from './geocoder-types.ts';

/** Farther than this from every known district, the point is somewhere we do not cover. */
export const OFFLINE_RADIUS_KM = 60;

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const parent = alias(subregions, 'parent_subregion');

export class OfflineGeocoder implements Geocoder {
  readonly name = 'offline';
  constructor(private readonly db: Db) {}

  async reverse(point: GeoPoint): Promise<GeocodeResult | null> {
    const places = await this.db
      .select({
        id: subregions.id,
        name: subregions.name,
        latitude: subregions.latitude,
        longitude: subregions.longitude,
        parentName: parent.name,
        regionName: regions.name,
      })
      .from(subregions)
      .innerJoin(regions, eq(regions.id, subregions.regionId))
      .leftJoin(parent, eq(parent.id, subregions.parentId))
      .where(isNotNull(subregions.latitude));
    let best: (typeof places)[number] | null = null;
    let bestKm = OFFLINE_RADIUS_KM;
    for (const place of places) {
      if (place.latitude == null || place.longitude == null) continue;
      const km = distanceKm(point, { latitude: place.latitude, longitude: place.longitude });
      if (km <= bestKm) {
        best = place;
        bestKm = km;
      }
    }
    if (!best) return null;
    const components: AddressComponent[] = [
      { kind: 'province', name: best.regionName },
      ...(best.parentName ? [{ kind: 'district', name: best.parentName }] : []),
      { kind: 'district', name: best.name },
    ];
    return {
      address: components.map((c) => c.name).join(', '),
      components,
      subregionId: best.id,
      provider: this.name,
    };
  }
}
