// POST /api/user/favorites: adds or removes one favourite; asking twice changes nothing more.
import { and, eq } from 'drizzle-orm';
import { Kind } from '#shared/enums.ts';
import type { TFavoriteAnswer } from '#shared/schemas/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { favorites, type UserRow } from '../../db/schema/index.ts';
import { findVisibleObject, findVisibleOffer, userAccess } from '../../policies/visibility.ts';

export async function setFavorite(
  db: DbOrTx,
  user: UserRow,
  input: { id: number; isOffer: boolean; favorite: boolean },
): Promise<TFavoriteAnswer> {
  const kind = input.isOffer ? Kind.offer : Kind.realty;
  if (input.favorite) {
    // Only what the user may open can be added: someone else's draft answers NotFound, as on its page.
    const access = await userAccess(db, user);
    if (input.isOffer) await findVisibleOffer(db, input.id, access);
    else await findVisibleObject(db, input.id, access);
    await db.insert(favorites).values({ userId: user.id, kind, itemId: input.id }).onConflictDoNothing();
  } else {
    // Removing touches only the user's own row, so it works even for an item that has since been hidden.
    await db
      .delete(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.kind, kind), eq(favorites.itemId, input.id)));
  }
  return { id: input.id, isOffer: input.isOffer, isFavorite: input.favorite };
}
