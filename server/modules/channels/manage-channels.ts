// A user's own channels: the per-type choice, the Telegram link code and unlinking, their devices' push
// subscriptions. Everything here is the caller's own; another user's subscription id is a 404.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CHANNEL_TYPES, defaultChoice } from '#shared/notification-channels.ts';
import type { TChannelChoiceRow, TNotificationChannels } from '#shared/schemas/notification-channels.ts';
import { channelTexts } from '#shared/texts/notification-channels.ts';
import type { Db } from '../../db/client.ts';
import {
  notificationChannelPrefs,
  pushSubscriptions,
  telegramLinkCodes,
  telegramLinks,
} from '../../db/schema/index.ts';
import { AppError, invalid, notFound } from '../../errors.ts';
import type { ChannelConfig } from './channel-config.ts';
import { botUsername } from './telegram-api.ts';

/** A link code is good this long. */
export const TELEGRAM_CODE_TTL_MS = 15 * 60_000;

export interface ChannelDeps {
  db: Db;
  config: ChannelConfig;
  now: Date;
}

export async function readChannels(deps: ChannelDeps, userId: number): Promise<TNotificationChannels> {
  const { db, config } = deps;
  const [link] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
  const prefs = await db
    .select()
    .from(notificationChannelPrefs)
    .where(eq(notificationChannelPrefs.userId, userId));
  const byType = new Map(prefs.map((p) => [p.type, p]));
  return {
    telegram: { available: config.bot != null, linked: link != null, username: link?.username ?? null },
    push: {
      available: config.vapid != null,
      subscriptions: subs.map((s) => ({
        id: s.id,
        endpoint: s.endpoint,
        createdAt: s.createdAt.toISOString(),
      })),
    },
    types: CHANNEL_TYPES.map((type) => {
      const p = byType.get(type) ?? defaultChoice(type);
      return { type, bell: p.bell, telegram: p.telegram, push: p.push, email: p.email };
    }),
  };
}

export async function updateChannels(
  deps: ChannelDeps,
  userId: number,
  rows: readonly TChannelChoiceRow[],
): Promise<TNotificationChannels> {
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      const values = { bell: row.bell, telegram: row.telegram, push: row.push, email: row.email };
      await tx
        .insert(notificationChannelPrefs)
        .values({ userId, type: row.type, ...values })
        .onConflictDoUpdate({
          target: [notificationChannelPrefs.userId, notificationChannelPrefs.type],
          set: values,
        });
    }
  });
  return readChannels(deps, userId);
}

export async function createTelegramLink(deps: ChannelDeps, userId: number) {
  const { db, config, now } = deps;
  if (!config.bot) throw new AppError('NotAcceptable', channelTexts.errors.telegramOff);
  const username = await botUsername(config.bot);
  if (!username) throw new AppError('NotAcceptable', channelTexts.errors.telegramOff);
  // Telegram's start parameter: up to 64 of A-Z a-z 0-9 _ -.
  const code = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + TELEGRAM_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    // A new code replaces the user's older ones, and stale codes of anyone go with it.
    await tx
      .delete(telegramLinkCodes)
      .where(
        sql`${telegramLinkCodes.userId} = ${userId} or ${telegramLinkCodes.expiresAt} < ${now.toISOString()}::timestamptz`,
      );
    await tx.insert(telegramLinkCodes).values({ code, userId, expiresAt });
  });
  return { code, url: `https://t.me/${username}?start=${code}`, expiresAt: expiresAt.toISOString() };
}

export async function unlinkTelegram(deps: ChannelDeps, userId: number) {
  await deps.db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
  return readChannels(deps, userId);
}

export async function addPushSubscription(
  deps: ChannelDeps,
  userId: number,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | null,
) {
  const { db, config, now } = deps;
  if (!config.vapid) throw new AppError('NotAcceptable', channelTexts.errors.pushOff);
  if (!config.allowPrivate && !body.endpoint.startsWith('https://'))
    throw invalid('endpoint', channelTexts.errors.endpoint);
  const values = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent, createdAt: now };
  // One endpoint is one device: subscribing it again (another user logged in on it) moves it.
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return { id: row!.id, endpoint: row!.endpoint, createdAt: row!.createdAt.toISOString() };
}

export async function removePushSubscription(deps: ChannelDeps, userId: number, id: number) {
  const gone = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound();
  return readChannels(deps, userId);
}
