// /api/user/notifications: the list with the unread count, marking read, deleting one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '#shared/schemas/common.ts';
import { zId } from '#shared/schemas/form.ts';
import { ZNotificationsPage, ZNotificationsRead, ZUnreadCount } from '#shared/schemas/notification.ts';
import { currentUser } from '../../policies.ts';
import { listNotifications, unreadCount } from './list-notifications.ts';
import { deleteNotification, markRead } from './manage-notifications.ts';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/notifications',
    { schema: { querystring: ZPageQuery, response: { 200: ZNotificationsPage } } },
    async (request) => listNotifications(app.db, currentUser(request).id, request.query.page),
  );

  app.post(
    '/user/notifications/read',
    { schema: { body: ZNotificationsRead.nullish(), response: { 200: ZUnreadCount } } },
    async (request) => {
      const user = currentUser(request);
      await markRead(app.db, user.id, request.body?.ids, app.clock.now());
      return { meta: { unread_count: await unreadCount(app.db, user.id) } };
    },
  );

  app.delete(
    '/user/notifications/:id',
    { schema: { params: z.object({ id: zId }), response: { 200: ZUnreadCount } } },
    async (request) => {
      const user = currentUser(request);
      await deleteNotification(app.db, user.id, request.params.id);
      return { meta: { unread_count: await unreadCount(app.db, user.id) } };
    },
  );
};

export default notificationRoutes;
