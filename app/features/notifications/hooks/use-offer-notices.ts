// While the app runs, an OfferOutdated, OfferArchived or OfferDisabled notification takes the offer out of every
// cached list (PRODUCT §4) and refreshes the owner's own lists.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { offerIdOf } from '../lib/describe.ts';
import { dropOfferFromLists } from '../lib/drop-offer.ts';

export function useOfferNotices(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(PrivateEvent.Notification, (payload) => {
        const item = payload as TNotification | null;
        if (!item || typeof item.type !== 'string') return;
        const offerId = offerIdOf(item);
        if (offerId != null) dropOfferFromLists(client, offerId);
      }),
    [client],
  );
}
