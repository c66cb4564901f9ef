// The user's notifications: the list with the unread count, marking read, deleting one.
import { endpoint } from './endpoint.ts';

export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/user/notifications',
  summary: 'Notifications newest first, page by page, with the unread count',
  query: 'ZPageQuery',
  response: 'ZNotificationsPage',
  errors: ['Unauthorized'],
});

export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/api/user/notifications/read',
  summary: 'Mark these notifications read, or every one when no ids are given',
  body: 'ZNotificationsRead',
  bodyOptional: true,
  response: 'ZUnreadCount',
  errors: ['Unauthorized', 'NotFound'],
});

export const deleteNotification = endpoint({
  method: 'DELETE',
  path: '/api/user/notifications/:id',
  summary: 'Delete an own notification',
  params: 'ZNotificationParams',
  response: 'ZUnreadCount',
  errors: ['Unauthorized', 'NotFound'],
});
