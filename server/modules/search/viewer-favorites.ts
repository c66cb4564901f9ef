// The viewer's favourite complexes and offers as a whole, kept in the cache under the user's counter: every
// favourite added or removed goes through /api/user/favorites, a write of the user's own that moves the counter
// (server/core/cache/write-rules.ts), so a cached hit of search costs no database query for the favourite flags.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Kind } from '#shared/enums.ts';
import { userVersion } from '../../core/cache/names.ts';
import { favorites, type UserRow } from '../../db/schema/index.ts';

const FAVORITES_TTL_MS = 10 * 60_000;

export interface ViewerFavorites {
  realty: ReadonlySet<number>;
  offers: ReadonlySet<number>;
}

interface Stored {
  realty: number[];
  offers: number[];
}

export async function viewerFavorites(app: FastifyInstance, viewer: UserRow): Promise<ViewerFavorites> {
  const [version] = await app.cache.versions([userVersion(viewer.id)]);
  const key = `favorites:${viewer.id}:${version}`;
  let stored = await app.cache.get<Stored>(key);
  if (!stored) {
    const rows = await app.readDb
      .select({ kind: favorites.kind, id: favorites.itemId })
      .from(favorites)
      .where(and(eq(favorites.userId, viewer.id), inArray(favorites.kind, [Kind.realty, Kind.offer])));
    stored = {
      realty: rows.filter((r) => r.kind === Kind.realty).map((r) => r.id),
      offers: rows.filter((r) => r.kind === Kind.offer).map((r) => r.id),
    };
    await app.cache.set(key, stored, FAVORITES_TTL_MS);
  }
  return { realty: new Set(stored.realty), offers: new Set(stored.offers) };
}
