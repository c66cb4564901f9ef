// /api/app/version (public read, admin publish) and /api/app/message (admin broadcast): the public channel.
import type { FastifyPluginAsync } from 'fastify';
import {
  broadcastMessage,
  latestAppVersion as latestEndpoint,
  publishAppVersion as publishEndpoint,
} from '#shared/api/app-version.ts';
import { PublicEvent, type TMessageEvent } from '#shared/realtime.ts';
import { route } from '../../core/route.ts';
import { AppError } from '../../errors.ts';
import { currentUser, isAdmin } from '../../policies.ts';
import { latestAppVersion, publishAppVersion } from './app-version.ts';

const appVersionRoutes: FastifyPluginAsync = async (app) => {
  const requireAdmin = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (!isAdmin(user)) throw new AppError('Forbidden');
    return user;
  };

  route(app, latestEndpoint, (request) => latestAppVersion(app.db, request.query.package));

  route(app, publishEndpoint, (request) =>
    publishAppVersion(
      { db: app.db, realtime: app.realtime, now: app.clock.now() },
      requireAdmin(request),
      request.body,
    ),
  );

  route(app, broadcastMessage, (request) => {
    requireAdmin(request);
    const event: TMessageEvent = { text: request.body.text };
    app.realtime.broadcast(PublicEvent.Message, event);
    return { ok: true as const };
  });
};

export default appVersionRoutes;
