// The profile's notification channels (shared/api/notification-channels.ts): read, the per-type choice, the Telegram
// link, this device's push subscription.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '#shared/api/notification-channels.ts';
import type { TChannelChoiceRow, TNotificationChannels } from '#shared/schemas/notification-channels.ts';
import { call } from '#app/lib/call.ts';

const key = ['notification-channels'] as const;

export const useNotificationChannels = () =>
  useQuery({ queryKey: key, queryFn: () => call(api.readNotificationChannels) });

function useSetter() {
  const client = useQueryClient();
  return (data: TNotificationChannels) => client.setQueryData(key, data);
}

export function useUpdateChannels() {
  const set = useSetter();
  return useMutation({
    mutationFn: (types: TChannelChoiceRow[]) => call(api.updateNotificationChannels, { body: { types } }),
    onSuccess: set,
  });
}

export function useLinkTelegram() {
  return useMutation({ mutationFn: () => call(api.linkTelegram) });
}

export function useUnlinkTelegram() {
  const set = useSetter();
  return useMutation({ mutationFn: () => call(api.unlinkTelegram), onSuccess: set });
}

export function useRefreshChannels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

const fromBase64Url = (value: string) => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported' | 'unavailable';

/** Asks the browser's permission, subscribes with the VAPID key and saves the subscription on the server. */
export async function subscribeThisDevice(): Promise<PushOutcome> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  const { publicKey } = await call(api.readVapidKey);
  if (!publicKey) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await call(api.createPushSubscription, { body: { endpoint: json.endpoint, keys: json.keys } });
  return 'subscribed';
}

/** This device's subscription endpoint, if it has one. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription?.endpoint ?? null;
}

export function useRemoveSubscription() {
  const set = useSetter();
  return useMutation({
    mutationFn: (id: number) => call(api.deletePushSubscription, { params: { id } }),
    onSuccess: set,
  });
}
