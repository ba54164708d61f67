import { defineRoute } from '../common/endpoint.ts';
import type { markNotificationsReadSchema, notificationsPageSchema, notificationsQuerySchema, unreadNotificationsSchema } from './notifications.schemas.ts';

export const listNotificationsRoute = defineRoute<{ query: typeof notificationsQuerySchema; response: typeof notificationsPageSchema }>(
  'GET',
  '/api/v1/me/notifications',
);
export const unreadNotificationsRoute = defineRoute<{ response: typeof unreadNotificationsSchema }>('GET', '/api/v1/me/notifications/unread');
export const markNotificationsReadRoute = defineRoute<{ body: typeof markNotificationsReadSchema; response: typeof unreadNotificationsSchema }>(
  'POST',
  '/api/v1/me/notifications/read',
);
