import { defineEndpoint } from '../common/endpoint.ts';
import { listNotificationsRoute, markNotificationsReadRoute, unreadNotificationsRoute } from './notifications.routes.ts';
import { markNotificationsReadSchema, notificationsPageSchema, notificationsQuerySchema, unreadNotificationsSchema } from './notifications.schemas.ts';

export const listNotificationsEndpoint = defineEndpoint(listNotificationsRoute, {
  access: 'member',
  summary: 'My notifications, newest first, keyset pages',
  tags: ['notifications'],
  query: notificationsQuerySchema,
  response: notificationsPageSchema,
});

export const unreadNotificationsEndpoint = defineEndpoint(unreadNotificationsRoute, {
  access: 'member',
  summary: 'How many of my notifications are unread (the header badge)',
  tags: ['notifications'],
  response: unreadNotificationsSchema,
});

export const markNotificationsReadEndpoint = defineEndpoint(markNotificationsReadRoute, {
  access: 'member',
  summary: 'Marks my notifications read up to an instant; answers how many stay unread',
  tags: ['notifications'],
  body: markNotificationsReadSchema,
  response: unreadNotificationsSchema,
});
