// Create, rename, delete a collection of the caller's.
import { and, count, eq } from 'drizzle-orm';
import { COLLECTION_LIMITS } from '#shared/schemas/collections.ts';
import { fill } from '#shared/texts/ru.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collections } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { atVersion, nextVersion } from '../../core/versions.ts';
import { lockKey } from '../../core/locks.ts';
import { WORKFLOW_LOCKS } from '../../core/workflow-locks.ts';
import type { CollectionRow } from './own-collections.ts';

export async function createCollection(
  db: DbOrTx,
  userId: number,
  name: string,
  now: Date,
): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    // Two creations at once must not both slip under the limit.
    await lockKey(tx, WORKFLOW_LOCKS.collections, String(userId));
    const [existing] = await tx
      .select({ n: count() })
      .from(collections)
      .where(eq(collections.userId, userId));
    if ((existing?.n ?? 0) >= COLLECTION_LIMITS.perUser) {
      throw invalid('name', fill(workflowTexts.collections.tooMany, COLLECTION_LIMITS.perUser));
    }
    const [row] = await tx
      .insert(collections)
      .values({ userId, name, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
}

/** `version`: the one the rename was based on (decision 018); an older one is a 409, nothing renamed. */
export async function renameCollection(
  db: DbOrTx,
  userId: number,
  id: number,
  input: { name: string; version?: number },
  now: Date,
): Promise<CollectionRow> {
  const own = and(eq(collections.id, id), eq(collections.userId, userId));
  const [row] = await db
    .update(collections)
    .set({ name: input.name, updatedAt: now, version: nextVersion(collections) })
    .where(and(own, atVersion(collections, input.version)))
    .returning();
  if (row) return row;
  if ((await db.$count(collections, own)) === 0) throw notFound(workflowTexts.collections.notFound);
  throw conflict(versionTexts.stale.collection);
}

/** Its items go with it; snapshots made from it stay, frozen, without their collection. */
export async function deleteCollection(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .returning({ id: collections.id });
  if (deleted.length === 0) throw notFound(workflowTexts.collections.notFound);
}
