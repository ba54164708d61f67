import { feature } from '../../plugins/app/feature.ts';
import { licencesRoutes } from './licences.routes.ts';

export default feature('licences', async (app) => {
  await app.register(licencesRoutes, { db: app.ctx.db, config: app.ctx.config, storage: app.providers.storage });
});
