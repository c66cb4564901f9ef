// While the app runs, a Booking* notification refreshes the bookings' lists and the chessboards: the builder sees a
// new booking appear on «Брони и заявки», the agent sees the answer on «Мои брони» and on the unit's card.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { refreshBookings } from '#app/resources/bookings.ts';

export function useBookingNotices(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offNotice = onSocketEvent(PrivateEvent.Notification, (payload) => {
      const item = payload as TNotification | null;
      // Queue* too: a turn changes the unit's card and the agent's places.
      if (item && typeof item.type === 'string' && /^(Booking|Queue)/.test(item.type))
        refreshBookings(client);
    });
    // A colleague's booking changed (assigned to someone else): no notice, the lists still follow.
    const offChanged = onSocketEvent(PrivateEvent.BookingsChanged, () => refreshBookings(client));
    return () => {
      offNotice();
      offChanged();
    };
  }, [client]);
}
