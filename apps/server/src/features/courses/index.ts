import { feature } from '../../plugins/app/feature.ts';
import { coursesRoutes } from './courses.routes.ts';

export default feature('courses', async (app) => {
  await app.register(coursesRoutes, { db: app.ctx.db, config: app.ctx.config });
});
