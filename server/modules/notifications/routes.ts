// /api/user/notifications: the list with the unread count, marking read, deleting one.
import type { FastifyPluginAsync } from 'fastify';
import * as api from '#shared/api/notifications.ts';
import { route } from '../../core/route.ts';
import { currentUser } from '../../policies.ts';
import { listNotifications, unreadCount } from './list-notifications.ts';
import { deleteNotification, markRead } from './manage-notifications.ts';

const notificationRoutes: FastifyPluginAsync = async (app) => {
  const unreadAnswer = async (userId: number) => ({
    meta: { unread_count: await unreadCount(app.db, userId) },
  });

  route(app, api.listNotifications, (request) =>
    listNotifications(app.db, currentUser(request).id, request.query.page),
  );

  route(app, api.markNotificationsRead, async (request) => {
    const user = currentUser(request);
    await markRead(app.db, user.id, request.body?.ids, app.clock.now());
    return unreadAnswer(user.id);
  });

  route(app, api.deleteNotification, async (request) => {
    const user = currentUser(request);
    await deleteNotification(app.db, user.id, request.params.id);
    return unreadAnswer(user.id);
  });
};

export default notificationRoutes;
