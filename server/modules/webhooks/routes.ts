// /api/companies/:id/webhooks and /api/companies/:id/api-keys (shared/api/integrations.ts); registers the outbox's
// `webhook` channel with this app's settings.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/integrations.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../api-keys/manage-keys.ts';
import { registerOutboxChannel } from '../outbox/index.ts';
import { webhookChannel } from './deliver.ts';
import { WEBHOOK_CHANNEL } from './emit.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  updateWebhook,
} from './manage-webhooks.ts';

const integrationRoutes: FastifyPluginAsync = async (app) => {
  const allowPrivate = app.env.WEBHOOKS_ALLOW_PRIVATE;
  const channel = webhookChannel({ allowPrivate, realtime: app.realtime });
  registerOutboxChannel(WEBHOOK_CHANNEL, channel.deliver, channel.dead);
  const deps = () => ({ db: app.db, allowPrivate, now: app.clock.now() });

  route(app, api.listWebhooks, (request) => listWebhooks(app.db, currentUser(request), request.params.id));
  route(app, api.createWebhook, (request) =>
    createWebhook(deps(), currentUser(request), request.params.id, request.body),
  );
  route(app, api.updateWebhook, (request) =>
    updateWebhook(deps(), currentUser(request), request.params.id, request.params.webhookId, request.body),
  );
  route(app, api.deleteWebhook, (request) =>
    deleteWebhook(app.db, currentUser(request), request.params.id, request.params.webhookId),
  );
  route(app, api.listWebhookDeliveries, (request) =>
    listDeliveries(
      app.db,
      currentUser(request),
      request.params.id,
      request.params.webhookId,
      request.query.page,
    ),
  );
  route(app, api.retryWebhookDelivery, (request) =>
    retryDelivery(
      deps(),
      currentUser(request),
      request.params.id,
      request.params.webhookId,
      request.params.deliveryId,
    ),
  );

  route(app, api.listApiKeys, (request) => listApiKeys(app.db, currentUser(request), request.params.id));
  route(app, api.createApiKey, (request) =>
    createApiKey(app.db, currentUser(request), request.params.id, request.body, app.clock.now()),
  );
  route(app, api.revokeApiKey, (request) =>
    revokeApiKey(app.db, currentUser(request), request.params.id, request.params.keyId, app.clock.now()),
  );
};

export default integrationRoutes;
