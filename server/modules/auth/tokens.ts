// Bearer tokens: random, stored as sha256, revocable. A token expires when unused for TOKEN_IDLE_LIMIT_MS
// (sliding: each use moves its last-used time on, written at most every TOKEN_TOUCH_EVERY_MS).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, users, type UserRow } from '../../db/schema/index.ts';
import { sha256 } from '../../core/hash.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token unused this long is refused (Unauthorized) and deleted; measured by app.clock. */
export const TOKEN_IDLE_LIMIT_MS = 90 * DAY_MS;

/** The last-used time is written at most this often per token, so a request does not write every time. */
export const TOKEN_TOUCH_EVERY_MS = 60 * 60 * 1000;

export interface TokenOwner {
  user: UserRow;
  tokenId: number;
  /** When the token was last used (as written; up to TOKEN_TOUCH_EVERY_MS behind). */
  lastUsedAt: Date;
}

export async function issueToken(
  db: DbOrTx,
  userId: number,
  meta: { userAgent?: string; ip?: string; now?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    tokenHash: sha256(token),
    userAgent: meta.userAgent,
    ip: meta.ip,
    // Without a clock (seeds, test factories) the database's time.
    ...(meta.now ? { createdAt: meta.now, lastUsedAt: meta.now } : {}),
  });
  return token;
}

export const isIdleTooLong = (lastUsedAt: Date, now: Date): boolean =>
  now.getTime() - lastUsedAt.getTime() > TOKEN_IDLE_LIMIT_MS;

export const isTouchDue = (lastUsedAt: Date, now: Date): boolean =>
  now.getTime() - lastUsedAt.getTime() >= TOKEN_TOUCH_EVERY_MS;

/** The user of a live token; an expired one is deleted on the way and answers null, like a revoked one. */
export async function findUserByToken(db: DbOrTx, token: string, now: Date): Promise<TokenOwner | null> {
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (isIdleTooLong(row.lastUsedAt, now)) {
    await deleteIdleToken(db, row.tokenId, now);
    return null;
  }
  return row;
}

/** Deletes the token if it is still idle too long (a use on another node may have just moved it on). */
async function deleteIdleToken(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.id, tokenId),
        lt(authTokens.lastUsedAt, new Date(now.getTime() - TOKEN_IDLE_LIMIT_MS)),
      ),
    );
}

/**
 * Moves the last-used time on to `now` unless another request did within the hour; true when it wrote. The
 * condition keeps concurrent requests (on any node) from writing it twice.
 */
export async function touchToken(db: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const moved = await db
    .update(authTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(authTokens.id, tokenId),
        lt(authTokens.lastUsedAt, new Date(now.getTime() - TOKEN_TOUCH_EVERY_MS)),
      ),
    )
    .returning({ id: authTokens.id });
  return moved.length > 0;
}

export async function revokeToken(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}
