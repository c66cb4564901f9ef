// A user's notification channels besides the bell (issue 26): the Telegram bot's link, web push subscriptions of their
// devices, the per-type choice; and the bot's webhook, which Telegram calls with its secret-token header.
import { endpoint } from './endpoint.ts';

export const readNotificationChannels = endpoint({
  method: 'GET',
  path: '/api/user/notification-channels',
  summary:
    'The Telegram link, push subscriptions and, per notification type, its channels (bell, telegram, push, email)',
  access: 'user',
  response: 'ZNotificationChannels',
  errors: ['Unauthorized'],
});

export const updateNotificationChannels = endpoint({
  method: 'PUT',
  path: '/api/user/notification-channels',
  summary: 'Set the channels of the listed notification types',
  access: 'user',
  body: 'ZNotificationChannelsUpdate',
  response: 'ZNotificationChannels',
  errors: ['Unauthorized'],
});

export const linkTelegram = endpoint({
  method: 'POST',
  path: '/api/user/telegram/link',
  summary: 'A one-time code (15 minutes) and the bot’s t.me link with it: /start <code> links the chat',
  access: 'user',
  response: 'ZTelegramLink',
  errors: ['Unauthorized', 'NotAcceptable'],
});

export const unlinkTelegram = endpoint({
  method: 'DELETE',
  path: '/api/user/telegram',
  summary: 'Forget the caller’s Telegram chat',
  access: 'user',
  response: 'ZNotificationChannels',
  errors: ['Unauthorized'],
});

export const telegramWebhook = endpoint({
  method: 'POST',
  path: '/api/telegram/webhook',
  summary: 'Telegram’s updates for the bot (X-Telegram-Bot-Api-Secret-Token checked; 401 otherwise)',
  access: 'public',
  body: 'ZTelegramUpdate',
  response: 'ZTelegramWebhookAnswer',
  errors: ['Unauthorized'],
});

export const readVapidKey = endpoint({
  method: 'GET',
  path: '/api/push/vapid-key',
  summary: 'The VAPID public key browsers subscribe with (null when push is not set up)',
  access: 'public',
  response: 'ZVapidKey',
  errors: [],
});

export const createPushSubscription = endpoint({
  method: 'POST',
  path: '/api/user/push-subscriptions',
  summary: 'Save this device’s PushSubscription (its JSON); the same endpoint again replaces it',
  access: 'user',
  body: 'ZPushSubscriptionCreate',
  response: 'ZPushSubscription',
  status: 201,
  errors: ['Unauthorized', 'NotAcceptable'],
});

export const deletePushSubscription = endpoint({
  method: 'DELETE',
  path: '/api/user/push-subscriptions/:id',
  summary: 'Remove one of the caller’s push subscriptions',
  access: 'user',
  params: 'ZPushSubscriptionParams',
  response: 'ZNotificationChannels',
  errors: ['Unauthorized', 'NotFound'],
});
