// A snapshot (a frozen list made from a collection) opens its items without login, in preview mode.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Kind, type TKind } from '#shared/enums.ts';
import type { DbOrTx } from '../db/client.ts';
import { snapshots } from '../db/schema/index.ts';

/** SQL: the link has not been revoked. */
export const isLiveSnapshot = (): SQL => isNull(snapshots.revokedAt);

/**
 * Whether the link is alive and holds this complex (or, with kind offer, this resale offer). A link holding a unit
 * opens the unit's complex and chessboard too.
 */
export async function canPreviewViaSnapshot(
  db: DbOrTx,
  snapshotId: string,
  objectId: number,
  kind: TKind = Kind.realty,
): Promise<boolean> {
  if (!snapshotId || !Number.isInteger(objectId)) return false;
  const item = JSON.stringify([{ kind, id: objectId }]);
  let holds = sql`${snapshots.items} @> ${item}::jsonb`;
  if (kind === Kind.realty) {
    const unitOf = JSON.stringify([{ kind: Kind.unit, objectId }]);
    holds = sql`(${holds} or ${snapshots.states} @> ${unitOf}::jsonb)`;
  }
  const rows = await db
    .select({ id: snapshots.id })
    .from(snapshots)
    .where(and(eq(snapshots.id, snapshotId), isLiveSnapshot(), holds))
    .limit(1);
  return rows.length > 0;
}
