import { feature } from '../../plugins/app/feature.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export default feature('uploads', async (app) => {
  await app.register(uploadsRoutes, { db: app.ctx.db, config: app.ctx.config, storage: app.providers.storage });
});
