// The nearest place of each kind for complexes, measured in SQL and kept in object_nearby (issue 28). Called after
// an import of points (every complex), when a complex's coordinates change (that one) and by the demo seed.
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_M, INFRA_KINDS, NEARBY_RADIUS_M } from '#shared/nearby.ts';
import type { DbOrTx } from '../../db/client.ts';
import { intList } from '../../core/sql.ts';

/** Metres of one degree of latitude (the search box's height; its width divides by cos(latitude)). */
const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/** Haversine in SQL between (lat1, lng1) and (lat2, lng2), the same formula as shared/nearby.ts distanceMeters. */
export function distanceSql(lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL {
  return sql`(2 * ${sql.raw(String(EARTH_RADIUS_M))} * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}

const kindsArray = sql.raw(`array[${INFRA_KINDS.map((k) => `'${k}'`).join(', ')}]::text[]`);
const radius = sql.raw(String(NEARBY_RADIUS_M));
const dLat = sql.raw(String(NEARBY_RADIUS_M / METRES_PER_DEGREE));

/**
 * Replaces the rows of the given complexes (all of them when `objectIds` is 'all'): for each kind, the nearest point
 * within NEARBY_RADIUS_M. The point is found inside a box around the complex on the (kind, latitude, longitude)
 * index, then ordered by the true distance. Run it inside the caller's transaction.
 */
export async function refreshNearby(db: DbOrTx, objectIds: readonly number[] | 'all'): Promise<void> {
  if (objectIds !== 'all' && objectIds.length === 0) return;
  const which = objectIds === 'all' ? sql`true` : sql`o.id in ${intList(objectIds)}`;
  await db.execute(
    objectIds === 'all'
      ? sql`delete from object_nearby`
      : sql`delete from object_nearby where object_id in ${intList(objectIds)}`,
  );
  const d = distanceSql(sql`o.latitude`, sql`o.longitude`, sql`p.latitude`, sql`p.longitude`);
  await db.execute(sql`insert into object_nearby
      (object_id, kind, point_id, distance_m, from_latitude, from_longitude)
    select o.id, k.kind, n.id, n.distance, o.latitude, o.longitude
    from objects o
    cross join unnest(${kindsArray}) k(kind)
    cross join lateral (
      select p.id, round(${d})::int distance
      from infra_points p
      where p.kind = k.kind
        and p.latitude between o.latitude - ${dLat} and o.latitude + ${dLat}
        and p.longitude between o.longitude - ${dLat} / cos(radians(o.latitude))
          and o.longitude + ${dLat} / cos(radians(o.latitude))
      order by ${d}, p.id
      limit 1
    ) n
    where o.latitude is not null and o.longitude is not null and ${which} and n.distance <= ${radius}`);
}
