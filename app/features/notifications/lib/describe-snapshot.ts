// A client's opening of a sent link and their reactions (SnapshotOpened, SnapshotReaction) in Russian, leading to
// the collection where the agent sees them all.
import { NotificationType } from '#shared/enums.ts';
import type { TSnapshotReactionPayload } from '#shared/schemas/collections-live.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { fill } from '#shared/texts/ru.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationView } from './describe.ts';

const n = liveTexts.notifications;
const COMMENT_PREVIEW = 80;

const clip = (text: string) =>
  text.length > COMMENT_PREVIEW ? `${text.slice(0, COMMENT_PREVIEW - 1)}…` : text;

/** null for any other notification. */
export function describeSnapshot(
  notification: Pick<TNotification, 'type' | 'data'>,
): NotificationView | null {
  const opened = notification.type === NotificationType.snapshotOpened;
  if (!opened && notification.type !== NotificationType.snapshotReaction) return null;
  const p = notification.data?.payload as Partial<TSnapshotReactionPayload> | null;
  if (!p || typeof p.name !== 'string') return null;
  const link =
    typeof p.collectionId === 'number' ? { to: paths.collection(p.collectionId), label: n.open } : null;
  if (opened) return { text: fill(n.opened, p.name), tone: 'info', link };
  const item = p.itemTitle ?? '';
  if (p.comment) return { text: fill(n.commented, item, p.name, clip(p.comment)), tone: 'info', link };
  if (p.mark === 'like') return { text: fill(n.liked, item, p.name), tone: 'success', link };
  if (p.mark === 'dislike') return { text: fill(n.disliked, item, p.name), tone: 'warning', link };
  return { text: fill(n.cleared, item, p.name), tone: 'info', link };
}
