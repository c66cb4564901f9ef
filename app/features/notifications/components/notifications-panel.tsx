// The list of notifications in a sheet: newest first, live (the socket inserts into the cache), each in Russian with
// its link. Opening it marks everything read; what was new when it opened stays highlighted until it closes.
import { Role } from '#shared/enums.ts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TNotification } from '#shared/schemas/notification.ts';
import { formatDateTime } from '#shared/format.ts';
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import { LoadMore } from '#app/components/ui/load-more.tsx';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button, IconButton } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { toastError } from '#app/lib/toast-error.ts';
import { errorText } from '#app/lib/api-error.ts';
import {
  useDeleteNotification,
  useLoadMoreNotifications,
  useMarkAllRead,
  useNotifications,
  useNotificationsMeta,
} from '#app/resources/notifications.ts';
import { useUser } from '#app/resources/user.ts';
import { describeBooking } from '../lib/describe-booking.ts';
import { describeFixation } from '../lib/describe-fixation.ts';
import { describeAgreement } from '../lib/describe-agreement.ts';
import { describeDeal } from '../lib/describe-deal.ts';
import { describeCommission } from '../lib/describe-commission.ts';
import { describeQueue } from '../lib/describe-queue.ts';
import { describeProgress } from '../lib/describe-progress.ts';
import { describeSnapshot } from '../lib/describe-snapshot.ts';
import { describeNotification } from '../lib/describe.ts';
import { BellIcon } from '#app/components/ui/icons.tsx';
import styles from './notifications-panel.module.css';

const t = userOfferTexts.notifications;

function Item({
  item,
  fresh,
  onOpen,
  onDelete,
  deleting,
}: {
  item: TNotification;
  fresh: boolean;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const viewer = useUser().data;
  const viewerId = viewer?.id ?? null;
  const builderTeam = viewer?.abilities.includes('cabinet') === true && viewer.group !== Role.agent;
  const view =
    describeBooking(item, viewerId) ??
    describeFixation(item) ??
    describeAgreement(item) ??
    describeDeal(item, viewer?.group === Role.agent) ??
    // A dispute reaches either side: a builder's team opens the payables, an agent their own list.
    describeCommission(item, builderTeam) ??
    describeQueue(item) ??
    describeProgress(item) ??
    describeSnapshot(item) ??
    describeNotification(item);
  return (
    <li
      className={styles.item}
      data-tone={view.tone}
      data-fresh={fresh || undefined}
      data-testid="notification"
    >
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        {fresh && <span className={styles.fresh}>{t.fresh}</span>}
        <p className={styles.text}>{view.text}</p>
        <div className={styles.meta}>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {view.link && (
            <Link to={view.link.to} className={styles.link} onClick={onOpen}>
              {view.link.label}
            </Link>
          )}
        </div>
      </div>
      <IconButton label={t.remove} className={styles.remove} onClick={onDelete} disabled={deleting}>
        <CloseIcon size={18} />
      </IconButton>
    </li>
  );
}

export default function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useNotifications();
  const meta = useNotificationsMeta();
  const markRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const more = useLoadMoreNotifications();
  const list = query.data;
  // What was unread at opening, kept to highlight it while the panel stays open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const unreadIds = (list ?? []).filter((n) => !n.read).map((n) => n.id);
  const unreadKey = unreadIds.join(',');
  const olderUnread = meta.olderUnread;

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setFresh(new Set());
  }

  const { mutate: markAllRead, isPending: marking } = markRead;
  useEffect(() => {
    if (!open || marking || (unreadKey === '' && olderUnread === 0)) return;
    setFresh((before) => new Set([...before, ...unreadKey.split(',').filter(Boolean).map(Number)]));
    markAllRead(undefined, { onError: toastError });
  }, [open, unreadKey, olderUnread, marking, markAllRead]);

  return (
    <BottomSheet open={open} onClose={onClose} title={t.title}>
      {!list ? (
        query.isError ? (
          <EmptyState
            tone="danger"
            title={t.loadFailed}
            text={errorText(query.error)}
            action={<Button onClick={() => void query.refetch()}>{t.retry}</Button>}
          />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )
      ) : list.length === 0 ? (
        <EmptyState icon={<BellIcon size={32} />} title={t.empty} text={t.emptyHint} tone="neutral" />
      ) : (
        <>
          <ul className={styles.list} aria-label={t.title}>
            {list.map((item) => (
              <Item
                key={item.id}
                item={item}
                fresh={fresh.has(item.id) || !item.read}
                onOpen={onClose}
                deleting={remove.isPending && remove.variables === item.id}
                onDelete={() => remove.mutate(item.id, { onError: toastError })}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={meta.nextPage != null}
            loading={more.isPending}
            onMore={() => more.mutate(undefined, { onError: toastError })}
            auto={false}
          />
        </>
      )}
    </BottomSheet>
  );
}
