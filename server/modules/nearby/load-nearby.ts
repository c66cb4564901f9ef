// GET /api/objects/{id}/nearby's answer: the complex's stored nearest places, one per kind, in the kinds' order.
// Rows measured from another place than the complex's (it moved by a path that did not refresh them) are measured
// again first, so the page never shows distances from where the complex used to be.
import { asc, eq, sql } from 'drizzle-orm';
import { INFRA_KINDS, walkMinutes, type TInfraKind } from '#shared/nearby.ts';
import type { TNearby } from '#shared/schemas/nearby.ts';
import { nearbyTexts } from '#shared/texts/nearby.ts';
import type { DbOrTx } from '../../db/client.ts';
import { infraPoints, objectNearby, type ObjectRow } from '../../db/schema/index.ts';
import { refreshNearby } from './refresh-nearby.ts';

const order = (kind: TInfraKind) => INFRA_KINDS.indexOf(kind);

async function readRows(db: DbOrTx, objectId: number) {
  return db
    .select({
      kind: objectNearby.kind,
      distanceM: objectNearby.distanceM,
      fromLatitude: objectNearby.fromLatitude,
      fromLongitude: objectNearby.fromLongitude,
      name: infraPoints.name,
      lat: infraPoints.latitude,
      lng: infraPoints.longitude,
    })
    .from(objectNearby)
    .innerJoin(infraPoints, eq(infraPoints.id, objectNearby.pointId))
    .where(eq(objectNearby.objectId, objectId))
    .orderBy(asc(objectNearby.kind));
}

export async function loadNearby(
  db: DbOrTx,
  object: Pick<ObjectRow, 'id' | 'latitude' | 'longitude'>,
): Promise<TNearby> {
  if (object.latitude == null || object.longitude == null) return { places: [] };
  let rows = await readRows(db, object.id);
  if (rows.some((r) => r.fromLatitude !== object.latitude || r.fromLongitude !== object.longitude)) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from objects where id = ${object.id} for update`);
      await refreshNearby(tx, [object.id]);
    });
    rows = await readRows(db, object.id);
  }
  return {
    places: rows
      .sort((a, b) => order(a.kind) - order(b.kind))
      .map((r) => ({
        kind: r.kind,
        name: r.name ?? nearbyTexts.unnamed[r.kind],
        distanceM: r.distanceM,
        walkMinutes: walkMinutes(r.distanceM),
        lat: r.lat,
        lng: r.lng,
      })),
  };
}
