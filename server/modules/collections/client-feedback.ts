// What the agent learns from a collection's links (every link made from it, revoked ones too): how often they were
// opened, and per item the clients' marks (each visitor's latest) and comments.
import { and, count, eq, max, sum } from 'drizzle-orm';
import type { TCollectionViews, TItemFeedback } from '#shared/schemas/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { snapshots, snapshotVisits } from '../../db/schema/index.ts';
import { itemKey } from '../cards/list-cards.ts';
import { presentComment, reactionRows } from './visitor-reactions.ts';

const ofCollection = (userId: number, collectionId: number) =>
  and(eq(snapshots.collectionId, collectionId), eq(snapshots.userId, userId));

export async function collectionViews(
  db: DbOrTx,
  userId: number,
  collectionId: number,
): Promise<TCollectionViews> {
  const [row] = await db
    .select({ total: sum(snapshotVisits.opens), unique: count(), lastAt: max(snapshotVisits.lastAt) })
    .from(snapshotVisits)
    .innerJoin(snapshots, eq(snapshots.id, snapshotVisits.snapshotId))
    .where(ofCollection(userId, collectionId));
  return {
    total: Number(row?.total ?? 0),
    unique: row?.unique ?? 0,
    lastAt: row?.lastAt ? row.lastAt.toISOString() : null,
  };
}

export async function collectionFeedback(
  db: DbOrTx,
  userId: number,
  collectionId: number,
): Promise<TItemFeedback[]> {
  const links = await db
    .select({ id: snapshots.id })
    .from(snapshots)
    .where(ofCollection(userId, collectionId));
  const rows = await reactionRows(
    db,
    links.map((l) => l.id),
  );
  const items = new Map<string, TItemFeedback>();
  const marks = new Map<string, { item: string; mark: string | null }>();
  for (const row of rows) {
    const key = itemKey({ kind: row.kind, id: row.itemId });
    const item = items.get(key) ?? {
      kind: row.kind,
      itemId: row.itemId,
      likes: 0,
      dislikes: 0,
      comments: [],
    };
    items.set(key, item);
    if (row.setsMark) marks.set(`${row.snapshotId} ${row.visitorId} ${key}`, { item: key, mark: row.mark });
    if (row.comment) item.comments.push(presentComment(row));
  }
  for (const { item, mark } of marks.values()) {
    if (mark === 'like') items.get(item)!.likes++;
    if (mark === 'dislike') items.get(item)!.dislikes++;
  }
  return [...items.values()].filter((f) => f.likes + f.dislikes + f.comments.length > 0);
}
