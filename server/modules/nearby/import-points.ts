// Writes an extract's places into infra_points (issue 28): upserted by their OSM element (type and id), in one
// transaction with the recomputed nearest places of every complex, so search never sees half an import. Places an
// extract no longer lists stay (another region's extract may be imported next to this one).
import { sql } from 'drizzle-orm';
import { INFRA_KINDS, type TInfraKind } from '#shared/nearby.ts';
import type { DbOrTx } from '../../db/client.ts';
import { infraPoints } from '../../db/schema/index.ts';
import { queryRows } from '../../core/sql.ts';
import type { OsmPoint } from './read-osm.ts';
import { refreshNearby } from './refresh-nearby.ts';

export interface KindTally {
  added: number;
  updated: number;
  unchanged: number;
}

export type ImportTally = Record<TInfraKind, KindTally>;

const BATCH = 500;

const keyOf = (p: { osmType: string; osmId: number }) => `${p.osmType}/${p.osmId}`;

export async function importPoints(db: DbOrTx, points: readonly OsmPoint[], now: Date): Promise<ImportTally> {
  const tally = Object.fromEntries(
    INFRA_KINDS.map((k) => [k, { added: 0, updated: 0, unchanged: 0 }]),
  ) as ImportTally;
  await db.transaction(async (tx) => {
    // One import at a time: a second waits here rather than interleaving its upserts.
    await tx.execute(sql`lock table infra_points in share row exclusive mode`);
    const existing = new Map(
      (
        await queryRows<{
          osm_type: string;
          osm_id: string | number;
          kind: string;
          name: string | null;
          latitude: number;
          longitude: number;
        }>(tx, sql`select osm_type, osm_id, kind, name, latitude, longitude from infra_points`)
      ).map((r) => [`${r.osm_type}/${Number(r.osm_id)}`, r]),
    );
    const changed: OsmPoint[] = [];
    for (const p of points) {
      const was = existing.get(keyOf(p));
      if (!was) {
        tally[p.kind].added++;
        changed.push(p);
      } else if (
        was.kind !== p.kind ||
        was.name !== p.name ||
        was.latitude !== p.latitude ||
        was.longitude !== p.longitude
      ) {
        tally[p.kind].updated++;
        changed.push(p);
      } else tally[p.kind].unchanged++;
    }
    for (let i = 0; i < changed.length; i += BATCH) {
      await tx
        .insert(infraPoints)
        .values(changed.slice(i, i + BATCH).map((p) => ({ ...p, updatedAt: now })))
        .onConflictDoUpdate({
          target: [infraPoints.osmType, infraPoints.osmId],
          set: {
            kind: sql`excluded.kind`,
            name: sql`excluded.name`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    // Always: complexes placed since the last import get their rows too.
    await refreshNearby(tx, 'all');
  });
  return tally;
}
