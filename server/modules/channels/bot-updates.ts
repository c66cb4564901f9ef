// What the bot does with an update, from the webhook or long polling alike: `/start <code>` links the chat to the
// code's user (a code is used once, within 15 minutes); every answer goes out through the outbox.
import { and, eq, gt, sql } from 'drizzle-orm';
import { channelTexts } from '#shared/texts/notification-channels.ts';
import type { Db } from '../../db/client.ts';
import { telegramLinkCodes, telegramLinks } from '../../db/schema/index.ts';
import { enqueueOutbox } from '../outbox/index.ts';
import { TELEGRAM_CHANNEL } from './fan-out.ts';

export interface TelegramUpdate {
  update_id: number;
  message?: { text?: string; chat: { id: number; username?: string }; from?: { username?: string } };
}

const START = /^\/start(?:@\w+)?(?:\s+([\w-]{1,64}))?\s*$/;

/** Handles one update; returns the user it linked, if any. */
export async function handleUpdate(db: Db, update: TelegramUpdate, now: Date): Promise<number | null> {
  const message = update.message;
  const match = message?.text ? START.exec(message.text.trim()) : null;
  if (!message || !match) return null;
  const chatId = String(message.chat.id);
  const code = match[1];
  const reply = (text: string, tx: Parameters<typeof enqueueOutbox>[0]) =>
    enqueueOutbox(
      tx,
      { channel: TELEGRAM_CHANNEL, target: chatId, orderKey: `telegram:${chatId}`, payload: { text } },
      now,
    );
  return db.transaction(async (tx) => {
    if (!code) {
      await reply(channelTexts.bot.hello, tx);
      return null;
    }
    const [used] = await tx
      .delete(telegramLinkCodes)
      .where(and(eq(telegramLinkCodes.code, code), gt(telegramLinkCodes.expiresAt, now)))
      .returning();
    if (!used) {
      await reply(channelTexts.bot.codeInvalid, tx);
      return null;
    }
    const username = message.chat.username ?? message.from?.username ?? null;
    // One chat, one user: the chat moves from whoever had it, the user's old chat is replaced.
    await tx
      .delete(telegramLinks)
      .where(sql`${telegramLinks.chatId} = ${chatId} and ${telegramLinks.userId} <> ${used.userId}`);
    await tx
      .insert(telegramLinks)
      .values({ userId: used.userId, chatId, username: username ? `@${username}` : null, linkedAt: now })
      .onConflictDoUpdate({
        target: telegramLinks.userId,
        set: { chatId, username: username ? `@${username}` : null, linkedAt: now },
      });
    await reply(channelTexts.bot.linked, tx);
    return used.userId;
  });
}
