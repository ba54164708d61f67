import { feature } from '../../plugins/app/feature.ts';
import { relationsRoutes } from './relations.routes.ts';

export default feature('relations', async (app) => {
  await app.register(relationsRoutes);
});
