import { feature } from '../../plugins/app/feature.ts';
import { accountSecurityRoutes } from './account-security.routes.ts';

export default feature('account-security', async (app) => {
  await app.register(accountSecurityRoutes, { db: app.ctx.db, auth: app.auth });
});
