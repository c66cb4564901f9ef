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

/**
 * The head of a card as the serializer writes it (the schema's first three fields, ZObjectCard and ZOfferCard):
 * inside a JSON string a quote is escaped, so this only ever matches a card object itself.
 */
const CARD_HEAD = /\{"id":(\d+),"isOffer":(true|false),"isFavorite":(true|false)/g;

/**
 * A shared page's stored text with the viewer's hearts set: the same bytes the serializer would write for the
 * overlaid answer (withFavorites), without serializing it again. Null when the text does not hold exactly `cards`
 * card heads (not a page of cards as expected): the caller serializes instead.
 */
export function heartsOnText(text: string, cards: number, own: ViewerFavorites): string | null {
  let seen = 0;
  const patched = text.replace(CARD_HEAD, (head, id: string, isOffer: string, flag: string) => {
    seen += 1;
    if (flag === 'true' || !(isOffer === 'true' ? own.offers : own.realty).has(Number(id))) return head;
    return `${head.slice(0, -'false'.length)}true`;
  });
  return seen === cards ? patched : null;
}
