// Uploads that were never attached (a form left half-way) are deleted with their files after a day. Meant for a
// periodic job; it touches only images used nowhere, so an image attached a moment ago is safe.
import { and, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';
import { removeImageFiles } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';

export const TEMP_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

/** SQL: nothing refers to the image (galleries, offers, plans of rows and cells, partners' logos). */
const unused = sql`not exists (select 1 from object_images r where r.image_id = ${images.id})
  and not exists (select 1 from offer_images r where r.image_id = ${images.id})
  and not exists (select 1 from rows r where r.plan_image_id = ${images.id})
  and not exists (select 1 from cells r where r.plan_image_id = ${images.id})
  and not exists (select 1 from partners r where r.logo_image_id = ${images.id})
  and not exists (select 1 from progress_photos r where r.image_id = ${images.id})`;

/** Deletes unused images uploaded before `now` minus a day; returns how many. */
export async function pruneTempImages(db: DbOrTx, storage: Storage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMP_IMAGE_TTL_MS);
  const removed = await db
    .delete(images)
    .where(and(lt(images.createdAt, cutoff), unused))
    .returning({ storageKey: images.storageKey });
  for (const row of removed) await removeImageFiles(storage, row);
  return removed.length;
}
