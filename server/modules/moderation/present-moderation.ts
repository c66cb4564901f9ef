// Moderation's view of users and offers: more than anyone else sees (phones, roles, owners).
import { count, eq, inArray } from 'drizzle-orm';
import type { TModerationOffer, TModerationUser } from '#shared/schemas/moderation.ts';
import type { DbOrTx } from '../../db/client.ts';
import { offers, users, type OfferRow, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadOfferCards } from '../cards/cards.ts';

export async function presentModerationUsers(db: DbOrTx, rows: UserRow[]): Promise<TModerationUser[]> {
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ userId: offers.userId, n: count() })
          .from(offers)
          .where(inArray(offers.userId, ids))
          .groupBy(offers.userId);
  return rows.map((u) => ({
    id: u.id,
    phone: u.phone,
    name: u.name,
    email: u.email,
    group: u.group,
    groupBeforeBan: u.groupBeforeBan ?? null,
    status: u.status,
    abilities: u.abilities,
    offersCount: counts.find((c) => c.userId === u.id)?.n ?? 0,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  }));
}

/** Cards in the order of the rows, with their owners; the moderator sees the commission like any staff. */
export async function presentModerationOffers(
  db: DbOrTx,
  storage: Storage,
  viewer: UserRow,
  rows: OfferRow[],
): Promise<TModerationOffer[]> {
  const [cards, owners] = await Promise.all([
    loadOfferCards(
      db,
      storage,
      rows.map((r) => r.id),
      viewer,
    ),
    rows.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, phone: users.phone, group: users.group })
          .from(users)
          .where(
            inArray(
              users.id,
              rows.map((r) => r.userId),
            ),
          ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return cards.map((card) => {
    const row = byId.get(card.id)!;
    const owner = owners.find((o) => o.id === row.userId)!;
    return { ...card, owner, disabledAt: row.disabledAt?.toISOString() ?? null };
  });
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
