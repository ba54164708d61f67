import { feature } from '../../plugins/app/feature.ts';
import { reactionsRoutes } from './reactions.routes.ts';

export default feature('reactions', async (app) => {
  await app.register(reactionsRoutes, { db: app.ctx.db, live: app.live });
});
