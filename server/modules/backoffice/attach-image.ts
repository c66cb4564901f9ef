// POST /api/backoffice/objects/{id}/images {id}: a photo uploaded by POST /api/temp_image joins the complex's
// gallery, last. Only the uploader's own image that is attached nowhere yet may be taken (an admin may take any
// free one): another user's upload, or someone's plan or offer photo, is refused and nothing changes.
import { and, eq, sql } from 'drizzle-orm';
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, objectImages, type UserRow } from '../../db/schema/index.ts';
import { invalid } from '../../errors.ts';
import { isAdmin } from '../../policies.ts';

/** SQL: the image is used somewhere (a gallery, an offer, a plan, a partner's logo). */
export const imageInUse = (imageId: number) => sql`(
  exists (select 1 from object_images where image_id = ${imageId})
  or exists (select 1 from offer_images where image_id = ${imageId})
  or exists (select 1 from rows where plan_image_id = ${imageId})
  or exists (select 1 from cells where plan_image_id = ${imageId})
  or exists (select 1 from partners where logo_image_id = ${imageId})
  or exists (select 1 from progress_photos where image_id = ${imageId})
)`;

export async function attachImage(
  db: DbOrTx,
  user: UserRow,
  objectId: number,
  imageId: number,
): Promise<void> {
  const [image] = await db
    .select({ id: images.id, inUse: sql<boolean>`${imageInUse(imageId)}` })
    .from(images)
    .where(and(eq(images.id, imageId), isAdmin(user) ? undefined : eq(images.uploaderId, user.id)))
    .for('update');
  if (!image) throw invalid('id', backofficeTexts.errors.imageNotFound);
  if (image.inUse) throw invalid('id', backofficeTexts.errors.imageInUse);
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${objectImages.sort}), -1)::int` })
    .from(objectImages)
    .where(eq(objectImages.objectId, objectId));
  await db.insert(objectImages).values({ objectId, imageId, sort: (last?.sort ?? -1) + 1 });
}
