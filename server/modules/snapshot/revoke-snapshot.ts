// DELETE /api/snapshot/{id}: the owner withdraws a sent link. The row stays (its openings and the clients'
// reactions remain the agent's), but every read through the link answers NotFound from now on.
import { and, eq, isNull } from 'drizzle-orm';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { looksLikeSnapshotId } from './snapshot-id.ts';

/** Revoking twice is not an error. */
export async function revokeSnapshot(db: DbOrTx, user: UserRow, id: string, now: Date): Promise<void> {
  if (!looksLikeSnapshotId(id)) throw notFound(workflowTexts.snapshots.notFound);
  const own = and(eq(snapshots.id, id), eq(snapshots.userId, user.id));
  await db
    .update(snapshots)
    .set({ revokedAt: now })
    .where(and(own, isNull(snapshots.revokedAt)));
  if ((await db.$count(snapshots, own)) === 0) throw notFound(workflowTexts.snapshots.notFound);
}
