// SPEC §4: an offer-archived or offer-outdated notification removes that offer from the feed lists.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NotificationType } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { searchListsKey, type SearchPages } from '../api/search.ts';

/** The offer id a notification asks to remove, if it is one of those. */
export function removedOfferId(notification: unknown): number | null {
  const n = notification as Partial<TNotification> | null;
  if (!n || (n.type !== NotificationType.offerArchived && n.type !== NotificationType.offerOutdated))
    return null;
  const id = (n.data?.payload as { offerId?: unknown } | undefined)?.offerId;
  return typeof id === 'number' ? id : null;
}

export function removeOfferFromLists(client: QueryClient, offerId: number): void {
  client.setQueriesData<SearchPages>({ queryKey: searchListsKey }, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((page) => {
      const kept = page.data.filter((item) => !(item.isOffer && item.id === offerId));
      removed += page.data.length - kept.length;
      return kept.length === page.data.length ? page : { ...page, data: kept };
    });
    if (removed === 0) return data;
    return {
      ...data,
      pages: pages.map((page) => ({
        ...page,
        meta: { ...page.meta, total: Math.max(0, page.meta.total - removed) },
      })),
    };
  });
}

export function useOfferRemoval(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(PrivateEvent.Notification, (payload) => {
        const id = removedOfferId(payload);
        if (id != null) removeOfferFromLists(client, id);
      }),
    [client],
  );
}
