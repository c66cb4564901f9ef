// The outbox's `email` channel: one item is one letter to the user's confirmed address, read when the letter leaves.
// The line is the one Telegram and push carry; the letter adds the screen's link and where to turn letters off.
import { and, eq, isNotNull } from 'drizzle-orm';
import { fill } from '#shared/texts/ru.ts';
import { channelTexts } from '#shared/texts/notification-channels.ts';
import { escapeHtml } from '../../core/html.ts';
import { users, type OutboxRow } from '../../db/schema/index.ts';
import type { MailMessage, MailProvider } from '../../providers/mail.ts';
import type { DeliveryContext, DeliveryResult } from '../outbox/index.ts';
import type { ChannelConfig } from './channel-config.ts';
import type { ChannelMessage } from './fan-out.ts';

const t = channelTexts.email;

export function notificationLetter(to: string, message: ChannelMessage, siteUrl: string | null): MailMessage {
  const screen = siteUrl ? `${siteUrl}${message.path}` : null;
  const settings = siteUrl ? `${siteUrl}/cabinet/profile#notifications` : null;
  const text = [message.text, screen && `${t.open}: ${screen}`, settings && `${t.settings}: ${settings}`]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    `<p>${escapeHtml(message.text)}</p>`,
    screen ? `<p><a href="${escapeHtml(screen)}">${escapeHtml(t.open)}</a></p>` : '',
    settings
      ? `<p style="color:#666;font-size:13px"><a href="${escapeHtml(settings)}">${escapeHtml(t.settings)}</a></p>`
      : '',
  ].join('');
  return { to, subject: fill(t.subject, message.text.replace(/\s+/g, ' ')), text, html };
}

export function emailChannel(config: ChannelConfig, mail: MailProvider) {
  return async function deliver(item: OutboxRow, context: DeliveryContext): Promise<DeliveryResult> {
    const [user] = await context.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, Number(item.target)), isNotNull(users.emailVerifiedAt)));
    if (!user?.email) return { kind: 'give-up', error: 'no confirmed address' };
    try {
      await mail.send(notificationLetter(user.email, item.payload as ChannelMessage, config.siteUrl()));
      return { kind: 'done' };
    } catch (error) {
      return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  };
}
