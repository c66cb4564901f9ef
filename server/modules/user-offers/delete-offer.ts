// DELETE /api/user/offers/{id} and /draft: the offer goes with its photos, the notifications about it and the
// favourites and collection items that pointed at it. Discarding a draft that does not exist is not an error.
// Snapshots keep their frozen item, which no longer opens.
import { eq, inArray } from 'drizzle-orm';
import type { TOfferKey } from '#shared/schemas/user-offers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { images, offerImages, offers, type UserRow } from '../../db/schema/index.ts';
import { removeImageFiles } from '../../storage/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { dropOfferNotifications } from '../notifications/drop-offer-notifications.ts';
import { findDraft, findOwnOffer, isDraftKey } from './own-offer.ts';

export async function deleteOffer(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  key: TOfferKey,
): Promise<void> {
  const photos = await db.transaction(async (tx) => {
    const offer = isDraftKey(key) ? await findDraft(tx, user.id) : await findOwnOffer(tx, user.id, key);
    if (!offer) return [];
    const attached = await tx
      .select({ id: images.id, storageKey: images.storageKey })
      .from(offerImages)
      .innerJoin(images, eq(images.id, offerImages.imageId))
      .where(eq(offerImages.offerId, offer.id));
    await tx.delete(offers).where(eq(offers.id, offer.id));
    if (attached.length > 0) {
      await tx.delete(images).where(
        inArray(
          images.id,
          attached.map((a) => a.id),
        ),
      );
    }
    // Favourites and collection items of the offer go with it (database triggers, decision 010).
    await dropOfferNotifications(tx, user.id, [offer.id]);
    return attached;
  });
  await Promise.all(photos.map((photo) => removeImageFiles(storage, photo)));
}
