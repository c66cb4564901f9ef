// The server drops notifications about an offer once they no longer hold: activating it drops OfferOutdated and
// OfferArchived, deleting it drops every one about it (decision 005). The bell's cached list must follow, so the
// offers' screens call these after those mutations. The cached copies go at once (a refetch keeps items it takes for
// newer pushes), then the list is read again, which also recounts the unread ones beyond the loaded pages.
import type { QueryClient } from '@tanstack/react-query';
import { NotificationType } from '#shared/enums.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { queryKeys } from './query-keys.ts';

const LIFECYCLE: readonly string[] = [NotificationType.offerOutdated, NotificationType.offerArchived];
const ABOUT_OFFER: readonly string[] = [...LIFECYCLE, NotificationType.offerDisabled];

function offerIdIn(notification: TNotification): number | null {
  const id = (notification.data?.payload as { offerId?: unknown } | null)?.offerId;
  return typeof id === 'number' ? id : null;
}

function forget(client: QueryClient, offerIds: readonly number[], types: readonly string[]): void {
  if (offerIds.length === 0) return;
  client.setQueryData<TNotification[]>(queryKeys.notifications, (list) =>
    list?.filter((n) => !(types.includes(n.type) && offerIds.includes(offerIdIn(n) ?? -1))),
  );
  void client.invalidateQueries({ queryKey: queryKeys.notifications, exact: true });
}

/** After activation (one offer or all): the «снято с показа» and «в архиве» notices are gone. */
export const forgetLifecycleNotifications = (client: QueryClient, offerIds: readonly number[]) =>
  forget(client, offerIds, LIFECYCLE);

/** After deletion: nothing about the offer is left. */
export const forgetOfferNotifications = (client: QueryClient, offerId: number) =>
  forget(client, [offerId], ABOUT_OFFER);
