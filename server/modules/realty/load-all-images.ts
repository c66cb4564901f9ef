// Every photo of a complex or a resale offer, in its sort order (the page's gallery).
import { asc, eq } from 'drizzle-orm';
import { Kind, type TKind } from '#shared/enums.ts';
import type { TImage } from '#shared/schemas/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, objectImages, offerImages } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { presentImage } from '../../storage/images.ts';

export async function loadAllImages(
  db: DbOrTx,
  storage: Storage,
  kind: TKind,
  ownerId: number,
): Promise<TImage[]> {
  const rows =
    kind === Kind.realty
      ? await db
          .select({ image: images })
          .from(objectImages)
          .innerJoin(images, eq(images.id, objectImages.imageId))
          .where(eq(objectImages.objectId, ownerId))
          .orderBy(asc(objectImages.sort), asc(objectImages.imageId))
      : await db
          .select({ image: images })
          .from(offerImages)
          .innerJoin(images, eq(images.id, offerImages.imageId))
          .where(eq(offerImages.offerId, ownerId))
          .orderBy(asc(offerImages.sort), asc(offerImages.imageId));
  return rows.map((r) => presentImage(storage, r.image));
}
