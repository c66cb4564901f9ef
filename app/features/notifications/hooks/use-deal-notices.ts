// While the app runs, a deal's move reaches every open deal screen: a Deal* notification or a bare DealsChanged push
// refreshes the deals' queries (the board, «Мои сделки», an open deal page) and the bookings (the unit followed).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { refreshBookings } from '#app/resources/bookings.ts';
import { refreshDeals } from '#app/resources/deals.ts';

export function useDealNotices(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      refreshDeals(client);
      refreshBookings(client);
    };
    const offNotice = onSocketEvent(PrivateEvent.Notification, (payload) => {
      const item = payload as TNotification | null;
      if (item && typeof item.type === 'string' && /^(Deal|Commission)/.test(item.type)) refresh();
    });
    const offChanged = onSocketEvent(PrivateEvent.DealsChanged, refresh);
    return () => {
      offNotice();
      offChanged();
    };
  }, [client]);
}
