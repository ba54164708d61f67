import { feature } from '../../plugins/app/feature.ts';
import { systemRoutes } from './system.routes.ts';

export default feature('system', async (app) => {
  const { config, database, storageFailures } = app.ctx;
  await app.register(systemRoutes, { config, database, outbox: app.providers.outbox, storageFailures });
});
