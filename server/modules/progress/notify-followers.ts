// A new report of a published building of a public complex tells everyone following the complex's construction, in
// the report's own transaction (a rolled-back report tells no one); the pushes go after the commit.
import { and, eq, ne } from 'drizzle-orm';
import { NotificationType } from '#shared/enums.ts';
import type { TProgressNotice } from '#shared/schemas/progress.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications, objects, progressFollows } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { isPublicObject } from '../../policies/visibility.ts';
import { presentNotification } from '../notifications/notify.ts';
import type { TBuildingRef } from './access.ts';

export async function notifyFollowers(
  tx: DbOrTx,
  realtime: Realtime,
  building: TBuildingRef,
  report: { id: number; month: string; percent: number },
  authorId: number,
  now: Date,
): Promise<() => void> {
  if (!building.published) return () => {};
  const [open] = await tx
    .select({ open: isPublicObject() })
    .from(objects)
    .where(eq(objects.id, building.objectId));
  if (!open?.open) return () => {};
  const payload: TProgressNotice = {
    objectId: building.objectId,
    objectTitle: building.objectTitle,
    pavilionId: building.id,
    building: building.name,
    reportId: report.id,
    month: report.month,
    percent: report.percent,
  };
  const followers = await tx
    .select({ userId: progressFollows.userId })
    .from(progressFollows)
    .where(and(eq(progressFollows.objectId, building.objectId), ne(progressFollows.userId, authorId)));
  if (followers.length === 0) return () => {};
  // One insert for every follower, however many.
  const rows = await tx
    .insert(notifications)
    .values(
      followers.map((f) => ({
        userId: f.userId,
        type: NotificationType.progressReport,
        payload,
        createdAt: now,
      })),
    )
    .returning();
  return () => {
    for (const row of rows) realtime.toUser(row.userId, PrivateEvent.Notification, presentNotification(row));
  };
}
