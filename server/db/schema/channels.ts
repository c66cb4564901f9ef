// Notification channels besides the bell (issue 26): a user's Telegram chat and its one-time link codes, the web push
// subscriptions of their devices, their per-type choice of channels, and the long-polling offset of the bot.
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { at, cascadeRef, createdAt, id } from './columns.ts';

/** One Telegram chat per user: notifications of the types they chose go there. */
export const telegramLinks = pgTable('telegram_links', {
  userId: cascadeRef(() => users.id).primaryKey(),
  chatId: text().notNull().unique(),
  /** The Telegram username, when the chat has one (shown in the profile). */
  username: text(),
  linkedAt: at().notNull(),
});

/** A one-time code for `t.me/<bot>?start=<code>`: valid 15 minutes, gone once used. */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    code: text().primaryKey(),
    userId: cascadeRef(() => users.id),
    expiresAt: at().notNull(),
  },
  (t) => [index('telegram_link_codes_user_idx').on(t.userId)],
);

/** A device's web push subscription (the browser's PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A user's choice per notification type; a type without a row takes the defaults (shared/notification-channels.ts). */
export const notificationChannelPrefs = pgTable(
  'notification_channel_prefs',
  {
    userId: cascadeRef(() => users.id),
    type: text().notNull(),
    bell: boolean().notNull(),
    telegram: boolean().notNull(),
    push: boolean().notNull(),
    email: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** The getUpdates offset of long polling (one row, id 1): the next node resumes where the last one stopped. */
export const telegramPollState = pgTable('telegram_poll_state', {
  id: integer().primaryKey(),
  offset: bigint({ mode: 'number' }).notNull(),
  /** The node polling now holds this lease (no transaction stays open over the HTTP call, decision 043). */
  leaseUntil: at(),
});

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
