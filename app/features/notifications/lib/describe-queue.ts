// The booking queue's notifications (QueueTurn, QueuePassed; TQueueNotice as payload) in Russian: the unit, the
// complex and the turn's end, leading to the unit on its chessboard.
import type { TQueueNotice } from '#shared/deals.ts';
import { formatDayTime } from '#shared/format.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import { paths } from '#app/lib/paths.ts';
import type { NotificationView } from './describe.ts';

const n = queueTexts.notifications;

function noticeOf(payload: unknown): TQueueNotice | null {
  const p = payload as Partial<TQueueNotice> | null;
  return p &&
    typeof p.cellId === 'number' &&
    typeof p.objectId === 'number' &&
    typeof p.objectTitle === 'string'
    ? (p as TQueueNotice)
    : null;
}

/** null for any other notification. */
export function describeQueue(notification: Pick<TNotification, 'type' | 'data'>): NotificationView | null {
  if (notification.type !== 'QueueTurn' && notification.type !== 'QueuePassed') return null;
  const notice = noticeOf(notification.data?.payload);
  if (!notice) return null;
  const unit = unitLabel(notice.unitKind ?? 'flat', notice.unitNumber, 'accusative');
  const turn = notification.type === 'QueueTurn';
  return {
    text: turn
      ? fill(n.QueueTurn, unit, notice.objectTitle, formatDayTime(notice.until))
      : fill(notice.sold ? n.QueueSold : n.QueuePassed, unit, notice.objectTitle),
    tone: turn ? 'success' : 'warning',
    link: {
      to: paths.realtyChess(notice.objectId, notice.sectionId, { cell: notice.cellId }),
      label: n.open,
    },
  };
}
