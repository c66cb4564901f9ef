// The token → user lookup through the cache. An entry carries the user's counter as it was when the row was read;
// any change of the user (logout, logout everywhere, ban, role, abilities, status) moves the counter on, so the next
// request of any node reads the database again. The entry also carries the token's last-used time: a token idle
// too long by app.clock is never answered from the cache (the database read deletes it).
import { getTableColumns } from 'drizzle-orm';
import type { Cache } from '../../core/cache/cache.ts';
import { userVersion } from '../../core/cache/names.ts';
import { sha256 } from '../../core/hash.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { findUserByToken, isIdleTooLong, isTouchDue, touchToken, type TokenOwner } from './tokens.ts';

/** How long a node trusts a cached lookup whose user counter it could not have seen move (the admin CLI says so). */
export const TOKEN_TTL_MS = 5 * 60_000;

interface Entry {
  user: UserRow;
  tokenId: number;
  version: number;
  /** Milliseconds since the epoch. */
  lastUsedAt: number;
}

/** Columns that are Date in the row and a string after a trip through JSON (the Redis store). */
const dateColumns = Object.entries(getTableColumns(users))
  .filter(([, column]) => column.dataType === 'date')
  .map(([name]) => name as keyof UserRow);

function revive(user: UserRow): UserRow {
  const copy = { ...user } as Record<keyof UserRow, unknown>;
  for (const name of dateColumns) {
    const value = copy[name];
    if (typeof value === 'string') copy[name] = new Date(value);
  }
  return copy as UserRow;
}

/** The cache key of a token's lookup: the hash the database stores too (auth_tokens.token_hash). */
export const tokenCacheKey = (tokenHash: string) => `token:${tokenHash}`;

async function currentEntry(cache: Cache, key: string): Promise<Entry | null> {
  const entry = await cache.get<Entry>(key);
  if (!entry || typeof entry.lastUsedAt !== 'number') return null;
  const [version] = await cache.versions([userVersion(entry.user.id)]);
  return version === entry.version ? entry : null;
}

export async function findUserByTokenCached(
  db: DbOrTx,
  cache: Cache,
  token: string,
  now: Date,
): Promise<TokenOwner | null> {
  const key = tokenCacheKey(sha256(token));
  const entry = await currentEntry(cache, key);
  if (entry && !isIdleTooLong(new Date(entry.lastUsedAt), now)) {
    return { user: revive(entry.user), tokenId: entry.tokenId, lastUsedAt: new Date(entry.lastUsedAt) };
  }
  const first = await findUserByToken(db, token, now);
  if (!first) return null;
  // The counter is read before the row that is stored: a change committed in between leaves a stale counter.
  const [version] = await cache.versions([userVersion(first.user.id)]);
  const found = await findUserByToken(db, token, now);
  if (!found) return null;
  await cache.set(
    key,
    {
      user: found.user,
      tokenId: found.tokenId,
      version: version!,
      lastUsedAt: found.lastUsedAt.getTime(),
    } satisfies Entry,
    TOKEN_TTL_MS,
  );
  return found;
}

/**
 * A use of the token: when its last-used time is an hour old, writes `now` to the row and to the cached entry (whose
 * counter stays as read, so a change of the user meanwhile still drops it). Otherwise writes nothing.
 */
export async function touchTokenCached(
  db: DbOrTx,
  cache: Cache,
  token: string,
  found: TokenOwner,
  now: Date,
): Promise<void> {
  if (!isTouchDue(found.lastUsedAt, now)) return;
  await touchToken(db, found.tokenId, now);
  // Another request may have written it within the hour; either way the entry stops asking for an hour.
  const key = tokenCacheKey(sha256(token));
  const entry = await currentEntry(cache, key);
  if (entry?.tokenId === found.tokenId) {
    await cache.set(key, { ...entry, lastUsedAt: now.getTime() } satisfies Entry, TOKEN_TTL_MS);
  }
}
