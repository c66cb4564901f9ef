// The notification channels' routes (shared/api/notification-channels.ts); registers the outbox's `telegram`,
// `push` and `email` channels with this app's settings and, in webhook mode, tells Telegram where to post.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as api from '#shared/api/notification-channels.ts';
import { ownUrl } from '../../core/public-url.ts';
import { route } from '../../core/route.ts';
import { AppError } from '../../errors.ts';
import { currentUser } from '../../policies.ts';
import { registerOutboxChannel } from '../outbox/index.ts';
import { handleUpdate, type TelegramUpdate } from './bot-updates.ts';
import { channelConfig } from './channel-config.ts';
import { emailChannel } from './email-channel.ts';
import { EMAIL_CHANNEL, PUSH_CHANNEL, TELEGRAM_CHANNEL } from './fan-out.ts';
import {
  addPushSubscription,
  createTelegramLink,
  readChannels,
  removePushSubscription,
  unlinkTelegram,
  updateChannels,
} from './manage-channels.ts';
import { pushChannel } from './push-channel.ts';
import { telegramChannel } from './telegram-channel.ts';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function secretMatches(request: FastifyRequest, secret: string | null): boolean {
  const given = request.headers[SECRET_HEADER];
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

const channelRoutes: FastifyPluginAsync = async (app) => {
  const config = channelConfig(app.env, () => ownUrl(app.env, app.server.address()));
  registerOutboxChannel(TELEGRAM_CHANNEL, telegramChannel(config));
  registerOutboxChannel(PUSH_CHANNEL, pushChannel(config));
  registerOutboxChannel(EMAIL_CHANNEL, emailChannel(config, app.mail));
  const deps = () => ({ db: app.db, config, now: app.clock.now() });

  route(app, api.readNotificationChannels, (request) => readChannels(deps(), currentUser(request).id));
  route(app, api.updateNotificationChannels, (request) =>
    updateChannels(deps(), currentUser(request).id, request.body.types),
  );
  route(app, api.linkTelegram, (request) => createTelegramLink(deps(), currentUser(request).id));
  route(app, api.unlinkTelegram, (request) => unlinkTelegram(deps(), currentUser(request).id));
  route(
    app,
    api.telegramWebhook,
    async (request) => {
      await handleUpdate(app.db, request.body as TelegramUpdate, app.clock.now());
      return { ok: true };
    },
    {
      // Before the body is read: only Telegram knows the secret (setWebhook's secret_token).
      onRequest: async (request) => {
        if (!secretMatches(request, config.webhookSecret)) throw new AppError('Unauthorized');
      },
    },
  );
  route(app, api.readVapidKey, () => ({ publicKey: config.vapid?.publicKey ?? null }));
  route(app, api.createPushSubscription, (request) =>
    addPushSubscription(
      deps(),
      currentUser(request).id,
      request.body,
      request.headers['user-agent']?.slice(0, 300) ?? null,
    ),
  );
  route(app, api.deletePushSubscription, (request) =>
    removePushSubscription(deps(), currentUser(request).id, request.params.id),
  );
};

export default channelRoutes;
