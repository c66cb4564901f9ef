// Writes a resale offer with its photos in one transaction. Used by the demo seed and by test fixtures.
import type { DbOrTx } from '../client.ts';
import { offerImages, offers, type OfferRow } from '../schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveImage, type ProcessedImage } from '../../storage/images.ts';

export interface OfferSpec {
  /** The columns of `offers`; userId is required. */
  offer: Omit<typeof offers.$inferInsert, 'id'>;
  photos?: ProcessedImage[];
}

export async function createOffer(db: DbOrTx, storage: Storage, spec: OfferSpec): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const [offer] = await tx.insert(offers).values(spec.offer).returning();
    for (const [sort, photo] of (spec.photos ?? []).entries()) {
      const image = await saveImage(tx, storage, photo, spec.offer.userId);
      await tx.insert(offerImages).values({ offerId: offer!.id, imageId: image.id, sort });
    }
    return offer!;
  });
}
