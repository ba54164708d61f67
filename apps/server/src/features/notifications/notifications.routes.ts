import { listNotificationsEndpoint, markNotificationsReadEndpoint, unreadNotificationsEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { LivePublisher } from '../../plugins/app/live/live-publisher.ts';
import { listNotifications, markNotificationsRead, unreadNotifications } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance, { db, live }: { db: Database; live: LivePublisher }) {
  registerEndpoint(app, listNotificationsEndpoint, ({ user, query }) => listNotifications(db, user, query));
  registerEndpoint(app, unreadNotificationsEndpoint, ({ user }) => unreadNotifications(db, user));
  registerEndpoint(app, markNotificationsReadEndpoint, async ({ user, body }) => {
    const answer = await markNotificationsRead(db, user, body.upTo);
    // The member's other tabs and devices update their badge.
    live.unreadIs(user.id, answer.unread);
    return answer;
  });
}
