// «Удалить аккаунт» (152-FZ art. 21): the user is anonymised, not deleted, in one transaction. Contacts are erased
// and the phone replaced by a tombstone unique to the row (the unique index holds, and the old phone logs in as a new
// account); every token row goes with its IP address and browser (no idle token is left to expire later), and the
// phone's login codes with theirs; personal lists go; bookings and deals keep their rows, pointing at the anonymised
// user, because the law keeps records of deals. Consents stay as the operator's proof of what was accepted and when
// (art. 9 part 3), no longer naming anyone, and a 'withdrawal' row records when the consent was withdrawn (its 6.2).
// Every resale offer of the user goes at once, whatever its state, as deleting one offer does (user-offers/
// delete-offer.ts): search, cards, feeds and the offer's page lose it with the commit, the favourites and collection
// items of others that pointed at it go by the database's trigger (decision 010), their comparisons here, and the
// photos' files right after the commit (the caller removes them: storage is outside the transaction).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CompareKind } from '#shared/compare.ts';
import { PRIVACY_VERSION } from '#shared/texts/privacy.ts';
import type { Db } from '../../db/client.ts';
import {
  authTokens,
  collections,
  consents,
  emailVerifications,
  favorites,
  filters,
  images,
  invites,
  notifications,
  offerImages,
  offers,
  smsCodes,
  snapshots,
  userCompare,
  users,
  type ImageRow,
} from '../../db/schema/index.ts';

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
    const [before] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
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
    // Deleted, not revoked: a lookup finds no row (401) and the row's IP and browser are gone.
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    if (before) await tx.delete(smsCodes).where(eq(smsCodes.phone, before.phone));
    await tx
      .insert(consents)
      .values({ userId, kind: 'withdrawal', version: PRIVACY_VERSION, acceptedAt: now });
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
