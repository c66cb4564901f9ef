// Regions with their districts and microdistricts, in their sort order (GET /api/regions).
import { asc, sql } from 'drizzle-orm';
import type { TRegionsResponse } from '#shared/schemas/object.ts';
import type { DbOrTx } from '../../db/client.ts';
import { regions, subregions } from '../../db/schema/index.ts';

export async function listRegions(db: DbOrTx): Promise<TRegionsResponse> {
  const [regionRows, subregionRows] = await Promise.all([
    db.select().from(regions).orderBy(asc(regions.sort), asc(regions.id)),
    db
      .select()
      .from(subregions)
      .orderBy(
        asc(subregions.regionId),
        // Districts first, then their microdistricts; each in its own sort order.
        sql`${subregions.parentId} is not null`,
        asc(subregions.sort),
        asc(subregions.id),
      ),
  ]);
  return {
    regions: regionRows.map((r) => ({
      id: r.id,
      name: r.name,
      subregions: subregionRows
        .filter((s) => s.regionId === r.id)
        .map((s) => ({ id: s.id, name: s.name, parentId: s.parentId })),
    })),
  };
}
