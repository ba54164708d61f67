import { feature } from '../../plugins/app/feature.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export default feature('notifications', async (app) => {
  await app.register(notificationsRoutes, { db: app.ctx.db, live: app.live });
});
