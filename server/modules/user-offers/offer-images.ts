// Photos of an own offer: upload (multipart `image`, four webp sizes) and delete. A photo for the draft makes it.
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { TImage } from '#shared/schemas/common.ts';
import { OFFER_LIMITS, type TOfferKey } from '#shared/schemas/user-offers.ts';
import { fill } from '#shared/texts/ru.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, offerImages, offers, type ImageRow, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { presentImage, processImage, removeImageFiles, saveImage } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { lockKey } from '../../core/locks.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';
import { ensureDraft } from './save-offer.ts';
import { findOwnOffer, isDraftKey, requireAdCreate } from './own-offer.ts';

export async function listOfferImages(db: DbOrTx, storage: Storage, offerId: number): Promise<TImage[]> {
  const rows = await db
    .select({ id: images.id, storageKey: images.storageKey })
    .from(offerImages)
    .innerJoin(images, eq(images.id, offerImages.imageId))
    .where(eq(offerImages.offerId, offerId))
    .orderBy(asc(offerImages.sort), asc(offerImages.imageId));
  return rows.map((row) => presentImage(storage, row));
}

export async function uploadOfferImage(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  key: TOfferKey,
  input: Buffer,
  now: Date,
): Promise<{ offerId: number; image: TImage }> {
  requireAdCreate(user);
  // Decoding and encoding take a while: done before the transaction, and bad input is a 422 here.
  const processed = await processImage(input);
  let saved: ImageRow | null = null;
  try {
    return await db.transaction(async (tx) => {
      await lockKey(tx, WORKFLOW_LOCKS.offers, String(user.id));
      const offer = isDraftKey(key) ? await ensureDraft(tx, user, now) : await findOwnOffer(tx, user.id, key);
      const [photos] = await tx
        .select({ n: count(), last: max(offerImages.sort) })
        .from(offerImages)
        .where(eq(offerImages.offerId, offer.id));
      if ((photos?.n ?? 0) >= OFFER_LIMITS.photos) {
        throw invalid('image', fill(workflowTexts.offers.tooManyPhotos, OFFER_LIMITS.photos));
      }
      saved = await saveImage(tx, storage, processed, user.id);
      await tx
        .insert(offerImages)
        .values({ offerId: offer.id, imageId: saved.id, sort: (photos?.last ?? 0) + 1 });
      await tx.update(offers).set({ updatedAt: now }).where(eq(offers.id, offer.id));
      return { offerId: offer.id, image: presentImage(storage, saved) };
    });
  } catch (error) {
    // The files were written before the rows; a rolled-back upload leaves none behind.
    if (saved) await removeImageFiles(storage, saved);
    throw error;
  }
}

export async function deleteOfferImage(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  key: TOfferKey,
  imageId: number,
  now: Date,
): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const offer = await findOwnOffer(tx, user.id, key);
    const [attached] = await tx
      .select({ image: images })
      .from(offerImages)
      .innerJoin(images, eq(images.id, offerImages.imageId))
      .where(and(eq(offerImages.offerId, offer.id), eq(offerImages.imageId, imageId)));
    if (!attached) throw notFound(workflowTexts.offers.imageNotFound);
    await tx.delete(images).where(eq(images.id, imageId));
    await tx.update(offers).set({ updatedAt: now }).where(eq(offers.id, offer.id));
    return { offerId: offer.id, image: attached.image };
  });
  await removeImageFiles(storage, removed.image);
  return removed.offerId;
}
