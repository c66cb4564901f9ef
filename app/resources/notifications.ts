// Notifications (shared/api/notifications.ts). The list lives under ['notifications'] as an array, newest first, the
// shape the socket's Notification handler (app/lib/realtime.ts) inserts into; how many unread ones lie beyond the
// loaded pages and which page comes next are kept beside it.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deleteNotification as deleteEndpoint,
  listNotifications,
  markNotificationsRead,
} from '#shared/api/notifications.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { call } from '#app/lib/call.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { hasSession } from '#app/lib/session.ts';
import { nextPageParam } from './paging.ts';

export interface NotificationsMeta {
  /** Unread notifications on pages not loaded yet. */
  olderUnread: number;
  nextPage: number | null;
}

// The list's key is app/lib's: the socket's handlers there fill it.
export const notificationKeys = {
  list: queryKeys.notifications,
  meta: ['notifications-meta'] as const,
};

const NO_META: NotificationsMeta = { olderUnread: 0, nextPage: null };

const unreadIn = (list: readonly TNotification[]) => list.filter((n) => !n.read).length;

/** Newest first, one entry per id: what was loaded joined with what the socket added meanwhile. */
export function mergeNotifications(
  current: readonly TNotification[] | undefined,
  incoming: readonly TNotification[],
): TNotification[] {
  const byId = new Map<number, TNotification>();
  for (const item of current ?? []) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

const fetchPage = (page: number, signal?: AbortSignal) =>
  call(listNotifications, { query: { page } }, { signal });

export async function loadFirstPage(client: QueryClient, signal?: AbortSignal): Promise<TNotification[]> {
  const answer = await fetchPage(1, signal);
  // Items the socket pushed while this request ran are newer than the page: keep them.
  const pushed = (client.getQueryData<TNotification[]>(notificationKeys.list) ?? []).filter(
    (n) => !answer.data.some((a) => a.id === n.id) && n.id > Math.max(0, ...answer.data.map((a) => a.id)),
  );
  const list = mergeNotifications(pushed, answer.data);
  client.setQueryData<NotificationsMeta>(notificationKeys.meta, {
    olderUnread: Math.max(0, answer.meta.unread_count - unreadIn(answer.data)),
    nextPage: nextPageParam(answer) ?? null,
  });
  return list;
}

export function useNotifications() {
  const client = useQueryClient();
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => loadFirstPage(client, signal),
    staleTime: 60_000,
    // A session that just ended (a ban, a logout) must not fetch again while the shell unmounts.
    enabled: hasSession(),
  });
}

export function useNotificationsMeta(): NotificationsMeta {
  const { data } = useQuery({
    queryKey: notificationKeys.meta,
    queryFn: () => NO_META,
    enabled: false,
    initialData: NO_META,
  });
  return data;
}

/** The badge: unread ones loaded plus those beyond the loaded pages. */
export function unreadCount(list: readonly TNotification[] | undefined, meta: NotificationsMeta): number {
  return unreadIn(list ?? []) + meta.olderUnread;
}

export function useUnreadCount(): number {
  const { data } = useNotifications();
  return unreadCount(data, useNotificationsMeta());
}

export async function loadMoreNotifications(client: QueryClient): Promise<void> {
  const meta = client.getQueryData<NotificationsMeta>(notificationKeys.meta) ?? NO_META;
  if (meta.nextPage == null) return;
  const answer = await fetchPage(meta.nextPage);
  const before = client.getQueryData<TNotification[]>(notificationKeys.list) ?? [];
  const fresh = answer.data.filter((n) => !before.some((b) => b.id === n.id));
  client.setQueryData<TNotification[]>(notificationKeys.list, mergeNotifications(before, answer.data));
  client.setQueryData<NotificationsMeta>(notificationKeys.meta, {
    olderUnread: Math.max(0, meta.olderUnread - unreadIn(fresh)),
    nextPage: nextPageParam(answer) ?? null,
  });
}

export function useLoadMoreNotifications() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => loadMoreNotifications(client) });
}

/** Marks every notification read, on the server and in the cache. */
export async function markAllRead(client: QueryClient): Promise<void> {
  await call(markNotificationsRead);
  client.setQueryData<TNotification[]>(notificationKeys.list, (list) =>
    list?.map((n) => (n.read ? n : { ...n, read: true })),
  );
  client.setQueryData<NotificationsMeta>(notificationKeys.meta, (meta) => ({
    ...(meta ?? NO_META),
    olderUnread: 0,
  }));
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => markAllRead(client) });
}

export async function deleteNotification(client: QueryClient, id: number): Promise<void> {
  const answer = await call(deleteEndpoint, { params: { id } });
  const list = (client.getQueryData<TNotification[]>(notificationKeys.list) ?? []).filter((n) => n.id !== id);
  client.setQueryData<TNotification[]>(notificationKeys.list, list);
  client.setQueryData<NotificationsMeta>(notificationKeys.meta, (meta) => ({
    ...(meta ?? NO_META),
    olderUnread: Math.max(0, answer.meta.unread_count - unreadIn(list)),
  }));
}

export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteNotification(client, id) });
}
