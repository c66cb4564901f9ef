// Every notification goes through here: one row for the list, one push on the user's private channel, and its
// Telegram and web push copies as the user chose them.
import type { TNotification, TNotificationPayloads } from '#shared/schemas/notification.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { enqueueChannelCopies } from '../channels/fan-out.ts';

type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    data: { payload: row.payload ?? null },
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores the notification and returns a function that pushes it. Call the push after the transaction
 * commits, so a rolled-back change never reaches the user.
 */
export async function notify<T extends keyof TNotificationPayloads>(
  db: DbOrTx,
  realtime: Realtime,
  userId: number,
  type: T,
  payload: TNotificationPayloads[T],
  now: Date,
): Promise<() => void> {
  // Telegram and push copies go to the outbox in this same transaction (server/modules/channels).
  const { bell } = await enqueueChannelCopies(db, userId, type, payload, now);
  if (!bell) return () => {};
  const [row] = await db.insert(notifications).values({ userId, type, payload, createdAt: now }).returning();
  const notification = presentNotification(row!);
  return () => realtime.toUser(userId, PrivateEvent.Notification, notification);
}
