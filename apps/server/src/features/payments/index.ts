import { feature } from '../../plugins/app/feature.ts';
import { paymentsRoutes } from './payments.routes.ts';

export default feature('payments', async (app) => {
  await app.register(paymentsRoutes, { db: app.ctx.db, config: app.ctx.config, payments: app.providers.payments });
});
