// Every read through a link (the page, its reactions, its complexes' pages, its PDF) first finds the link alive: an
// unknown, malformed or revoked id answers NotFound, the same for all three so a revoked link tells nothing.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { looksLikeSnapshotId } from './snapshot-id.ts';

export type SnapshotRow = typeof snapshots.$inferSelect;

/** SQL: the link has not been revoked. */
export const isLiveSnapshot = (): SQL => isNull(snapshots.revokedAt);

/** The snapshot behind a public link, or NotFound. */
export async function findLiveSnapshot(db: DbOrTx, id: string): Promise<SnapshotRow> {
  if (!looksLikeSnapshotId(id)) throw notFound(workflowTexts.snapshots.notFound);
  const [row] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.id, id), isLiveSnapshot()));
  if (!row) throw notFound(workflowTexts.snapshots.notFound);
  return row;
}
