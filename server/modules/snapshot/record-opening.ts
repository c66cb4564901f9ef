// Every opening of a link by someone other than its author is counted, per visitor and day (Moscow time); reads by
// the same visitor within half an hour (a reload, a refetch) are one opening. The first opening after the link was
// sent or refreshed tells the agent at once (SnapshotOpened).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TSnapshotOpenedPayload } from '#shared/schemas/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, snapshotVisits } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notify } from '../notifications/notify.ts';
import { emitCollectionEvent } from '../webhooks/domain-events.ts';
import type { SnapshotRow } from './live-snapshot.ts';
import { moscowDay } from '../../core/moscow-day.ts';

export const SAME_OPENING_MINUTES = 30;

export const openedPayload = (snapshot: SnapshotRow): TSnapshotOpenedPayload => ({
  snapshotId: snapshot.id,
  collectionId: snapshot.collectionId,
  name: snapshot.name,
});

export async function recordOpening(
  db: DbOrTx,
  realtime: Realtime,
  snapshot: SnapshotRow,
  visitorId: string,
  now: Date,
): Promise<void> {
  const push = await db.transaction(async (tx) => {
    await tx
      .insert(snapshotVisits)
      .values({ snapshotId: snapshot.id, visitorId, day: moscowDay(now), firstAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: [snapshotVisits.snapshotId, snapshotVisits.visitorId, snapshotVisits.day],
        set: {
          opens: sql`${snapshotVisits.opens} + case when excluded.last_at - ${snapshotVisits.lastAt} >= interval '${sql.raw(String(SAME_OPENING_MINUTES))} minutes' then 1 else 0 end`,
          lastAt: sql`excluded.last_at`,
        },
      });
    const first = await tx
      .update(snapshots)
      .set({ firstOpenedAt: now })
      .where(and(eq(snapshots.id, snapshot.id), isNull(snapshots.firstOpenedAt)))
      .returning({ id: snapshots.id });
    if (first.length === 0) return null;
    await emitCollectionEvent(
      tx,
      snapshot.agencyId,
      'collection.opened',
      { ...openedPayload(snapshot) },
      now,
    );
    return notify(tx, realtime, snapshot.userId, 'SnapshotOpened', openedPayload(snapshot), now);
  });
  push?.();
}
