// What a complex needs before buyers may see it (docs/decisions/004-publishing.md): a title, an address with
// coordinates and a district, a photo, and a published building holding a published section. Every missing
// thing is named, so the builder sees the whole list at once.
import { and, eq, sql } from 'drizzle-orm';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { objectImages, pavilions, type ObjectRow } from '../../db/schema/index.ts';

const t = backofficeTexts.publishing;

export async function objectPublishProblems(db: DbOrTx, object: ObjectRow): Promise<string[]> {
  const [photos, liveBuildings] = await readAll(db, [
    () => db.$count(objectImages, eq(objectImages.objectId, object.id)),
    () =>
      db.$count(
        pavilions,
        and(
          eq(pavilions.objectId, object.id),
          eq(pavilions.published, true),
          sql`exists (select 1 from sections s where s.pavilion_id = ${pavilions.id} and s.published)`,
        ),
      ),
  ]);
  const problems: string[] = [];
  if (!object.title.trim()) problems.push(t.noTitle);
  if (!object.address?.trim()) problems.push(t.noAddress);
  if (object.latitude == null || object.longitude == null) problems.push(t.noCoordinates);
  if (object.subregionId == null) problems.push(t.noDistrict);
  if (photos === 0) problems.push(t.noPhoto);
  if (liveBuildings === 0) problems.push(t.noBuilding);
  return problems;
}
