// «Удалить аккаунт» (152-FZ art. 21): the user is anonymised, not deleted, in one transaction. Contacts are erased
// and the phone replaced by a tombstone unique to the row (the unique index holds, and the old phone logs in as a new
// account), every token is revoked, personal lists go; bookings and deals keep their rows, pointing at the anonymised
// user, because the law keeps records of deals. Consents stay as the record of what was accepted.
// Every resale offer of the user goes at once, whatever its state, as deleting one offer does (user-offers/
// delete-offer.ts): search, cards, feeds and the offer's page lose it with the commit, the favourites and collection
// items of others that pointed at it go by the database's trigger (decision 010), their comparisons here, and the
// photos' files right after the commit (the caller removes them: storage is outside the transaction).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CompareKind } from '#shared/compare.ts';
import type { Db } from '../../db/client.ts';
import {
  collections,
  emailVerifications,
  favorites,
  filters,
  images,
  invites,
  notifications,
  offerImages,
  offers,
  snapshots,
  userCompare,
  users,
  type ImageRow,
} from '../../db/schema/index.ts';
import { revokeAllTokens } from '../user/revoke-all-tokens.ts';

/** Never a phone anyone can type (not E.164), unique per user. */
export const tombstonePhone = (userId: number) => `deleted-${userId}`;

export interface DeletedAccount {
  /** The user's offers that were removed. */
  offerIds: number[];
  /** The complexes those offers were tied to: their cached counters move on. */
  objectIds: number[];
  /** The offers' photos, whose files are to be removed after the commit. */
  photos: Pick<ImageRow, 'id' | 'storageKey'>[];
}

export async function deleteAccount(db: Db, userId: number, now: Date): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        phone: tombstonePhone(userId),
        name: null,
        email: null,
        emailVerifiedAt: null,
        whatsapp: null,
        telegram: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeAllTokens(tx, userId, now);
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    await tx.delete(favorites).where(eq(favorites.userId, userId));
    await tx.delete(filters).where(eq(filters.userId, userId));
    await tx.delete(userCompare).where(eq(userCompare.userId, userId));
    await tx.delete(invites).where(eq(invites.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    // Links already sent stop answering (a Russian 404 page): they showed the user's name and contacts.
    await tx
      .update(snapshots)
      .set({ revokedAt: now })
      .where(and(eq(snapshots.userId, userId), isNull(snapshots.revokedAt)));
    await tx.delete(collections).where(eq(collections.userId, userId));

    const own = await tx
      .select({ id: offers.id, objectId: offers.objectId })
      .from(offers)
      .where(eq(offers.userId, userId));
    const offerIds = own.map((offer) => offer.id);
    if (offerIds.length === 0) return { offerIds, objectIds: [], photos: [] };
    const photos = await tx
      .select({ id: images.id, storageKey: images.storageKey })
      .from(offerImages)
      .innerJoin(images, eq(images.id, offerImages.imageId))
      .where(inArray(offerImages.offerId, offerIds));
    await tx.delete(offers).where(inArray(offers.id, offerIds));
    if (photos.length > 0) {
      await tx.delete(images).where(
        inArray(
          images.id,
          photos.map((photo) => photo.id),
        ),
      );
    }
    // Comparison lists have no trigger (a gone item is skipped when listed); others' lists lose it now.
    await tx
      .delete(userCompare)
      .where(and(eq(userCompare.kind, CompareKind.offer), inArray(userCompare.itemId, offerIds)));
    const objectIds = [...new Set(own.flatMap((offer) => (offer.objectId === null ? [] : [offer.objectId])))];
    return { offerIds, objectIds, photos };
  });
}
