// The channels' settings from the environment: which are on, and where links point.
import type { Env } from '../../env.ts';
import type { BotConfig } from './telegram-api.ts';

export interface ChannelConfig {
  bot: BotConfig | null;
  webhookSecret: string | null;
  /** Push endpoints may be private or plain http (WEBHOOKS_ALLOW_PRIVATE: local receivers and tests only). */
  allowPrivate: boolean;
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** The site's address for links; null until the server listens (without PUBLIC_URL). */
  siteUrl: () => string | null;
}

export function channelConfig(env: Env, siteUrl: () => string | null): ChannelConfig {
  return {
    bot: env.TELEGRAM_BOT_TOKEN ? { token: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL } : null,
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET ?? null,
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
        : null,
    siteUrl,
  };
}
