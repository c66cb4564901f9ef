// `Authorization: Bearer kv_…`: the key acts as its company's owner, on the routes its scopes open and nowhere else.
// Keys are 32 random bytes; the database keeps their SHA-256 only (a key this long needs no slow hash: nothing to
// guess, and a lookup by hash stays one index read).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EndpointDef } from '#shared/api/endpoint.ts';
import { API_KEY_PREFIX } from '#shared/integrations.ts';
import { integrationTexts } from '#shared/texts/integrations.ts';
import { fill } from '#shared/texts/ru.ts';
import { sha256 } from '../../core/hash.ts';
import type { Db } from '../../db/client.ts';
import { apiKeys, companyMembers, users, type ApiKeyRow, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { apiKeyScopeOf } from './scoped-routes.ts';

const e = integrationTexts.errors;

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The key's row and the company owner it acts as; a revoked or unknown key is a 401. */
export async function authenticateApiKey(
  db: Db,
  token: string,
  endpoint: EndpointDef | undefined,
  now: Date,
): Promise<{ key: ApiKeyRow; user: UserRow }> {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.hash, sha256(token)), isNull(apiKeys.revokedAt)));
  if (!key) throw new AppError('Unauthorized', e.keyRevoked);
  const scope = apiKeyScopeOf(endpoint);
  if (!scope) throw new AppError('Forbidden', e.keyNotAllowed);
  if (!key.scopes.includes(scope)) throw new AppError('Forbidden', fill(e.scopeMissing, scope));
  const [owner] = await db
    .select({ user: users })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, key.companyId), eq(companyMembers.role, 'owner')))
    .orderBy(asc(companyMembers.id))
    .limit(1);
  if (!owner) throw new AppError('Unauthorized', e.keyRevoked);
  // Used-at to the minute: one write a minute per key at most, not one per call.
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  return { key, user: owner.user };
}
