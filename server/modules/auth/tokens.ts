// Bearer tokens: random, stored as sha256, revocable.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, users, type UserRow } from '../../db/schema/index.ts';
import { sha256 } from '../../core/hash.ts';

export async function issueToken(
  db: DbOrTx,
  userId: number,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(authTokens)
    .values({ userId, tokenHash: sha256(token), userAgent: meta.userAgent, ip: meta.ip });
  return token;
}

export async function findUserByToken(
  db: DbOrTx,
  token: string,
): Promise<{ user: UserRow; tokenId: number } | null> {
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
