import { feature } from '../../plugins/app/feature.ts';
import { newsRoutes } from './news.routes.ts';

export default feature('news', async (app) => {
  await app.register(newsRoutes, { db: app.ctx.db, queueTranslation: app.queueTranslation });
});
