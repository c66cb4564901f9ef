// Краснодарский край with Sochi's districts and microdistricts; finds what exists, adds what is missing.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { regions, subregions } from '../schema/index.ts';
import { DISTRICTS, PLACES, REGION_NAME } from './content/geo.ts';

export interface SeededGeo {
  regionId: number;
  /** Subregion ids by the keys of data/geo.ts, districts and microdistricts alike. */
  subregionIds: Map<string, number>;
}

export async function seedGeo(db: DbOrTx): Promise<SeededGeo> {
  return db.transaction(async (tx) => {
    let [region] = await tx.select().from(regions).where(eq(regions.name, REGION_NAME));
    region ??= (await tx.insert(regions).values({ name: REGION_NAME, sort: 0 }).returning())[0]!;
    const regionId = region.id;
    const subregionIds = new Map<string, number>();

    const ensure = async (
      key: string,
      name: string,
      latitude: number,
      longitude: number,
      parentId: number | null,
      sort: number,
    ) => {
      const [found] = await tx
        .select({ id: subregions.id })
        .from(subregions)
        .where(and(eq(subregions.regionId, regionId), eq(subregions.name, name)));
      const id =
        found?.id ??
        (
          await tx
            .insert(subregions)
            .values({ regionId, parentId, name, latitude, longitude, sort })
            .returning()
        )[0]!.id;
      subregionIds.set(key, id);
    };

    for (const [sort, d] of DISTRICTS.entries())
      await ensure(d.key, d.name, d.latitude, d.longitude, null, sort);
    for (const [sort, p] of PLACES.entries()) {
      await ensure(p.key, p.name, p.latitude, p.longitude, subregionIds.get(p.district)!, sort);
    }
    return { regionId, subregionIds };
  });
}
