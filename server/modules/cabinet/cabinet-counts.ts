// GET /api/cabinet: the numbers next to each section of the cabinet home, and the paid-placement offer.
import { count, eq } from 'drizzle-orm';
import { Ability } from '#shared/enums.ts';
import type { TCabinet } from '#shared/schemas/cabinet.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collections, favorites, filters, invites, type UserRow } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { hasAbility } from '../../policies.ts';
import { unreadCount } from '../notifications/list-notifications.ts';
import { offerCounts } from '../user-offers/list-own-offers.ts';

export async function cabinetCounts(
  db: DbOrTx,
  env: Pick<Env, 'AD_PRICE' | 'PAYMENT_PROVIDER'>,
  user: UserRow,
): Promise<TCabinet> {
  const countOf = async (table: typeof collections | typeof favorites | typeof filters | typeof invites) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, user.id));
    return row?.n ?? 0;
  };
  const [collectionsCount, offers, favoritesCount, filtersCount, invitesCount, unread] = await Promise.all([
    countOf(collections),
    offerCounts(db, user.id),
    countOf(favorites),
    countOf(filters),
    countOf(invites),
    unreadCount(db, user.id),
  ]);
  return {
    counts: {
      collections: collectionsCount,
      offers,
      favorites: favoritesCount,
      filters: filtersCount,
      invites: invitesCount,
      unreadNotifications: unread,
    },
    adCreate: {
      allowed: hasAbility(user, Ability.adCreate),
      price: env.AD_PRICE,
      payable: env.PAYMENT_PROVIDER !== 'off',
    },
  };
}
