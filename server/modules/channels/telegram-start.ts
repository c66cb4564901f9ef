// How the bot hears its updates: with TELEGRAM_WEBHOOK_SECRET, Telegram posts them to /api/telegram/webhook
// (setWebhook at start-up to the https PUBLIC_URL, with the secret token); without it every node runs the polling job
// and the lease lets one of them poll at a time.
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../../jobs/schedule.ts';
import { callBot } from './telegram-api.ts';
import { pollTelegramOnce } from './telegram-poll.ts';

type Schedule = (options: {
  run: () => Promise<unknown>;
  everyMs: number;
  firstInMs: number;
  onError: (error: unknown) => void;
}) => ScheduledJob;

export function startTelegramUpdates(
  app: FastifyInstance,
  schedule: Schedule,
  onError: (e: unknown) => void,
) {
  const token = app.env.TELEGRAM_BOT_TOKEN;
  if (!token) return;
  const bot = { token, apiUrl: app.env.TELEGRAM_API_URL };
  const secret = app.env.TELEGRAM_WEBHOOK_SECRET;
  if (secret) {
    // Webhook mode. Telegram posts only to https: an http PUBLIC_URL (development, tests) leaves the webhook to be set
    // by hand (or by a tunnel), and the route answers whoever brings the secret.
    const base = app.env.PUBLIC_URL?.replace(/\/+$/, '');
    if (!base?.startsWith('https://')) {
      app.log.warn('TELEGRAM_WEBHOOK_SECRET is set without an https PUBLIC_URL: setWebhook is not called');
      return;
    }
    const url = `${base}/api/telegram/webhook`;
    void callBot(bot, 'setWebhook', { url, secret_token: secret, allowed_updates: ['message'] }).then(
      (answer) => {
        if (!answer.ok) onError(new Error(`setWebhook: ${answer.description}`));
      },
    );
    return;
  }
  // A bot left with a webhook answers getUpdates with 409: drop it once (updates waiting stay queued).
  const dropped = callBot(bot, 'deleteWebhook', {});
  const job = schedule({
    run: async () => {
      await dropped;
      await pollTelegramOnce({ db: app.db, bot, now: () => app.clock.now() });
    },
    everyMs: 1000,
    firstInMs: 3000,
    onError,
  });
  app.addHook('onClose', () => job.stop());
}
