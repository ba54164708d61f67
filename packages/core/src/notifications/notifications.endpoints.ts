import { defineEndpoint } from '../common/endpoint.ts';
import { markNotificationsReadSchema, notificationsPageSchema, notificationsQuerySchema, unreadNotificationsSchema } from './notifications.schemas.ts';

export const listNotificationsEndpoint = defineEndpoint({
  name: 'listNotifications',
  method: 'GET',
  path: '/api/v1/me/notifications',
  summary: 'List my notifications',
  access: 'member',
  description: 'My notifications, newest first, keyset pages',
  tags: ['notifications'],
  query: notificationsQuerySchema,
  response: notificationsPageSchema,
});

export const unreadNotificationsEndpoint = defineEndpoint({
  name: 'unreadNotifications',
  method: 'GET',
  path: '/api/v1/me/notifications/unread',
  summary: 'Count my unread notifications',
  access: 'member',
  description: 'How many of my notifications are unread (the header badge)',
  tags: ['notifications'],
  response: unreadNotificationsSchema,
});

export const markNotificationsReadEndpoint = defineEndpoint({
  name: 'markNotificationsRead',
  method: 'POST',
  path: '/api/v1/me/notifications/read',
  summary: 'Mark notifications read',
  access: 'member',
  description: 'Marks my notifications read up to an instant; answers how many stay unread',
  tags: ['notifications'],
  body: markNotificationsReadSchema,
  response: unreadNotificationsSchema,
});
