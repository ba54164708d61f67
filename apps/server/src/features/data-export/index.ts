import { feature } from '../../plugins/app/feature.ts';
import { dataExportRoutes } from './data-export.routes.ts';

export default feature('data-export', async (app) => {
  await app.register(dataExportRoutes);
});
