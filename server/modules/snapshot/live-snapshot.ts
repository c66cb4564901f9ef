// Every read through a link (the page, its reactions, its complexes' pages, its PDF) first finds the link alive: an
// unknown, malformed or revoked id answers NotFound; a revoked one says so (`revoked: true`), so the client's page
// tells them the agent withdrew it rather than that the link is mistyped.
import { eq } from 'drizzle-orm';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { looksLikeSnapshotId } from './snapshot-id.ts';

export type SnapshotRow = typeof snapshots.$inferSelect;

/** The snapshot behind a public link, or NotFound. */
export async function findLiveSnapshot(db: DbOrTx, id: string): Promise<SnapshotRow> {
  if (!looksLikeSnapshotId(id)) throw notFound(workflowTexts.snapshots.notFound);
  const [row] = await db.select().from(snapshots).where(eq(snapshots.id, id));
  if (!row) throw notFound(workflowTexts.snapshots.notFound);
  if (row.revokedAt) throw new AppError('NotFound', liveTexts.errors.revoked, { revoked: true });
  return row;
}
