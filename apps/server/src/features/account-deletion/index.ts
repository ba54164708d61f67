import { feature } from '../../plugins/app/feature.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';

export default feature('account-deletion', async (app) => {
  await app.register(accountDeletionRoutes);
});
