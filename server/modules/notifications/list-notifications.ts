// The caller's notifications, newest first, and how many are unread.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { pageMeta } from '#shared/schemas/common.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { presentNotification } from './notify.ts';

export const NOTIFICATIONS_PER_PAGE = 20;

export async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: DbOrTx, userId: number, page: number) {
  const perPage = NOTIFICATIONS_PER_PAGE;
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
  ]);
  return {
    data: rows.map(presentNotification),
    meta: { ...pageMeta(page, perPage, total?.n ?? 0), unread_count: unread },
  };
}
