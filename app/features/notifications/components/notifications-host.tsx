// Mounted once in the app shell: loads the notifications (the bell's badge), keeps the feed lists honest when an
// offer leaves them and the bookings' lists live, and renders the panel, whose code loads on the first open.
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '#app/resources/notifications.ts';
import { useBookingNotices } from '../hooks/use-booking-notices.ts';
import { useFixationNotices } from '../hooks/use-fixation-notices.ts';
import { useDealNotices } from '../hooks/use-deal-notices.ts';
import { useOfferNotices } from '../hooks/use-offer-notices.ts';
import { closeNotifications, useNotificationsOpen } from '../lib/panel-store.ts';

const NotificationsPanel = lazy(() => import('./notifications-panel.tsx'));

export function NotificationsHost() {
  useNotifications();
  useOfferNotices();
  useBookingNotices();
  useFixationNotices();
  useDealNotices();
  const open = useNotificationsOpen();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsPanel open={open} onClose={closeNotifications} />
    </Suspense>
  );
}
