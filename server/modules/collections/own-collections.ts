// Owners touch only their own collections: a foreign or unknown id answers NotFound and changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collections } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export type CollectionRow = typeof collections.$inferSelect;

export async function findOwnCollection(db: DbOrTx, userId: number, id: number): Promise<CollectionRow> {
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)));
  if (!row) throw notFound(workflowTexts.collections.notFound);
  return row;
}

/** Locks the rows (FOR UPDATE) so that concurrent binds count their objects one after the other. */
export async function lockOwnCollections(
  tx: DbOrTx,
  userId: number,
  ids: number[],
): Promise<CollectionRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(collections)
    .where(and(eq(collections.userId, userId), inArray(collections.id, ids)))
    .orderBy(collections.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound(workflowTexts.collections.notFound);
  return rows;
}
