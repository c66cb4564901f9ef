// «Удалить аккаунт» (152-FZ art. 21): the user is anonymised, not deleted, in one transaction. Contacts are erased
// and the phone replaced by a tombstone unique to the row (the unique index holds, and the old phone logs in as a new
// account), every token is revoked, personal lists go; bookings and deals keep their rows, pointing at the anonymised
// user, because the law keeps records of deals. Consents stay as the record of what was accepted.
import { and, eq, isNull } from 'drizzle-orm';
import { OfferStatus } from '#shared/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  collections,
  emailVerifications,
  favorites,
  filters,
  invites,
  notifications,
  offers,
  snapshots,
  userCompare,
  users,
} from '../../db/schema/index.ts';
import { revokeAllTokens } from '../user/revoke-all-tokens.ts';

/** Never a phone anyone can type (not E.164), unique per user. */
export const tombstonePhone = (userId: number) => `deleted-${userId}`;

export async function deleteAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
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
    // Links already sent stop answering: they showed the user's name and contacts.
    await tx
      .update(snapshots)
      .set({ revokedAt: now })
      .where(and(eq(snapshots.userId, userId), isNull(snapshots.revokedAt)));
    await tx.delete(collections).where(eq(collections.userId, userId));
    await tx.delete(offers).where(and(eq(offers.userId, userId), eq(offers.status, OfferStatus.draft)));
  });
}
