// What the app does with each socket event (PRODUCT §7 Realtime). Installed once at start-up. NewAppVersion is the
// app-version feature's (app-update-check.tsx, mounted in the shell): it alone knows what a new build means here.
import type { TNotificationType } from '#shared/enums.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TVerifyEmailSuccessEvent } from '#shared/schemas/user.ts';
import { PrivateEvent, PublicEvent, SOCKET_CONNECTED } from '#shared/realtime.ts';
import { toast } from '#app/lib/toast-store.ts';
import { navigateTo } from './navigation.ts';
import { paths } from './paths.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { endLocalSession } from './session.ts';
import { onSocketEvent } from './socket.ts';
import { refetchUser, setUser } from './user.ts';

// A literal, checked against the type: the whole of shared/enums.ts would otherwise come with the entry.
const INVITE_ACCEPTED: TNotificationType = 'InviteAccepted';
const COMPANY_NOTICES: readonly TNotificationType[] = ['CompanyJoined', 'CompanyInviteAccepted'];

/** A Message may be plain text or `{ text }` / `{ message }`. */
export function messageText(payload: unknown): string | null {
  if (typeof payload === 'string') return payload.trim() || null;
  if (payload && typeof payload === 'object') {
    const { text, message } = payload as { text?: unknown; message?: unknown };
    const value = typeof text === 'string' ? text : typeof message === 'string' ? message : '';
    return value.trim() || null;
  }
  return null;
}

/** Newest first, one entry per id. The cache may already hold the list the notifications screen fetched. */
export function addNotification(list: TNotification[] | undefined, item: TNotification): TNotification[] {
  return [item, ...(list ?? []).filter((n) => n.id !== item.id)];
}

export function installRealtime(): () => void {
  const off = [
    // A connection that may have missed pushes (one that waited for the first screen, any reconnection): catch up.
    onSocketEvent(SOCKET_CONNECTED, () => {
      void refetchUser();
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    }),
    onSocketEvent(PublicEvent.Message, (payload) => {
      const text = messageText(payload);
      if (text) toast(text);
    }),
    onSocketEvent(PrivateEvent.VerifyEmailSuccess, (payload) => {
      const user = (payload as Partial<TVerifyEmailSuccessEvent> | null)?.user;
      if (user) setUser(user);
      void refetchUser();
      navigateTo(paths.feed(), { replace: true });
    }),
    onSocketEvent(PrivateEvent.UserUpdated, () => void refetchUser()),
    onSocketEvent(PrivateEvent.UserIsBanned, () => {
      endLocalSession();
      navigateTo(paths.authHome({ banned: true }), { replace: true });
    }),
    onSocketEvent(PrivateEvent.Notification, (payload) => {
      const item = payload as TNotification;
      if (!item || typeof item.id !== 'number') return;
      queryClient.setQueryData<TNotification[]>(queryKeys.notifications, (list) =>
        addNotification(list, item),
      );
      // The invites come with the user: an accepted one shows as such without a reload.
      if (item.type === INVITE_ACCEPTED) void refetchUser();
      // Someone joined a company: its members list (app/resources/companies.ts keys) and the joiner's abilities.
      if (COMPANY_NOTICES.includes(item.type as TNotificationType)) {
        void queryClient.invalidateQueries({ queryKey: ['companies'] });
        void refetchUser();
      }
    }),
  ];
  return () => off.forEach((stop) => stop());
}
