// The outbox's `telegram` channel: one item is one sendMessage with a button that opens the screen. A chat that
// blocked the bot or is gone (403, «chat not found») is unlinked and the item given up; 429 and failures retry.
import { eq } from 'drizzle-orm';
import { channelTexts } from '#shared/texts/notification-channels.ts';
import { telegramLinks, type OutboxRow } from '../../db/schema/index.ts';
import type { DeliveryContext, DeliveryResult } from '../outbox/index.ts';
import type { ChannelConfig } from './channel-config.ts';
import type { ChannelMessage } from './fan-out.ts';
import { buttonAllowed, callBot } from './telegram-api.ts';

/** A bot's own reply (to /start): no screen to open. */
export interface BotReply {
  text: string;
}

export function telegramMessageBody(
  chatId: string,
  message: ChannelMessage | BotReply,
  siteUrl: string | null,
) {
  const path = 'path' in message ? message.path : null;
  if (!path || !siteUrl) return { chat_id: chatId, text: message.text };
  const url = `${siteUrl}${path}`;
  if (!buttonAllowed(url)) return { chat_id: chatId, text: `${message.text}\n${url}` };
  return {
    chat_id: chatId,
    text: message.text,
    reply_markup: { inline_keyboard: [[{ text: channelTexts.open, url }]] },
  };
}

export function telegramChannel(config: ChannelConfig) {
  return async function deliver(item: OutboxRow, context: DeliveryContext): Promise<DeliveryResult> {
    if (!config.bot) return { kind: 'give-up', error: 'no TELEGRAM_BOT_TOKEN' };
    const body = telegramMessageBody(
      item.target,
      item.payload as ChannelMessage | BotReply,
      config.siteUrl(),
    );
    const answer = await callBot(config.bot, 'sendMessage', body);
    if (answer.ok) return { kind: 'done' };
    const gone =
      answer.status === 403 || (answer.status === 400 && /chat not found/i.test(answer.description));
    if (gone) {
      await context.db.delete(telegramLinks).where(eq(telegramLinks.chatId, item.target));
      return { kind: 'give-up', error: answer.description };
    }
    if (answer.status === 400) return { kind: 'give-up', error: answer.description };
    return { kind: 'retry', error: answer.description };
  };
}
