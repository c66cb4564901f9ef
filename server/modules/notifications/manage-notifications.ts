// Marking read and deleting: only the caller's own rows; a foreign id is refused and nothing changes.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { workflowTexts } from '#shared/texts/workflows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

export async function deleteNotification(db: DbOrTx, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw notFound(workflowTexts.notifications.notFound);
}

/** Marks these notifications read (all of the caller's when ids is undefined). */
export async function markRead(
  db: DbOrTx,
  userId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const unique = ids ? [...new Set(ids)] : undefined;
    if (unique && unique.length > 0) {
      const own = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, unique)));
      if (own.length !== unique.length) throw notFound(workflowTexts.notifications.notFound);
    }
    if (unique && unique.length === 0) return;
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          unique ? inArray(notifications.id, unique) : undefined,
        ),
      );
  });
}
