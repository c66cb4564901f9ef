// DELETE /api/backoffice/objects/{id}/images/{imageId}: the photo leaves the gallery and is deleted with its files
// (a gallery photo is used nowhere else). Returns a function that removes the files, to call after the commit.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images, objectImages } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { removeImageFiles } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';

export async function deleteImage(
  db: DbOrTx,
  storage: Storage,
  objectId: number,
  imageId: number,
): Promise<() => Promise<void>> {
  const [link] = await db
    .delete(objectImages)
    .where(and(eq(objectImages.objectId, objectId), eq(objectImages.imageId, imageId)))
    .returning();
  if (!link) throw notFound();
  const [image] = await db.delete(images).where(eq(images.id, imageId)).returning();
  return async () => {
    if (image) await removeImageFiles(storage, image);
  };
}
