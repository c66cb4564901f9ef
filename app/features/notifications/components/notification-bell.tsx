// The bell of the header with the unread badge; it opens the one notifications panel (notifications-host.tsx).
import { countOf } from '#shared/format.ts';
import { appTexts } from '#shared/texts/app.ts';
import { fill } from '#shared/texts/ru.ts';
import { bellTexts } from '#shared/texts/user-offers-menu.ts';
import { useUnreadCount } from '#app/resources/notifications.ts';
import { openNotifications, useNotificationsOpen } from '../lib/panel-store.ts';
import { BellIcon } from '#app/components/ui/icons.tsx';
import styles from './notification-bell.module.css';

export const MAX_BADGE = 99;

export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const open = useNotificationsOpen();
  const label =
    unread > 0 ? fill(bellTexts.unread, countOf(unread, bellTexts.unreadForms)) : appTexts.ui.notifications;
  return (
    <button
      type="button"
      className={[styles.bell, className ?? ''].join(' ')}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={openNotifications}
      data-testid="notification-bell"
    >
      <BellIcon />
      {unread > 0 && (
        <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
          {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
        </span>
      )}
    </button>
  );
}
