// While the agent looks at a collection, a client's opening or reaction on one of its links (SnapshotOpened,
// SnapshotReaction on the private channel) reloads it, so marks, comments and the openings line appear at once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NotificationType } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { collectionsKeys } from '#app/resources/collections.ts';

const LIVE_TYPES: string[] = [NotificationType.snapshotOpened, NotificationType.snapshotReaction];

export function useLiveCollection(collectionId: number): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(PrivateEvent.Notification, (payload) => {
        const item = payload as TNotification | null;
        if (!item || !LIVE_TYPES.includes(item.type)) return;
        const about = (item.data?.payload as { collectionId?: unknown } | null)?.collectionId;
        if (about === collectionId) {
          void client.invalidateQueries({ queryKey: collectionsKeys.one(collectionId) });
        }
      }),
    [client, collectionId],
  );
}
