// POST /api/snapshot/{id}/reactions: a client marks an item «Нравится» / «Не подходит» (or clears the mark) and may
// leave a comment. Limited per address and per link over a window, so a page cannot flood the agent's bell; the
// agent hears of each reaction at once (SnapshotReaction). The link's author trying it records nothing.
import { and, count, eq, gt, min } from 'drizzle-orm';
import {
  REACTION_LIMITS,
  type TReactionAnswer,
  type TReactionCreate,
  type TSnapshotReactionPayload,
} from '#shared/schemas/collections-live.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import type { DbOrTx } from '../../db/client.ts';
import { consents, snapshotReactions } from '../../db/schema/index.ts';
import { invalid, notFound, throttle } from '../../errors.ts';
import { LockSpace, lockKey } from '../../core/locks.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { itemKey, type ItemRef } from '../cards/list-cards.ts';
import { notify } from '../notifications/notify.ts';
import { emitCollectionEvent } from '../webhooks/domain-events.ts';
import { itemStates } from './item-states.ts';
import type { SnapshotRow } from './live-snapshot.ts';
import { openedPayload } from './record-opening.ts';
import { foldReactions, reactionRows } from '../collections/visitor-reactions.ts';

export interface ReactionSource {
  visitorId: string;
  ip: string;
  /** The link's own author, logged in, trying it as a client would («Открыть как клиент»). */
  owner?: boolean;
}

/** Refuses with ThrottleLimit and the seconds until the oldest counted reaction leaves the window. */
async function checkLimits(tx: DbOrTx, snapshotId: string, ip: string, now: Date): Promise<void> {
  // Parallel reactions take turns, address first and then link (one order, so no deadlock); otherwise all of them
  // count the same rows and pass together.
  await lockKey(tx, LockSpace.reactions, `ip:${ip}`);
  await lockKey(tx, LockSpace.reactions, `link:${snapshotId}`);
  const windowMs = REACTION_LIMITS.windowSeconds * 1000;
  const since = new Date(now.getTime() - windowMs);
  const recent = (where: ReturnType<typeof eq>) =>
    tx
      .select({ n: count(), oldest: min(snapshotReactions.createdAt) })
      .from(snapshotReactions)
      .where(and(where, gt(snapshotReactions.createdAt, since)));
  const [byIp] = await recent(eq(snapshotReactions.ip, ip));
  const [byLink] = await recent(eq(snapshotReactions.snapshotId, snapshotId));
  const over = [
    byIp && byIp.n >= REACTION_LIMITS.perIp ? byIp.oldest : null,
    byLink && byLink.n >= REACTION_LIMITS.perLink ? byLink.oldest : null,
  ].filter((oldest): oldest is Date => oldest != null);
  if (over.length > 0) {
    const waits = over.map((oldest) => (oldest.getTime() + windowMs - now.getTime()) / 1000);
    throw throttle(Math.max(...waits));
  }
}

async function itemTitle(db: DbOrTx, snapshot: SnapshotRow, item: ItemRef) {
  const key = itemKey(item);
  const sent = snapshot.states.find((s) => itemKey(s) === key);
  return sent?.title ?? (await itemStates(db, [item])).get(key)?.title ?? '';
}

export async function addReaction(
  db: DbOrTx,
  realtime: Realtime,
  snapshot: SnapshotRow,
  source: ReactionSource,
  input: TReactionCreate,
  now: Date,
): Promise<TReactionAnswer> {
  const item: ItemRef = { kind: input.kind, id: input.itemId };
  if (!snapshot.items.some((i) => itemKey(i) === itemKey(item)))
    throw notFound(liveTexts.errors.itemNotInLink);
  // The schema has already read both as plain text.
  const comment = input.comment ?? '';
  const clientName = input.clientName ?? '';
  const setsMark = input.reaction !== undefined;
  if (!setsMark && !comment) throw invalid('comment', liveTexts.errors.emptyReaction);
  // The agent's own preview is not the client: nothing is stored, counted or told; the answer is the mark tried.
  if (source.owner) return { kind: item.kind, itemId: item.id, mark: input.reaction ?? null, comments: [] };

  const { push, answer } = await db.transaction(async (tx) => {
    await checkLimits(tx, snapshot.id, source.ip, now);
    await tx.insert(snapshotReactions).values({
      snapshotId: snapshot.id,
      visitorId: source.visitorId,
      ip: source.ip,
      kind: item.kind,
      itemId: item.id,
      setsMark,
      mark: input.reaction ?? null,
      comment: comment || null,
      clientName: clientName || null,
      createdAt: now,
    });
    // 152-FZ: a client who gives their name to the agent accepts the consent shown beside the field.
    if (clientName && input.consentVersion) {
      await tx.insert(consents).values({
        kind: 'reaction',
        version: input.consentVersion,
        acceptedAt: now,
        visitorId: source.visitorId,
      });
    }
    const mine = foldReactions(await reactionRows(tx, [snapshot.id], source.visitorId)).get(itemKey(item));
    const payload: TSnapshotReactionPayload = {
      ...openedPayload(snapshot),
      kind: item.kind,
      itemId: item.id,
      itemTitle: await itemTitle(tx, snapshot, item),
      mark: input.reaction ?? null,
      setsMark,
      comment: comment || null,
      clientName: clientName || null,
    };
    await emitCollectionEvent(tx, snapshot.agencyId, 'collection.reaction', { ...payload }, now);
    return {
      push: await notify(tx, realtime, snapshot.userId, 'SnapshotReaction', payload, now),
      answer: {
        kind: item.kind,
        itemId: item.id,
        mark: mine?.mark ?? null,
        comments: mine?.comments ?? [],
      },
    };
  });
  push();
  return answer;
}
