// PUT /api/snapshot/{id}: the owner brings a sent link up to the collection's current content; the id stays, and
// today's state becomes the client's new baseline. A revoked link cannot be brought back.
import { and, eq } from 'drizzle-orm';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, type UserRow } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../errors.ts';
import { findOwnCollection } from '../collections/own-collections.ts';
import { baselineFor, collectionContent } from './snapshot-content.ts';
import { isLiveSnapshot } from '../../policies/snapshot-preview.ts';
import { looksLikeSnapshotId } from './snapshot-id.ts';

export async function refreshSnapshot(
  db: DbOrTx,
  user: UserRow,
  id: string,
  collectionId: number | undefined,
  now: Date,
): Promise<{ id: string }> {
  if (!looksLikeSnapshotId(id)) throw notFound(workflowTexts.snapshots.notFound);
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.id, id), eq(snapshots.userId, user.id), isLiveSnapshot()));
  if (!row) throw notFound(workflowTexts.snapshots.notFound);
  const sourceId = collectionId ?? row.collectionId;
  if (sourceId == null) throw invalid('id', workflowTexts.snapshots.noCollection);
  const collection = await findOwnCollection(db, user.id, sourceId);
  const items = await collectionContent(db, collection);
  await db
    .update(snapshots)
    .set({
      items,
      states: await baselineFor(db, items),
      name: collection.name,
      collectionId: collection.id,
      // The client is told again when they open the refreshed link.
      firstOpenedAt: null,
      updatedAt: now,
    })
    .where(eq(snapshots.id, row.id));
  return { id: row.id };
}
