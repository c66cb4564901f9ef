// «Скачать мои данные» (152-FZ art. 14): everything the service keeps about one user. Only the caller's own rows:
// every query is bounded by the user's id (collection items by the user's collections).
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bookings,
  collectionItems,
  collections,
  consents,
  favorites,
  filters,
  invites,
  notifications,
  offers,
  userCompare,
  users,
} from '../../db/schema/index.ts';

export interface UserDataExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  favorites: unknown[];
  savedFilters: unknown[];
  collections: unknown[];
  compare: unknown[];
  offers: unknown[];
  bookings: unknown[];
  invites: unknown[];
  notifications: unknown[];
  consents: unknown[];
}

export async function exportUserData(db: DbOrTx, userId: number, now: Date): Promise<UserDataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const { groupBeforeBan: _ban, ...profile } = user!;
  const [
    favoriteRows,
    filterRows,
    collectionRows,
    compareRows,
    offerRows,
    bookingRows,
    inviteRows,
    notes,
    given,
  ] = await Promise.all([
    db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.createdAt)),
    db.select().from(filters).where(eq(filters.userId, userId)).orderBy(asc(filters.id)),
    db.select().from(collections).where(eq(collections.userId, userId)).orderBy(asc(collections.id)),
    db.select().from(userCompare).where(eq(userCompare.userId, userId)).orderBy(asc(userCompare.id)),
    db.select().from(offers).where(eq(offers.userId, userId)).orderBy(asc(offers.id)),
    // Bookings and requests this user made (as the agent, or as the buyer asking).
    db.select().from(bookings).where(eq(bookings.agentId, userId)).orderBy(asc(bookings.id)),
    db.select().from(invites).where(eq(invites.userId, userId)).orderBy(asc(invites.id)),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id)),
  ]);
  const items = collectionRows.length
    ? await db
        .select()
        .from(collectionItems)
        .where(
          inArray(
            collectionItems.collectionId,
            collectionRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(collectionItems.sort))
    : [];
  return {
    exportedAt: now.toISOString(),
    profile,
    favorites: favoriteRows.map(({ userId: _u, ...row }) => row),
    savedFilters: filterRows.map(({ userId: _u, ...row }) => row),
    collections: collectionRows.map(({ userId: _u, ...collection }) => ({
      ...collection,
      items: items
        .filter((item) => item.collectionId === collection.id)
        .map(({ collectionId: _c, ...item }) => item),
    })),
    compare: compareRows.map(({ userId: _u, ...row }) => row),
    offers: offerRows.map(({ userId: _u, ...row }) => row),
    bookings: bookingRows.map(({ agentId: _a, statusBefore: _s, ...row }) => row),
    invites: inviteRows.map(({ userId: _u, invitedUserId: _i, ...row }) => row),
    notifications: notes.map(({ userId: _u, ...row }) => row),
    consents: given.map(({ userId: _u, ...row }) => row),
  };
}
