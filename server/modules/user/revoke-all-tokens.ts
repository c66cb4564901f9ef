// Logged out everywhere: the user's own «Выйти на всех устройствах», and a ban by moderation.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';

/** Revokes every live token of the user; returns their hashes (the cache keys of their lookups). */
export async function revokeAllTokens(db: DbOrTx, userId: number, now: Date): Promise<string[]> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ tokenHash: authTokens.tokenHash });
  return revoked.map((row) => row.tokenHash);
}
