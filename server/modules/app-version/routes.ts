// /api/app/version (public read, admin publish) and /api/app/message (admin broadcast): the public channel.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAppMessage,
  ZAppVersion,
  ZAppVersionPublish,
  ZAppVersionQuery,
} from '#shared/schemas/app-version.ts';
import { PublicEvent, type TMessageEvent } from '#shared/realtime.ts';
import { AppError } from '../../errors.ts';
import { currentUser, isAdmin } from '../../policies.ts';
import { latestAppVersion, publishAppVersion } from './app-version.ts';

const appVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (!isAdmin(user)) throw new AppError('Forbidden');
    return user;
  };

  app.get(
    '/app/version',
    { config: { auth: 'public' }, schema: { querystring: ZAppVersionQuery, response: { 200: ZAppVersion } } },
    async (request) => latestAppVersion(app.db, request.query.package),
  );

  app.post(
    '/app/version',
    { schema: { body: ZAppVersionPublish, response: { 200: ZAppVersion } } },
    async (request) =>
      publishAppVersion(
        { db: app.db, realtime: app.realtime, now: app.clock.now() },
        requireAdmin(request),
        request.body,
      ),
  );

  app.post(
    '/app/message',
    { schema: { body: ZAppMessage, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      requireAdmin(request);
      const event: TMessageEvent = { text: request.body.text };
      app.realtime.broadcast(PublicEvent.Message, event);
      return { ok: true as const };
    },
  );
};

export default appVersionRoutes;
