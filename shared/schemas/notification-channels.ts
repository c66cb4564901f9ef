// The profile's notification channels: Telegram link, web push subscriptions, the per-type choice
// (shared/api/notification-channels.ts).
import { z } from 'zod';
import { CHANNEL_TYPES } from '../notification-channels.ts';
import { channelTexts } from '../texts/notification-channels.ts';
import { zBool, zId } from './form.ts';

const e = channelTexts.errors;

export const ZChannelChoice = z.object({
  type: z.string().refine((t) => (CHANNEL_TYPES as readonly string[]).includes(t), e.unknownType),
  // The app sends booleans as 1/0 (toClientForm).
  bell: zBool,
  telegram: zBool,
  push: zBool,
  email: zBool,
});
export type TChannelChoiceRow = z.infer<typeof ZChannelChoice>;

/** A type's choice as the server answers it: plain booleans, so the answer's JSON Schema compiles (no transform). */
const ZChannelChoiceAnswer = z.object({
  type: z.string(),
  bell: z.boolean(),
  telegram: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
});

export const ZNotificationChannels = z.object({
  telegram: z.object({
    /** The server has a bot token. */
    available: z.boolean(),
    linked: z.boolean(),
    username: z.string().nullable(),
  }),
  push: z.object({
    /** The server has VAPID keys. */
    available: z.boolean(),
    subscriptions: z.array(z.object({ id: z.number().int(), endpoint: z.string(), createdAt: z.string() })),
  }),
  types: z.array(ZChannelChoiceAnswer),
});
export type TNotificationChannels = z.infer<typeof ZNotificationChannels>;

export const ZNotificationChannelsUpdate = z.object({ types: z.array(ZChannelChoice).min(1).max(200) });

export const ZTelegramLink = z.object({ code: z.string(), url: z.string(), expiresAt: z.string() });

export const ZVapidKey = z.object({ publicKey: z.string().nullable() });

const b64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+=*$/, e.key)
  .max(200);

/** The browser's PushSubscription.toJSON(). */
export const ZPushSubscriptionCreate = z.object({
  endpoint: z
    .string()
    .max(2000)
    .refine((v) => /^https?:\/\/\S+$/.test(v), e.endpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: b64url, auth: b64url }),
});
export const ZPushSubscription = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  createdAt: z.string(),
});
export const ZPushSubscriptionParams = z.object({ id: zId });

/** A Telegram Update, as much of it as the bot reads (core.telegram.org/bots/api#update). */
export const ZTelegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      text: z.string().optional(),
      chat: z.looseObject({ id: z.number().int(), username: z.string().optional() }),
      from: z.looseObject({ username: z.string().optional() }).optional(),
    })
    .optional(),
});
export const ZTelegramWebhookAnswer = z.object({ ok: z.boolean() });
