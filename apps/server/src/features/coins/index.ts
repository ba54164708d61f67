import { feature } from '../../plugins/app/feature.ts';
import { coinsRoutes } from './coins.routes.ts';

export default feature('coins', async (app) => {
  await app.register(coinsRoutes, { db: app.ctx.db });
});
