// Drawn areas in SQL (decision 047): a point lies in any of the filter's rings. Each ring is tried only inside its
// bounding box (the latitude/longitude index narrows the rows first), then by kv_in_ring, the migration's
// ray-casting function, which PGlite and PostgreSQL without PostGIS both run.
import { sql, type SQL } from 'drizzle-orm';
import { openRing, ringBox, type TRing } from '#shared/polygon.ts';

/** A ring as kv_in_ring reads it: [lat1, lng1, lat2, lng2, …]. */
export const flatRing = (ring: TRing): number[] => openRing(ring).flatMap(([lat, lng]) => [lat, lng]);

const float = (n: number) => sql`${n}::float8`;

/** In one ring: its box, then the ray test. */
function inRing(lat: SQL, lng: SQL, ring: TRing): SQL {
  const box = ringBox(ring);
  return sql`(${lat} between ${float(box.south)} and ${float(box.north)}
    and ${lng} between ${float(box.west)} and ${float(box.east)}
    and kv_in_ring(${lat}, ${lng}, ${`{${flatRing(ring).join(',')}}`}::float8[]))`;
}

/** In any of the rings (their union); none given, no condition. */
export function polygonCondition(polygons: readonly TRing[] | undefined, lat: SQL, lng: SQL): SQL[] {
  if (!polygons?.length) return [];
  return [sql`(${sql.join(
    polygons.map((ring) => inRing(lat, lng, ring)),
    sql` or `,
  )})`];
}
