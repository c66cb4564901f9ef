// The token → user lookup through the cache. An entry carries the user's counter as it was when the row was read;
// any change of the user (logout, ban, role, abilities, status) moves the counter on, so the next request of any
// node reads the database again.
import { getTableColumns } from 'drizzle-orm';
import type { Cache } from '../../core/cache/cache.ts';
import { userVersion } from '../../core/cache/names.ts';
import { sha256 } from '../../core/hash.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { findUserByToken } from './tokens.ts';

/** How long a node trusts a cached lookup whose user counter it could not have seen move (the admin CLI says so). */
export const TOKEN_TTL_MS = 5 * 60_000;

interface Entry {
  user: UserRow;
  tokenId: number;
  version: number;
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

export async function findUserByTokenCached(
  db: DbOrTx,
  cache: Cache,
  token: string,
): Promise<{ user: UserRow; tokenId: number } | null> {
  const key = `token:${sha256(token)}`;
  const entry = await cache.get<Entry>(key);
  if (entry) {
    const [version] = await cache.versions([userVersion(entry.user.id)]);
    if (version === entry.version) return { user: revive(entry.user), tokenId: entry.tokenId };
  }
  const first = await findUserByToken(db, token);
  if (!first) return null;
  // The counter is read before the row that is stored: a change committed in between leaves a stale counter.
  const [version] = await cache.versions([userVersion(first.user.id)]);
  const found = await findUserByToken(db, token);
  if (!found) return null;
  await cache.set(
    key,
    { user: found.user, tokenId: found.tokenId, version: version! } satisfies Entry,
    TOKEN_TTL_MS,
  );
  return found;
}
