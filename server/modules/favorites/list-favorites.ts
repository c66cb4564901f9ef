// GET /api/user/favorites?page: the user's favourite complexes and offers as cards, the latest added first.
// Items the user can no longer open (unpublished, archived) are left out but kept: they return if republished.
import { and, count, desc, eq } from 'drizzle-orm';
import { pageMeta } from '#shared/schemas/common.ts';
import type { TFavoritesPage } from '#shared/schemas/realty.ts';
import type { DbOrTx } from '../../db/client.ts';
import { favorites, type UserRow } from '../../db/schema/index.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadListCards } from '../cards/list-cards.ts';
import { visibleFavorite } from './visible-favorite.ts';

export const FAVORITES_PER_PAGE = 20;

export async function listFavorites(
  db: DbOrTx,
  storage: Storage,
  user: UserRow,
  page: number,
  now: Date,
): Promise<TFavoritesPage> {
  const where = and(eq(favorites.userId, user.id), visibleFavorite(user));
  const [rows, [total]] = await Promise.all([
    db
      .select({ kind: favorites.kind, id: favorites.itemId })
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.kind), desc(favorites.itemId))
      .limit(FAVORITES_PER_PAGE)
      .offset((page - 1) * FAVORITES_PER_PAGE),
    db.select({ n: count() }).from(favorites).where(where),
  ]);
  const data = await loadListCards(db, storage, rows, user, now);
  return { data, meta: pageMeta(page, FAVORITES_PER_PAGE, total?.n ?? 0) };
}
