// A company's API keys: the owner or a member with `settings` lists, creates (the key is in that answer only) and
// revokes them; a foreign company or key is a 404.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PREFIX, WEBHOOK_LIMITS } from '#shared/integrations.ts';
import type { TApiKey, TApiKeyCreate } from '#shared/schemas/integrations.ts';
import { integrationTexts } from '#shared/texts/integrations.ts';
import { sha256 } from '../../core/hash.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiKeys, type ApiKeyRow, type UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { openCompany } from '../companies/company-access.ts';

const e = integrationTexts.errors;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentApiKey(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `${row.prefix}…`,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

export async function listApiKeys(db: Db, user: UserRow, companyId: number) {
  await openCompany(db, user, companyId, 'settings');
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.id));
  return { data: rows.map(presentApiKey) };
}

/** Seeds and the route both create keys here; the key itself is returned once and never stored. */
export async function insertApiKey(
  db: DbOrTx,
  companyId: number,
  input: TApiKeyCreate,
  byUserId: number | null,
  now: Date,
) {
  const key = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      companyId,
      name: input.name,
      prefix: key.slice(0, API_KEY_PREFIX.length + 4),
      hash: sha256(key),
      scopes: input.scopes,
      createdById: byUserId,
      createdAt: now,
    })
    .returning();
  return { apiKey: presentApiKey(row!), key };
}

export async function createApiKey(
  db: Db,
  user: UserRow,
  companyId: number,
  input: TApiKeyCreate,
  now: Date,
) {
  await openCompany(db, user, companyId, 'settings');
  const [n] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  if ((n?.n ?? 0) >= WEBHOOK_LIMITS.keys) throw conflict(e.tooManyKeys);
  return insertApiKey(db, companyId, input, user.id, now);
}

export async function revokeApiKey(db: Db, user: UserRow, companyId: number, keyId: number, now: Date) {
  await openCompany(db, user, companyId, 'settings');
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId)));
  if (!row) throw notFound(e.keyNotFound);
  if (row.revokedAt) return { apiKey: presentApiKey(row) };
  const [revoked] = await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, keyId)).returning();
  return { apiKey: presentApiKey(revoked!) };
}
