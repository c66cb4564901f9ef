// Drawn areas as a SQL condition (decision 047), for a statement built without its areas read as ids first
// (area-ids.ts withAreas, which search, count and map clusters do): each ring's box on the indexed columns, then
// kv_in_ring (the migration's function, which saved filters' alerts use too). Correct on both engines, but ~160 µs
// a row on PGlite: the search's own paths keep to ids.
import { sql, type SQL } from 'drizzle-orm';
import { openRing, ringBox, type TBox, type TRing } from '#shared/polygon.ts';

/** A ring as kv_in_ring reads it: [lat, lng, …]. */
export const flatRing = (ring: TRing): number[] => openRing(ring).flatMap(([lat, lng]) => [lat, lng]);

/** The box around all the rings, for a caller that can narrow rows by it in a better way (per column). */
export function polygonsBox(polygons: readonly TRing[]): TBox {
  const boxes = polygons.map(ringBox);
  return {
    south: Math.min(...boxes.map((b) => b.south)),
    west: Math.min(...boxes.map((b) => b.west)),
    north: Math.max(...boxes.map((b) => b.north)),
    east: Math.max(...boxes.map((b) => b.east)),
  };
}

/** In one ring: its box, then kv_in_ring over the ring as a float8[] parameter. */
function inRing(lat: SQL, lng: SQL, ring: TRing): SQL {
  const b = ringBox(ring);
  return sql`(${lat} between ${b.south}::float8 and ${b.north}::float8
    and ${lng} between ${b.west}::float8 and ${b.east}::float8
    and kv_in_ring(${lat}, ${lng}, ${`{${flatRing(ring).join(',')}}`}::float8[]))`;
}

/** In any of the rings (their union); none given, no condition. `lat`, `lng`: the columns' SQL text. */
export function polygonCondition(polygons: readonly TRing[] | undefined, lat: string, lng: string): SQL[] {
  if (!polygons?.length) return [];
  const rings = polygons.map((ring) => inRing(sql.raw(lat), sql.raw(lng), ring));
  return [sql`(${sql.join(rings, sql` or `)})`];
}
