// A ban revokes every token of the user; their next call must still say why (UserIsBanned), not just
// Unauthorized. The auth plugin asks here about a token it did not accept.
import { eq } from 'drizzle-orm';
import { Role } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { sha256 } from '../../core/hash.ts';

export async function isBannedUsersToken(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ group: users.group })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.group === Role.disabled;
}
