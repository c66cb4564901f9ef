// The builder's feed token: 32 random bytes, base64url (43 characters), one per builder, kept as it is so the settings
// screen shows the links again (decision 026). A new token replaces the old one at once: the old links answer 404.
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Ability, Role } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { feedTokens, users } from '../../db/schema/index.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = () => randomBytes(32).toString('base64url');

/** The builder's token, made on first use. */
export async function ensureFeedToken(db: DbOrTx, ownerId: number): Promise<string> {
  await db.insert(feedTokens).values({ ownerId, token: newFeedToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: feedTokens.token })
    .from(feedTokens)
    .where(eq(feedTokens.ownerId, ownerId));
  return row!.token;
}

export async function regenerateFeedToken(db: DbOrTx, ownerId: number, now: Date): Promise<string> {
  const token = newFeedToken();
  await db
    .insert(feedTokens)
    .values({ ownerId, token, createdAt: now })
    .onConflictDoUpdate({ target: feedTokens.ownerId, set: { token, createdAt: now } });
  return token;
}

/**
 * Whose feed a token opens: a builder who still has the back-office (the cabinet ability, or an admin) and is not
 * banned. Anything else — a malformed, unknown or replaced token, a banned builder — is null.
 */
export async function feedOwner(db: DbOrTx, token: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ ownerId: feedTokens.ownerId })
    .from(feedTokens)
    .innerJoin(users, eq(users.id, feedTokens.ownerId))
    .where(
      and(
        eq(feedTokens.token, token),
        sql`(${users.group} = ${Role.admin} or ${Ability.cabinet} = any(${users.abilities}))`,
        ne(users.group, Role.disabled),
      ),
    );
  return row?.ownerId ?? null;
}
