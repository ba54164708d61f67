import { feature } from '../../plugins/app/feature.ts';
import { referralRoutes } from './referral.routes.ts';

export default feature('referral', async (app) => {
  await app.register(referralRoutes, { db: app.ctx.db });
});
