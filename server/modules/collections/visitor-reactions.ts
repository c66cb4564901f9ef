// The reactions of a link's clients, read from their log: an item's mark is the latest that set or cleared it, its
// comments all that carried one, oldest first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TClientComment, TReactionMark } from '#shared/schemas/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshotReactions } from '../../db/schema/index.ts';
import { itemKey } from '../cards/list-cards.ts';

export type ReactionRow = typeof snapshotReactions.$inferSelect;

export interface ItemReactions {
  mark: TReactionMark | null;
  comments: TClientComment[];
}

export const presentComment = (row: ReactionRow): TClientComment => ({
  id: row.id,
  text: row.comment ?? '',
  clientName: row.clientName,
  createdAt: row.createdAt.toISOString(),
});

/** One visitor's mark and comments per item (`itemKey`). */
export function foldReactions(rows: readonly ReactionRow[]): Map<string, ItemReactions> {
  const byItem = new Map<string, ItemReactions>();
  for (const row of rows) {
    const key = itemKey({ kind: row.kind, id: row.itemId });
    const item = byItem.get(key) ?? { mark: null, comments: [] };
    if (row.setsMark) item.mark = row.mark;
    if (row.comment) item.comments.push(presentComment(row));
    byItem.set(key, item);
  }
  return byItem;
}

export async function reactionRows(
  db: DbOrTx,
  snapshotIds: string[],
  visitorId?: string,
): Promise<ReactionRow[]> {
  if (snapshotIds.length === 0) return [];
  return db
    .select()
    .from(snapshotReactions)
    .where(
      and(
        inArray(snapshotReactions.snapshotId, snapshotIds),
        visitorId === undefined ? undefined : eq(snapshotReactions.visitorId, visitorId),
      ),
    )
    .orderBy(asc(snapshotReactions.id));
}
