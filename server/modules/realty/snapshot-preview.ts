// A snapshot (a frozen list made from a collection) opens its items without login, in preview mode.
import { and, eq, sql } from 'drizzle-orm';
import { Kind, type TKind } from '#shared/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots } from '../../db/schema/index.ts';

/** Whether the snapshot exists and holds this complex (or, with kind offer, this resale offer). */
export async function canPreviewViaSnapshot(
  db: DbOrTx,
  snapshotId: string,
  objectId: number,
  kind: TKind = Kind.realty,
): Promise<boolean> {
  if (!snapshotId || !Number.isInteger(objectId)) return false;
  const item = JSON.stringify([{ kind, id: objectId }]);
  const rows = await db
    .select({ id: snapshots.id })
    .from(snapshots)
    .where(and(eq(snapshots.id, snapshotId), sql`${snapshots.items} @> ${item}::jsonb`))
    .limit(1);
  return rows.length > 0;
}
