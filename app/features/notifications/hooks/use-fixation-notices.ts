// While the app runs, a Fixation* notification refreshes the fixations' lists: the builder sees a new one appear in
// the queue, the agent sees the answer on «Фиксации».
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { refreshFixations } from '#app/resources/fixations.ts';

export function useFixationNotices(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(PrivateEvent.Notification, (payload) => {
        const item = payload as TNotification | null;
        if (item && typeof item.type === 'string' && item.type.startsWith('Fixation'))
          refreshFixations(client);
      }),
    [client],
  );
}
