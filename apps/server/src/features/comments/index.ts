import { feature } from '../../plugins/app/feature.ts';
import { commentsRoutes } from './comments.routes.ts';

export default feature('comments', async (app) => {
  await app.register(commentsRoutes, { db: app.ctx.db, queueTranslation: app.queueTranslation, live: app.live });
});
